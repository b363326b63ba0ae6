import type { AccountSession } from '@pathwise/contracts';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { SessionsSection } from './sessions-section.tsx';

// Two shared cores: user-event is slow under load.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const now = new Date().toISOString();
const laptop: AccountSession = {
  id: 's1',
  browser: 'Firefox 133',
  system: 'Linux',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastActiveAt: now,
  current: true,
};
const phone: AccountSession = {
  ...laptop,
  id: 's2',
  browser: 'Safari 17',
  system: 'iOS 17.5',
  current: false,
};
const tablet: AccountSession = { ...laptop, id: 's3', browser: '', system: '', current: false };

function fakeServer(initial: AccountSession[] | 'error') {
  let sessions = initial;
  return answerApi(({ method, path }) => {
    if (sessions === 'error')
      return { status: 500, body: { message: 'x', code: 500, type: 'general_server_error' } };
    if (method === 'DELETE' && path === '/api/account/sessions') {
      sessions = sessions.filter((s) => s.current);
      return { status: 204 };
    }
    if (method === 'DELETE') {
      sessions = sessions.filter((s) => `/api/account/sessions/${s.id}` !== path);
      return { status: 204 };
    }
    return { status: 200, body: { total: sessions.length, sessions } };
  });
}

function renderSection() {
  return renderRoutes(
    [{ path: '*', element: <SessionsSection /> }],
    '/dashboard/settings/security',
  );
}

describe('Settings → Security: where you are signed in', () => {
  it('lists each session with browser and system, marks this device, and signs one out', async () => {
    const user = userEvent.setup();
    const calls = fakeServer([laptop, phone, tablet]);
    renderSection();
    const here = (await screen.findByText('Firefox 133 on Linux')).closest('li')!;
    expect(within(here).getByText('This device')).toBeVisible();
    expect(within(here).queryByRole('button')).toBeNull();
    expect(within(here).getByText(/Signed in Nov 20, 2026 · Last active just now/)).toBeVisible();
    expect(screen.getByText('Unknown browser on unknown system')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Sign out Safari 17 on iOS 17.5' }));
    expect(await screen.findByText('Signed out.')).toBeVisible();
    expect(screen.queryByText('Safari 17 on iOS 17.5')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/account/sessions/s2')).toBe(
      true,
    );
  });

  it('signs out of all other sessions only after a confirmation', async () => {
    const user = userEvent.setup();
    const calls = fakeServer([laptop, phone, tablet]);
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other sessions' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Sign out of all other sessions?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sign out of all other sessions' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Sign out everywhere else',
      }),
    );
    expect(await screen.findByText('Signed out of all other sessions.')).toBeVisible();
    expect(await screen.findByText("You're not signed in anywhere else.")).toBeVisible();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/account/sessions',
    ]);
  });

  it('says when the list cannot be loaded', async () => {
    fakeServer('error');
    renderSection();
    expect(
      await screen.findByText(
        'We could not load this section. Check your connection and try again.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
