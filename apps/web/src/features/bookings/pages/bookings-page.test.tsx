import type { Booking } from '@pathwise/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerApi, type FakeRequest } from '@/testing/api.ts';
import { booking, detail, inHours, renderBookings } from '@/testing/bookings-harness.tsx';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

/** A tiny server: upcoming and past lists (past filtered by `q`), plus `extra` for the rest. */
function serve(
  upcoming: Booking[],
  past: Booking[],
  extra: (call: FakeRequest) => { status: number; body?: unknown } | undefined = () => undefined,
) {
  return answerApi((call) => {
    const more = extra(call);
    if (more) return more;
    if (call.method === 'GET' && call.path === '/api/bookings') {
      const when = call.params.get('when');
      const q = call.params.get('q')?.toLowerCase();
      const items =
        when === 'upcoming'
          ? upcoming
          : past.filter((b) => !q || b.mentor.name.toLowerCase().includes(q));
      return { status: 200, body: { items } };
    }
    return { status: 404, body: { message: 'no', code: 404, type: 'general_route_not_found' } };
  });
}

const held = (id: string, name: string, extra: Parameters<typeof booking>[0] = {}) =>
  booking({
    id,
    status: 'held',
    start: inHours(-72),
    end: inHours(-71),
    mentor: { id: `m-${id}`, name, photoPath: null, headline: null },
    ...extra,
  });

describe('BookingsPage', () => {
  it('lists upcoming sessions: pending ones wait for the mentor, Join opens with actions.join', async () => {
    serve(
      [
        booking({ id: 'b1', actions: { join: true, cancel: true, reschedule: true } }),
        booking({
          id: 'b2',
          status: 'pending',
          mentor: { id: 'm2', name: 'Jon Park', photoPath: null, headline: null },
          actions: { cancel: true },
        }),
      ],
      [],
    );
    renderBookings('/dashboard/sessions');
    const first = await screen.findByRole('article', { name: 'Session with Amara Okafor' });
    expect(within(first).getByRole('link', { name: /Join/ })).toHaveAttribute(
      'href',
      'https://meet.example.com/abc',
    );
    expect(within(first).getByRole('link', { name: 'Reschedule' })).toHaveAttribute(
      'href',
      '/mentors/m1/book?reschedule=b1',
    );
    const second = screen.getByRole('article', { name: 'Session with Jon Park' });
    expect(within(second).getByText('Waiting for the mentor')).toBeInTheDocument();
    expect(within(second).queryByRole('link', { name: /Join/ })).toBeNull();
    expect(within(second).queryByRole('link', { name: 'Reschedule' })).toBeNull();
    expect(screen.getByText('Past sessions')).toBeInTheDocument();
    expect(screen.getByText('No past sessions yet.')).toBeInTheDocument();
  });

  it('cancels through the dialog with a reason, warning that it counts as late inside the notice', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const calls = serve([], [], (call) => {
      if (call.method === 'POST' && call.path === '/api/bookings/b1/cancel') {
        cancelled = true;
        return { status: 200, body: booking({ status: 'cancelled' }) };
      }
      if (call.method === 'GET' && call.params.get('when') === 'upcoming')
        return {
          status: 200,
          body: {
            items: cancelled
              ? []
              : [booking({ start: inHours(5), end: inHours(6), actions: { cancel: true } })],
          },
        };
      return undefined;
    });
    renderBookings('/dashboard/sessions');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    expect(within(dialog).getByText(/will count as late/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'I am ill');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === '/api/bookings/b1/cancel')?.body).toEqual({
      reason: 'I am ill',
    });
    expect(
      await screen.findByText('No upcoming sessions. Find a mentor and book a session.'),
    ).toBeInTheDocument();
  });

  it('does not warn about a late cancellation while rescheduling is still possible', async () => {
    const user = userEvent.setup();
    serve([booking({ actions: { cancel: true, reschedule: true } })], []);
    renderBookings('/dashboard/sessions');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    expect(within(dialog).queryByText(/will count as late/)).toBeNull();
  });

  it('keeps the dialog open with the message when the server refuses', async () => {
    const user = userEvent.setup();
    serve([booking({ actions: { cancel: true, reschedule: true } })], [], (call) =>
      call.method === 'POST'
        ? {
            status: 409,
            body: { message: 'no', code: 409, type: 'booking_change_not_allowed' },
          }
        : undefined,
    );
    renderBookings('/dashboard/sessions');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This change is no longer possible',
    );
  });

  it('sorts past sessions on the server', async () => {
    const user = userEvent.setup();
    const calls = serve([], [held('p1', 'Zoe Adams'), held('p2', 'Ben Cole')]);
    renderBookings('/dashboard/sessions');
    await screen.findByRole('article', { name: 'Session with Zoe Adams' });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Mentor');
    await waitFor(() =>
      expect(
        calls.some((c) => c.params.get('when') === 'past' && c.params.get('sort') === 'mentor'),
      ).toBe(true),
    );
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Oldest');
    await waitFor(() => expect(calls.some((c) => c.params.get('sort') === 'oldest')).toBe(true));
  });

  it('searches past sessions with the server’s q and says when nothing matches', async () => {
    const user = userEvent.setup();
    const calls = serve([], [held('p1', 'Zoe Adams'), held('p2', 'Ben Cole')]);
    renderBookings('/dashboard/sessions');
    await screen.findByRole('article', { name: 'Session with Zoe Adams' });
    await user.type(screen.getByRole('searchbox', { name: 'Search sessions' }), 'ben');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Session with Zoe Adams' })).toBeNull(),
    );
    expect(screen.getByRole('article', { name: 'Session with Ben Cole' })).toBeInTheDocument();
    expect(calls.some((c) => c.params.get('q') === 'ben')).toBe(true);
    await user.clear(screen.getByRole('searchbox', { name: 'Search sessions' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search sessions' }), 'nobody');
    expect(await screen.findByText('No past sessions match “nobody”.')).toBeInTheDocument();
  });

  it('accepts a mentor’s proposed time', async () => {
    const user = userEvent.setup();
    const proposed = booking({
      proposal: { start: inHours(96), end: inHours(97), reason: 'A conflict', at: inHours(-1) },
      actions: { respondToProposal: true, cancel: true },
    });
    const calls = serve([proposed], [], (call) =>
      call.path === '/api/bookings/b1/proposal/accept'
        ? { status: 200, body: booking({ start: inHours(96), end: inHours(97) }) }
        : undefined,
    );
    renderBookings('/dashboard/sessions');
    expect(await screen.findByText('Amara Okafor proposed a new time')).toBeInTheDocument();
    expect(screen.getByText('Reason: A conflict')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.path === '/api/bookings/b1/proposal/accept'),
      ).toBe(true),
    );
  });

  it('lists each held session’s action items with their status, from one request for all cards', async () => {
    const user = userEvent.setup();
    const item = (id: string, bookingId: string, name: string, status: string) => ({
      id,
      menteeId: 'u1',
      goalId: null,
      name,
      description: '',
      category: 'other',
      dueDate: null,
      status,
      source: 'session',
      bookingId,
      kind: 'activity',
      score: null,
      createdBy: { id: 'm1', name: 'Zoe Adams' },
      createdAt: inHours(-70),
      updatedAt: inHours(-70),
    });
    const calls = serve(
      [],
      [
        held('p1', 'Zoe Adams'),
        held('p2', 'Jon Park'),
        held('p3', 'Kim Lee', { status: 'cancelled' }),
      ],
      (call) =>
        call.path === '/api/activities'
          ? {
              status: 200,
              body: {
                items: [
                  item('a1', 'p1', 'Rewrite the intro', 'complete'),
                  item('a2', 'p1', 'Add outcomes with numbers', 'in_progress'),
                ],
                today: '2026-11-24',
                weekStart: '2026-11-23',
                weekEnd: '2026-11-29',
              },
            }
          : undefined,
    );
    renderBookings('/dashboard/sessions');
    const card = await screen.findByRole('article', { name: 'Session with Zoe Adams' });
    expect(await within(card).findByText('1 of 2 action items done')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: /Show details/ }));
    expect(within(card).getByText('Rewrite the intro')).toBeVisible();
    expect(within(card).getByText('Complete')).toBeVisible();
    expect(within(card).getByText('In Progress')).toBeVisible();
    expect(
      within(card).getByRole('link', { name: /See them in Goals & Activities/ }),
    ).toHaveAttribute('href', '/dashboard/goals');
    const other = screen.getByRole('article', { name: 'Session with Jon Park' });
    await user.click(within(other).getByRole('button', { name: /Show details/ }));
    expect(within(other).getByText('No action items from this session.')).toBeVisible();
    // One request for the held sessions' cards (the cancelled one has none to ask for).
    const asked = calls.filter((c) => c.path === '/api/activities');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.params.get('bookingId')).toBe('p1,p2');
  });

  it('expands a past session onto its notes, attachments and links', async () => {
    const user = userEvent.setup();
    const past = held('p1', 'Zoe Adams', {
      notes: 'Read the staff engineer book.',
      recordingUrl: 'https://rec.example.com/1',
      attachmentCount: 1,
    });
    serve([], [past], (call) =>
      call.path === '/api/bookings/p1'
        ? {
            status: 200,
            body: detail({
              ...past,
              attachments: [
                {
                  id: 'a1',
                  fileName: 'plan.pdf',
                  mediaType: 'application/pdf',
                  sizeBytes: 2048,
                  by: 'mentor',
                  url: '/api/bookings/p1/attachments/a1',
                  createdAt: inHours(-70),
                },
              ],
            }),
          }
        : undefined,
    );
    renderBookings('/dashboard/sessions');
    const card = await screen.findByRole('article', { name: 'Session with Zoe Adams' });
    const toggle = within(card).getByRole('button', { name: /Show details/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByText('Read the staff engineer book.')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('Read the staff engineer book.')).toBeVisible();
    expect(await within(card).findByRole('link', { name: /plan\.pdf/ })).toHaveAttribute(
      'href',
      '/api/bookings/p1/attachments/a1',
    );
    expect(within(card).getByRole('link', { name: /Recording/ })).toHaveAttribute(
      'href',
      'https://rec.example.com/1',
    );
    // The notes also appear in the "Session notes" list at the top.
    expect(screen.getByRole('link', { name: /Zoe Adams ·/ })).toHaveAttribute(
      'href',
      '/sessions/p1',
    );
  });

  it('reviews a held session with a star rating', async () => {
    const user = userEvent.setup();
    const calls = serve([], [held('p1', 'Zoe Adams', { actions: { review: true } })], (call) =>
      call.path === '/api/bookings/p1/review'
        ? {
            status: 201,
            body: {
              bookingId: 'p1',
              rating: 4,
              text: 'Great',
              author: 'Ada',
              createdAt: inHours(0),
              reply: null,
              repliedAt: null,
            },
          }
        : undefined,
    );
    renderBookings('/dashboard/sessions');
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Review your session with Zoe Adams',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a rating');
    const group = within(dialog).getByRole('group', { name: 'Rating' });
    await user.click(within(group).getByRole('radio', { name: '4 stars' }));
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(within(dialog).getByLabelText(/Your review/), 'Great');
    await user.click(within(dialog).getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === '/api/bookings/p1/review')?.body).toEqual({
      rating: 4,
      text: 'Great',
    });
  });

  it('keeps an over-long cancel reason and review as typed and names the limits (docs/product.md#5-validation)', async () => {
    const user = userEvent.setup();
    const calls = serve(
      [booking({ actions: { cancel: true, reschedule: true } })],
      [held('p1', 'Zoe Adams', { actions: { review: true } })],
    );
    renderBookings('/dashboard/sessions');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    const reason = within(dialog).getByLabelText(/Reason/);
    await user.click(reason);
    await user.paste('r'.repeat(510));
    expect(reason).toHaveValue('r'.repeat(510));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Must be at most 500 characters');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the session' }));

    await user.click(await screen.findByRole('button', { name: 'Review' }));
    dialog = await screen.findByRole('dialog', { name: 'Review your session with Zoe Adams' });
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    const text = within(dialog).getByLabelText(/Your review/);
    await user.click(text);
    await user.paste('t'.repeat(760));
    expect(text).toHaveValue('t'.repeat(760));
    await user.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Must be at most 750 characters');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows an error with Retry when the list cannot load', async () => {
    answerApi(() => ({
      status: 500,
      body: { message: 'x', code: 500, type: 'general_server_error' },
    }));
    renderBookings('/dashboard/sessions');
    expect((await screen.findAllByRole('button', { name: 'Try again' })).length).toBeGreaterThan(0);
  });
});
