import type { BlockedPerson } from '@pathwise/contracts';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { BlockedPeople } from './blocked-people.tsx';

// Two shared cores: user-event is slow under load.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const ada: BlockedPerson = {
  id: 'u2',
  name: 'Ada Lovelace',
  photoUrl: null,
  blockedAt: '2026-11-20T10:00:00.000Z',
};

function fakeServer(initial: BlockedPerson[]) {
  let items = initial;
  return answerApi(({ method, path }) => {
    if (method === 'DELETE') {
      items = items.filter((p) => `/api/blocks/${p.id}` !== path);
      return { status: 204 };
    }
    return { status: 200, body: { items } };
  });
}

describe('Settings → Password & Privacy: blocked people', () => {
  it('lists the people blocked and unblocks one after a confirmation', async () => {
    const user = userEvent.setup();
    const calls = fakeServer([ada]);
    renderRoutes([{ path: '*', element: <BlockedPeople /> }], '/dashboard/settings/password');
    const section = await screen.findByRole('region', { name: 'Blocked people' });
    const row = (await within(section).findByText('Ada Lovelace')).closest('li')!;
    expect(row).toHaveTextContent('Blocked on');
    await user.click(within(row).getByRole('button', { name: 'Unblock Ada Lovelace' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unblock Ada Lovelace?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(await within(section).findByText('You have not blocked anyone.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/blocks/u2',
    ]);
  });
});
