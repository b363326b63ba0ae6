import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { BlockDialog } from './block-dialog.tsx';

// Two shared cores: user-event is slow under load.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const ada = { id: 'u2', name: 'Ada Lovelace' };

/** A page with a Block button that opens the dialog; `onBlocked` hears the count cancelled. */
function Page({ onBlocked }: { onBlocked: (n: number) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <BlockDialog
      person={ada}
      open={open}
      onOpenChange={setOpen}
      trigger={<button type="button">Open</button>}
      onBlocked={onBlocked}
    />
  );
}

function fakeServer(upcoming: number) {
  return answerApi(({ method, path }) => {
    if (method === 'GET' && path === '/api/blocks/u2/impact')
      return { status: 200, body: { upcomingSessions: upcoming } };
    if (method === 'PUT' && path === '/api/blocks/u2')
      return {
        status: 200,
        body: { blockedAt: '2026-11-27T10:00:00.000Z', cancelledSessions: upcoming },
      };
    return { status: 404, body: { message: 'x', code: 404, type: 'general_route_not_found' } };
  });
}

describe('BlockDialog', () => {
  it('says how many upcoming sessions the block cancels, then blocks on confirmation', async () => {
    const user = userEvent.setup();
    const calls = fakeServer(2);
    const onBlocked = vi.fn();
    renderRoutes([{ path: '*', element: <Page onBlocked={onBlocked} /> }], '/');
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Ada Lovelace?' });
    expect(dialog).toHaveTextContent(
      'Neither of you will be able to message the other or book a session together',
    );
    expect(
      await screen.findByText(
        'This cancels 2 upcoming sessions between you. Ada Lovelace gets the usual cancellation notice.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await vi.waitFor(() => expect(onBlocked).toHaveBeenCalledWith(2));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['/api/blocks/u2']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says when there is nothing to cancel; Cancel blocks nothing', async () => {
    const user = userEvent.setup();
    const calls = fakeServer(0);
    renderRoutes([{ path: '*', element: <Page onBlocked={() => {}} /> }], '/');
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    expect(await screen.findByText('You have no upcoming sessions together.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
