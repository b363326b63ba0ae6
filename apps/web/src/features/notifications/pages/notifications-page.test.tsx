import type { Notification, NotificationList } from '@pathwise/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { notificationsRoutes } from '../routes.tsx';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function note(id: string, over: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: 'booking',
    event: 'booking.confirmed',
    data: { name: 'Sofia Lindqvist', start: '2030-03-05T15:00:00.000Z', bookingId: 'b1' },
    link: '/sessions/b1',
    readAt: null,
    createdAt: minutesAgo(5),
    ...over,
  };
}

const page = (items: Notification[], hasMore = false): NotificationList => ({
  items,
  unreadCount: items.filter((n) => !n.readAt).length,
  hasMore,
});

describe('notifications page', () => {
  it('lists notifications newest first with their text, time, link and unread state', async () => {
    answerApi(() => ({
      status: 200,
      body: page([
        note('n1', {
          kind: 'message',
          event: 'message.received',
          data: {
            name: 'Jordan Rivera',
            preview: 'See you Thursday!',
            count: 2,
            conversationId: 'c1',
          },
          link: '/dashboard_mentor/messages?c=c1',
        }),
        note('n2', { readAt: minutesAgo(1), createdAt: minutesAgo(120) }),
      ]),
    }));
    renderRoutes(notificationsRoutes, '/notifications');
    // The page is a lazy chunk: its first load in this file takes longer.
    const items = await screen.findAllByTestId('notification', {}, { timeout: 5000 });
    expect(items).toHaveLength(2);
    const message = within(items[0]!).getByRole('link', {
      name: /Jordan Rivera sent you 2 messages/,
    });
    expect(message).toHaveAttribute('href', '/dashboard_mentor/messages?c=c1');
    expect(message).toHaveTextContent('Unread:');
    expect(within(items[0]!).getByText('“See you Thursday!”')).toBeVisible();
    expect(within(items[0]!).getByText('5 minutes ago')).toBeVisible();
    const booking = within(items[1]!).getByRole('link', {
      name: /Sofia Lindqvist confirmed your session on/,
    });
    expect(booking).toHaveAttribute('href', '/sessions/b1');
    expect(booking).not.toHaveTextContent('Unread:');
    expect(within(items[1]!).getByText('2 hours ago')).toBeVisible();
    expect(within(items[1]!).queryByRole('button', { name: /Mark as read/ })).toBeNull();
    expect(screen.getByText('1 unread')).toBeVisible();
  });

  it("tells a mentee's acceptance of the proposed time apart from a move", async () => {
    const moved = (id: string, extra: Record<string, string> = {}) =>
      note(id, {
        event: 'booking.rescheduled',
        data: {
          name: 'Jordan Rivera',
          start: '2030-03-05T15:00:00.000Z',
          actor: 'mentee',
          ...extra,
        },
      });
    answerApi(() => ({
      status: 200,
      body: page([moved('n1', { change: 'proposal_accepted' }), moved('n2')]),
    }));
    renderRoutes(notificationsRoutes, '/notifications');
    const items = await screen.findAllByTestId('notification', {}, { timeout: 5000 });
    expect(
      within(items[0]!).getByRole('link', {
        name: /Jordan Rivera accepted the new time you proposed: your session is now on/,
      }),
    ).toBeVisible();
    expect(within(items[0]!).queryByText(/moved your session/)).toBeNull();
    expect(
      within(items[1]!).getByRole('link', { name: /Jordan Rivera moved your session to/ }),
    ).toBeVisible();
  });

  it('marks one and then all as read', async () => {
    let items = [note('n1'), note('n2', { event: 'booking.starting' })];
    const calls = answerApi(({ method, path }) => {
      if (method === 'POST' && path === '/api/notifications/n1/read') {
        items = items.map((n) => (n.id === 'n1' ? { ...n, readAt: minutesAgo(0) } : n));
        return { status: 200, body: { unreadCount: 1 } };
      }
      if (method === 'POST' && path === '/api/notifications/read-all') {
        items = items.map((n) => ({ ...n, readAt: minutesAgo(0) }));
        return { status: 200, body: { unreadCount: 0 } };
      }
      return { status: 200, body: page(items) };
    });
    const user = userEvent.setup();
    renderRoutes(notificationsRoutes, '/notifications');
    const [first] = await screen.findAllByTestId('notification');
    await user.click(within(first!).getByRole('button', { name: /Mark as read/ }));
    await waitFor(() => expect(first).toHaveAttribute('data-unread', 'false'));
    expect(screen.getByText('1 unread')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull(),
    );
    for (const item of screen.getAllByTestId('notification'))
      expect(item).toHaveAttribute('data-unread', 'false');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/notifications/n1/read',
      '/api/notifications/read-all',
    ]);
  });

  it('loads older notifications with Load more', async () => {
    const calls = answerApi(({ params }) =>
      params.get('before') === 'n1'
        ? { status: 200, body: page([note('n0', { event: 'booking.cancelled' })]) }
        : { status: 200, body: page([note('n1')], true) },
    );
    const user = userEvent.setup();
    renderRoutes(notificationsRoutes, '/notifications');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByRole('link', { name: /Sofia Lindqvist cancelled the session/ }),
    ).toBeVisible();
    expect(screen.getAllByTestId('notification')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.map((c) => c.params.get('before'))).toEqual([null, 'n1']);
  });

  it('says there is nothing yet, and what to do when loading fails', async () => {
    answerApi(() => ({ status: 200, body: page([]) }));
    const { unmount } = renderRoutes(notificationsRoutes, '/notifications');
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    unmount();

    // Each shell's empty state speaks to its role.
    const inShell = (base: string) => [{ path: base, children: notificationsRoutes }];
    const mentee = renderRoutes(inShell('/dashboard'), '/dashboard/notifications');
    expect(
      await screen.findByText(/When a mentor confirms or changes one of your sessions/),
    ).toBeVisible();
    expect(screen.queryByText(/books a session with you/)).toBeNull();
    mentee.unmount();
    const mentor = renderRoutes(inShell('/dashboard_mentor'), '/dashboard_mentor/notifications');
    expect(await screen.findByText(/When someone books a session with you/)).toBeVisible();
    mentor.unmount();

    answerApi(() => 'network-error');
    renderRoutes(notificationsRoutes, '/notifications');
    expect(await screen.findByText(/couldn't load your notifications/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
