import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n.ts';
import { withNamespaces } from './with-namespaces.ts';

vi.mock('@/lib/i18n.ts', () => ({ loadNamespaces: vi.fn(async () => {}) }));

const Page = () => null;

describe('withNamespaces', () => {
  it('loads the namespaces with every lazy route, children included', async () => {
    const routes: RouteObject[] = [
      {
        path: 'dashboard',
        lazy: async () => ({ Component: Page }),
        children: [{ index: true, lazy: async () => ({ Component: Page }) }],
      },
      { path: 'plain', element: null },
    ];
    const wrapped = withNamespaces(routes, ['dashboard', 'onboarding']);

    expect(wrapped[1]).toBe(routes[1]);
    const parent = wrapped[0]!;
    const child = parent.children![0]!;
    if (typeof parent.lazy !== 'function' || typeof child.lazy !== 'function') throw new Error();
    await expect(parent.lazy()).resolves.toEqual({ Component: Page });
    await expect(child.lazy()).resolves.toEqual({ Component: Page });
    expect(loadNamespaces).toHaveBeenCalledTimes(2);
    expect(loadNamespaces).toHaveBeenCalledWith(['dashboard', 'onboarding']);
  });

  it('fails the route when a catalogue cannot be loaded', async () => {
    vi.mocked(loadNamespaces).mockRejectedValueOnce(new Error('offline'));
    const [route] = withNamespaces(
      [{ path: 'x', lazy: async () => ({ Component: Page }) }],
      ['admin'],
    );
    if (typeof route?.lazy !== 'function') throw new Error();
    await expect(route.lazy()).rejects.toThrow('offline');
  });
});
