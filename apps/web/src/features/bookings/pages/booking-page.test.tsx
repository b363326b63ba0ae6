import type { Booking, PublicMentor, SlotList, User } from '@pathwise/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountKey } from '@/lib/session/account.ts';
import { profile } from '@/testing/mentors-harness.tsx';
import { answerApi, http, HttpResponse, type FakeAnswer, type FakeRequest } from '@/testing/api.ts';
import { server } from '@/testing/server.ts';
import { renderRoutes, testQueryClient } from '@/testing/render.tsx';
import { BookingPage } from './booking-page.tsx';

// Two shared cores: user-event is slow under load.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const mentee: User = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  emailVerification: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  role: 'mentee',
  onboarded: true,
  isAdmin: false,
};

const mentor: PublicMentor = profile({
  plans: [
    {
      id: 'plan-starter',
      name: 'Starter Plan',
      priceMinor: 45_000,
      currency: 'USD',
      sessions: 3,
      deliverables: null,
    },
    {
      id: 'plan-free',
      name: 'Volunteer hour',
      priceMinor: 0,
      currency: 'USD',
      sessions: 1,
      deliverables: null,
    },
  ],
});

/** Free times of December 2026 (the clock says 1 December): 3rd twice, 5th once. */
const december: SlotList = {
  mentorTimeZone: 'America/New_York',
  sessionMinutes: 60,
  slots: ['2026-12-03T09:00:00.000Z', '2026-12-03T10:00:00.000Z', '2026-12-05T14:00:00.000Z'],
};

function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'b1',
    role: 'mentee',
    mentor: { id: 'm1', name: 'Amara Okafor', photoPath: null, headline: null },
    mentee: { id: 'u1', name: 'Ada Lovelace', photoPath: null, headline: null },
    status: 'confirmed',
    start: '2026-12-03T10:00:00.000Z',
    end: '2026-12-03T11:00:00.000Z',
    mentorTimeZone: 'America/New_York',
    menteeTimeZone: 'Europe/Berlin',
    planId: 'plan-starter',
    planName: 'Starter Plan',
    planSessions: 3,
    priceMinor: 15_000,
    currency: 'USD',
    agenda: '',
    meetingUrl: 'https://meet.example.com/x',
    recordingUrl: null,
    priority: null,
    tags: [],
    proposal: null,
    lateCancellation: false,
    menteeAbsent: false,
    mentorAbsent: false,
    notes: '',
    privateNotes: '',
    attachmentCount: 0,
    review: null,
    actions: {
      join: false,
      confirm: false,
      decline: false,
      cancel: true,
      reschedule: true,
      propose: false,
      respondToProposal: false,
      review: false,
      reportAbsence: false,
    },
    createdAt: '2026-12-01T08:00:00.000Z',
    updatedAt: '2026-12-01T08:00:00.000Z',
    ...overrides,
  };
}

/** The API of these tests: the mentor, their slots, balances; `post` answers the POSTs. */
function stub(
  options: {
    slots?: (request: FakeRequest) => SlotList;
    post?: (request: FakeRequest) => FakeAnswer;
    /** The mentee's active goals (`GET /api/goals?status=active`). */
    goals?: { id: string; title: string }[];
  } = {},
) {
  return answerApi((request) => {
    if (request.path === '/api/goals' && options.goals)
      return { status: 200, body: { items: options.goals.map(goal) } };
    if (request.path === '/api/mentors/m1') return { status: 200, body: mentor };
    if (request.path === '/api/mentors/m1/booking-policy')
      return { status: 200, body: { changeNoticeMinutes: 24 * 60 } };
    if (request.path === '/api/mentors/m1/slots')
      return { status: 200, body: (options.slots ?? (() => december))(request) };
    if (request.path === '/api/mentors/m1/plan-balances')
      return {
        status: 200,
        body: {
          items: [
            { planId: 'plan-starter', sessions: 3, left: 1 },
            { planId: 'plan-free', sessions: 1, left: 1 },
          ],
        },
      };
    if (request.method === 'POST' && options.post) return options.post(request);
    return { status: 404, body: { message: 'nope', code: 404, type: 'general_not_found' } };
  });
}

/** An active goal as `GET /api/goals` lists it. */
function goal({ id, title }: { id: string; title: string }) {
  return {
    id,
    menteeId: 'u1',
    title,
    why: '',
    targetDate: null,
    category: 'career' as const,
    status: 'active' as const,
    progress: 40,
    manualProgress: 40,
    activityCount: 0,
    doneCount: 0,
    shared: true,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage(path = '/mentors/m1/book', account: User | null = mentee) {
  const client = testQueryClient();
  client.setQueryData(accountKey, account);
  return renderRoutes(
    [
      { path: '/mentors/:id/book', element: <BookingPage /> },
      { path: '*', element: <Where /> },
    ],
    path,
    client,
  );
}

// Kept to be called with each formatter as `this` (the stub below only changes the zone).
// eslint-disable-next-line @typescript-eslint/unbound-method
const realResolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T08:00:00.000Z'));
  // The mentee's browser says Berlin.
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...realResolvedOptions.call(this), timeZone: 'Europe/Berlin' };
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('BookingPage', () => {
  it('names one of the mentee’s active goals for the session, optionally', async () => {
    const user = userEvent.setup();
    const calls = stub({
      post: () => ({ status: 201, body: booking() }),
      goals: [
        { id: 'g1', title: 'Get promoted to senior' },
        { id: 'g2', title: 'Speak at a meetup' },
      ],
    });
    renderPage();
    const select = await screen.findByRole('combobox', {
      name: 'Goal for this session (optional)',
    });
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'g1');
    await screen.findByRole('grid', { name: 'December 2026' });
    await user.click(screen.getByRole('radio', { name: /^11:00\sAM/ }));
    await user.click(screen.getByRole('radio', { name: /Starter Plan/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await screen.findByRole('heading', { level: 1, name: 'Your session is booked' });
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ goalId: 'g1' });
  });

  it('books a free time under a plan and shows the confirmed state', async () => {
    const user = userEvent.setup();
    const calls = stub({ post: () => ({ status: 201, body: booking() }) });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book a session with Amara Okafor' }),
    ).toBeVisible();
    const grid = await screen.findByRole('grid', { name: 'December 2026' });
    // The first day with free times is chosen; days without any are disabled.
    const third = within(grid).getByRole('button', { name: 'Thursday, December 3, 2026' });
    expect(third.closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(
      within(grid).getByRole('button', { name: 'Wednesday, December 2, 2026, no free times' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('combobox', { name: 'Your time zone' })).toHaveValue('Europe/Berlin');

    const slots = calls.find((c) => c.path === '/api/mentors/m1/slots')!;
    expect(slots.params.get('timeZone')).toBe('Europe/Berlin');

    // 10:00 UTC is 11:00 in Berlin and 05:00 for the New York mentor.
    const eleven = screen.getByRole('radio', { name: /^11:00\sAM.*5:00\sAM for the mentor/ });
    await user.click(eleven);
    expect(screen.getByText('1 of 3 sessions left')).toBeVisible();
    expect(screen.getByText('$150 per session')).toBeVisible();
    expect(screen.getByText('Free (volunteer session)')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /Starter Plan/ }));
    await user.type(
      screen.getByRole('textbox', { name: 'What do you want from this session?' }),
      'My promotion case',
    );
    expect(screen.getByText('17/750')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your session is booked' }),
    ).toBeVisible();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/bookings');
    expect(post.body).toEqual({
      mentorId: 'm1',
      start: '2026-12-03T10:00:00.000Z',
      planId: 'plan-starter',
      agenda: 'My promotion case',
      timeZone: 'Europe/Berlin',
    });
    expect(screen.getByRole('link', { name: 'View the session' })).toHaveAttribute(
      'href',
      '/sessions/b1',
    );
    expect(screen.getByRole('link', { name: 'All your sessions' })).toHaveAttribute(
      'href',
      '/dashboard/sessions',
    );
  });

  it('says when the booking waits for the mentor to confirm', async () => {
    const user = userEvent.setup();
    stub({ post: () => ({ status: 201, body: booking({ status: 'pending' }) }) });
    renderPage();
    await user.click(await screen.findByRole('radio', { name: /^10:00\sAM/ }));
    await user.click(screen.getByRole('radio', { name: /Volunteer hour/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(
      await screen.findByRole('heading', { name: 'Waiting for the mentor to confirm' }),
    ).toBeVisible();
  });

  it('asks for a time and a plan before sending anything', async () => {
    const user = userEvent.setup();
    const calls = stub();
    renderPage();
    await screen.findByRole('radio', { name: /^10:00\sAM/ });
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Choose a day and a free time.')).toBeVisible();
    expect(screen.getByText('Choose a plan.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('keeps an over-long agenda as pasted and names the limit (docs/product.md#5-validation)', async () => {
    const user = userEvent.setup();
    const calls = stub();
    renderPage();
    await screen.findByRole('radio', { name: /^10:00\sAM/ });
    const agenda = screen.getByLabelText('What do you want from this session?');
    await user.click(agenda);
    await user.paste('a'.repeat(760));
    expect(agenda).toHaveValue('a'.repeat(760));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Use at most 750 characters.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the server’s message when the time was just taken, clears it and reloads the times', async () => {
    const user = userEvent.setup();
    let slotCalls = 0;
    const calls = stub({
      slots: () => {
        slotCalls += 1;
        return slotCalls === 1
          ? december
          : { ...december, slots: december.slots.filter((s) => s !== '2026-12-03T09:00:00.000Z') };
      },
      post: () => ({
        status: 409,
        body: {
          message: 'Someone just booked that time. Choose another.',
          code: 409,
          type: 'booking_slot_unavailable',
        },
      }),
    });
    renderPage();
    await user.click(await screen.findByRole('radio', { name: /^10:00\sAM/ }));
    await user.click(screen.getByRole('radio', { name: /Starter Plan/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone just booked that time. Choose another.',
    );
    await waitFor(() => expect(screen.queryByRole('radio', { name: /^10:00\sAM/ })).toBeNull());
    expect(screen.getByRole('radio', { name: /^11:00\sAM/ })).not.toBeChecked();
    expect(screen.getByText('Choose a day and a time')).toBeVisible();
    expect(calls.filter((c) => c.path === '/api/mentors/m1/slots').length).toBe(2);
  });

  it('moves through the days with the arrow keys and picks another day', async () => {
    const user = userEvent.setup();
    stub();
    renderPage();
    await screen.findByRole('radio', { name: /^10:00\sAM/ });
    const grid = screen.getByRole('grid', { name: 'December 2026' });
    within(grid).getByRole('button', { name: 'Thursday, December 3, 2026' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(
      within(grid).getByRole('button', { name: 'Friday, December 4, 2026, no free times' }),
    ).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    const fifth = within(grid).getByRole('button', { name: 'Saturday, December 5, 2026' });
    expect(fifth).toHaveFocus();
    expect(fifth.closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('group', { name: 'Free times on Saturday, December 5' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /^3:00\sPM/ })).toBeVisible();
  });

  it('says when a month has no free times and offers the next month', async () => {
    const user = userEvent.setup();
    const calls = stub({
      slots: (request) =>
        request.params.get('from')!.startsWith('2026-11')
          ? { ...december, slots: [] }
          : { ...december, slots: ['2027-01-12T09:00:00.000Z'] },
    });
    renderPage();
    expect(await screen.findByText('No free times in this month')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'See the next month' }));
    expect(await screen.findByRole('grid', { name: 'January 2027' })).toBeVisible();
    expect(await screen.findByRole('radio', { name: /^10:00\sAM/ })).toBeVisible();
    expect(calls.filter((c) => c.path === '/api/mentors/m1/slots').length).toBe(2);
  });

  it('offers to retry when the free times could not be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    answerApi((request) => {
      if (request.path === '/api/mentors/m1') return { status: 200, body: mentor };
      if (request.path === '/api/mentors/m1/plan-balances')
        return { status: 200, body: { items: [] } };
      if (fail)
        return { status: 500, body: { message: 'x', code: 500, type: 'general_server_error' } };
      return { status: 200, body: december };
    });
    renderPage();
    expect(await screen.findByText('The free times could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /^10:00\sAM/ })).toBeVisible();
  });

  it('sends a signed-out visitor to log in and back to the booking page', async () => {
    stub();
    renderPage('/mentors/m1/book', null);
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/login?next=%2Fmentors%2Fm1%2Fbook',
    );
  });

  it('names the change notice and what a late cancellation means before booking (docs/product.md#123-booking)', async () => {
    stub();
    renderPage();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    const policy = await within(summary).findByRole('region', { name: 'Change policy' });
    expect(policy).toHaveTextContent(
      'You can reschedule or cancel up to 24 hours before the session starts.',
    );
    expect(policy).toHaveTextContent(
      'A cancellation within 24 hours of the start counts as late: the session is used from your plan.',
    );
  });

  it('reschedules a booking, and shows why when the change is not allowed', async () => {
    const user = userEvent.setup();
    let allowed = false;
    const calls = stub({
      post: () =>
        allowed
          ? {
              status: 200,
              body: booking({ start: '2026-12-05T14:00:00.000Z', end: '2026-12-05T15:00:00.000Z' }),
            }
          : {
              status: 409,
              body: {
                message: 'Too close to the start to reschedule.',
                code: 409,
                type: 'booking_change_not_allowed',
              },
            },
    });
    // The booking's detail, as the session page asks for it too (one query).
    server.use(
      http.get('/api/bookings/b9', () =>
        HttpResponse.json({ ...booking({ id: 'b9' }), history: [], attachments: [] }),
      ),
    );
    renderPage('/mentors/m1/book?reschedule=b9');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Reschedule your session with Amara Okafor',
      }),
    ).toBeVisible();
    expect(
      screen.queryByRole('textbox', { name: 'What do you want from this session?' }),
    ).toBeNull();
    expect(await screen.findByText(/Thursday, December 3, 2026/)).toBeVisible();
    await user.click(await screen.findByRole('radio', { name: /^10:00\sAM/ }));
    await user.click(screen.getByRole('button', { name: 'Move the session' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too close to the start to reschedule.',
    );
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/bookings/b9/reschedule');
    expect(post.body).toEqual({ start: '2026-12-03T09:00:00.000Z', reason: '' });
    expect(calls.some((c) => c.path.endsWith('/plan-balances'))).toBe(false);

    allowed = true;
    await user.click(screen.getByRole('button', { name: 'Move the session' }));
    expect(await screen.findByRole('heading', { name: 'Your session has moved' })).toBeVisible();
  });
  it('says when the mentor takes no new mentees, and offers an earlier plan with sessions left', async () => {
    answerApi((request) => {
      if (request.path === '/api/mentors/m1') return { status: 200, body: mentor };
      if (request.path === '/api/mentors/m1/slots') return { status: 200, body: december };
      if (request.path === '/api/mentors/m1/plan-balances')
        return {
          status: 200,
          body: {
            items: [
              { planId: 'plan-starter', sessions: 3, left: 3 },
              { planId: 'plan-free', sessions: 1, left: 1 },
              { planId: 'plan-old', sessions: 4, left: 2 },
            ],
            closed: 'not_accepting',
            archived: [
              {
                id: 'plan-old',
                name: 'Old package',
                priceMinor: 40_000,
                currency: 'USD',
                sessions: 4,
                deliverables: null,
              },
            ],
          },
        };
      return { status: 404, body: { message: 'nope', code: 404, type: 'general_not_found' } };
    });
    renderPage();
    expect(
      await screen.findByText('This mentor is not taking new mentees at the moment'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Old package/ })).toBeVisible();
    expect(screen.getByText('2 of 4 sessions left')).toBeVisible();
    expect(
      screen.getByText('Your earlier plan: its terms stay until its sessions are used'),
    ).toBeVisible();
  });
});
