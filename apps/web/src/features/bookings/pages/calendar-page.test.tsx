import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@pathwise/contracts';
import { getAccount } from '@/lib/session/account.ts';
import { http, HttpResponse } from '@/testing/api.ts';
import { mentorBooking, pendingBooking, serveCalendar } from '@/testing/calendar-harness.tsx';
import { server } from '@/testing/server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { calendarRoutes } from '../private-routes.tsx';

// Two shared cores: lazy routes and user-event are slow under load; nothing waits on a clock.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const routes: RouteObject[] = [{ path: 'dashboard_mentor', children: calendarRoutes }];

const mentorAccount: User = {
  id: 'm1',
  email: 'amara@example.com',
  name: 'Amara Okafor',
  emailVerification: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  role: 'mentor',
  onboarded: true,
  isAdmin: false,
};
const PATH = '/dashboard_mentor/calendar';

/** Local times of May 2025; "now" is Tuesday 13 May 2025, 08:00 in the browser's zone. */
const may = (day: number, hour: number, minute = 0) => new Date(2025, 4, day, hour, minute);

function fixtures() {
  return [
    mentorBooking(may(13, 10), {
      mentee: { id: 'ada', name: 'Ada Lovelace', photoPath: null, headline: null },
      agenda: 'Talk about my first engineering job.',
      tags: ['career'],
      priority: 'high',
    }),
    mentorBooking(may(13, 18), {
      mentee: { id: 'bob', name: 'Bob Noyce', photoPath: null, headline: null },
      planName: 'Pro Plan',
      tags: ['design'],
    }),
    mentorBooking(may(20, 14), {
      mentee: { id: 'ada', name: 'Ada Lovelace', photoPath: null, headline: null },
    }),
    mentorBooking(may(21, 14), { status: 'cancelled' }),
    pendingBooking(may(27, 9), {
      mentee: { id: 'cy', name: 'Cy Young', photoPath: null, headline: null },
      agenda: 'Portfolio review',
    }),
  ];
}

beforeAll(async () => {
  await import('./calendar-page.tsx');
}, 30_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(may(13, 8));
});
afterEach(() => {
  vi.useRealTimers();
});

/** The day button of `day` (`YYYY-MM-DD`). */
function dayButton(day: string): HTMLElement {
  const button = document.querySelector<HTMLElement>(`[data-day="${day}"]`);
  if (!button) throw new Error(`No day ${day}`);
  return button;
}

async function renderCalendar() {
  const view = renderRoutes(routes, PATH);
  await screen.findByRole('heading', { level: 1, name: 'Calendar' });
  return view;
}

describe('/dashboard_mentor/calendar', () => {
  it('shows the current month as 42 cells with today selected and session days marked', async () => {
    const data = fixtures();
    const calls = serveCalendar(data);
    await renderCalendar();
    const grid = screen.getByRole('grid', { name: 'May 2025' });
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
    // English weeks start on Sunday: the grid runs from 27 April to 7 June.
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Sun');
    expect(dayButton('2025-04-27')).toBeInTheDocument();
    expect(dayButton('2025-06-07')).toBeInTheDocument();

    await waitFor(() =>
      expect(dayButton('2025-05-13')).toHaveAccessibleName(
        'Tuesday, May 13, 2025, today, 2 sessions',
      ),
    );
    expect(dayButton('2025-05-13')).toHaveAttribute('aria-current', 'date');
    expect(dayButton('2025-05-13').closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(dayButton('2025-05-13')).toHaveAttribute('tabindex', '0');
    expect(dayButton('2025-05-14')).toHaveAttribute('tabindex', '-1');
    expect(dayButton('2025-05-20')).toHaveAccessibleName('Tuesday, May 20, 2025, 1 session');
    expect(dayButton('2025-05-27')).toHaveAccessibleName('Tuesday, May 27, 2025, 1 session');
    // A cancelled session does not mark its day.
    expect(dayButton('2025-05-21')).toHaveAccessibleName('Wednesday, May 21, 2025, no sessions');

    // The selected day's cards, in time order.
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Ada Lovelace',
      'Bob Noyce',
    ]);
    const ada = cards[0]!;
    expect(within(ada).getByText('Talk about my first engineering job.')).toBeVisible();
    expect(within(ada).getByText('career')).toBeVisible();
    expect(within(ada).getByText(/Plan: Starter Plan/)).toBeVisible();
    expect(within(ada).getByText('Confirmed')).toBeVisible();
    expect(within(ada).getByRole('combobox', { name: 'Priority' })).toHaveValue('high');
    expect(
      within(ada).getByRole('link', { name: 'Open session with Ada Lovelace' }),
    ).toHaveAttribute('href', `/sessions/${data[0]!.id}`);
    // Join opens 10 minutes before the start (actions.join is false here).
    expect(within(ada).getByRole('button', { name: 'Join Event' })).toBeDisabled();
    expect(within(ada).getByRole('button', { name: 'Reschedule Event' })).toBeEnabled();

    // Asked for the 42 visible days, every status.
    const list = calls.find(
      (call) => call.path === '/api/bookings' && call.params.get('when') === 'all',
    );
    expect(list?.params.get('from')).toBe(new Date(2025, 3, 27).toISOString());
    expect(list?.params.get('to')).toBe(new Date(2025, 5, 8).toISOString());
  });

  it('links Join Event to the meeting when the booking allows it, and says so for an empty day', async () => {
    const [first] = fixtures();
    first!.actions.join = true;
    serveCalendar([first!]);
    await renderCalendar();
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: 'Join Event' })).toHaveAttribute(
      'href',
      'https://meet.jit.si/pathwise-abc',
    );
    await userEvent.click(dayButton('2025-05-14'));
    expect(await screen.findByText('No sessions on this day')).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Sessions on Wednesday, May 14, 2025' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Next session/ })).not.toBeInTheDocument();
  });

  it('says why Reschedule Event is disabled on a declined request', async () => {
    const declined = mentorBooking(may(13, 10), { status: 'declined' });
    declined.actions = { ...declined.actions, propose: false, cancel: false };
    serveCalendar([declined]);
    await renderCalendar();
    const card = await screen.findByRole('article');
    const reschedule = within(card).getByRole('button', { name: 'Reschedule Event' });
    expect(reschedule).toBeDisabled();
    expect(reschedule).toHaveAccessibleDescription(
      'You declined this request, so it cannot be moved. The mentee can book another time.',
    );
    expect(
      within(card).getByText(
        'You declined this request, so it cannot be moved. The mentee can book another time.',
      ),
    ).toBeVisible();
  });

  it('offers the next day with a session from an empty day', async () => {
    serveCalendar(fixtures());
    const user = userEvent.setup();
    await renderCalendar();
    await screen.findAllByRole('article');
    await user.click(dayButton('2025-05-14'));
    await user.click(
      await screen.findByRole('button', { name: 'Next session: Tuesday, May 20, 2025' }),
    );
    expect(dayButton('2025-05-20').closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article')).toHaveTextContent('Ada Lovelace');
  });

  it('moves the selected day with the keyboard and loads another month past its edge', async () => {
    const calls = serveCalendar(fixtures());
    const user = userEvent.setup();
    await renderCalendar();
    await screen.findAllByRole('article');
    dayButton('2025-05-13').focus();

    await user.keyboard('{ArrowRight}');
    expect(dayButton('2025-05-14')).toHaveFocus();
    expect(dayButton('2025-05-14')).toHaveAttribute('tabindex', '0');
    expect(dayButton('2025-05-13')).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowDown}');
    expect(dayButton('2025-05-21')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(dayButton('2025-05-13')).toHaveFocus();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    await user.keyboard('{Home}');
    expect(dayButton('2025-05-11')).toHaveFocus();
    await user.keyboard('{End}');
    expect(dayButton('2025-05-17')).toHaveFocus();

    // Page Down: the same day of next month, in June's grid (1 June, a Sunday, to 12 July).
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'June 2025' })).toBeInTheDocument();
    expect(dayButton('2025-06-17')).toHaveFocus();
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.path === '/api/bookings' &&
            call.params.get('from') === new Date(2025, 5, 1).toISOString(),
        ),
      ).toBe(true),
    );
    expect(document.querySelector('[data-day="2025-05-31"]')).toBeNull();

    // The month buttons and Today.
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'May 2025' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'July 2025' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('grid', { name: 'May 2025' })).toBeInTheDocument();
    expect(dayButton('2025-05-13').closest('td')).toHaveAttribute('aria-selected', 'true');
  });

  it('filters the cards and the marked days by search, tags, mentee, topic and time', async () => {
    serveCalendar(fixtures());
    const user = userEvent.setup();
    await renderCalendar();
    expect(await screen.findAllByRole('article')).toHaveLength(2);

    // Below 1024 px the selects fold away behind a toggle.
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), 'Evening');
    expect(screen.getByRole('button', { name: 'Filters (1 chosen)' })).toBeVisible();
    expect(
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Bob Noyce']);
    expect(dayButton('2025-05-13')).toHaveAccessibleName('Tuesday, May 13, 2025, today, 1 session');
    expect(dayButton('2025-05-20')).toHaveAccessibleName('Tuesday, May 20, 2025, no sessions');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), 'Morning');
    expect(screen.getByRole('article')).toHaveTextContent('Ada Lovelace');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Pro Plan');
    expect(screen.getByRole('article')).toHaveTextContent('Bob Noyce');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tags' }), 'career');
    expect(screen.getByRole('article')).toHaveTextContent('Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Mentees' }), 'Bob Noyce');
    expect(screen.getByRole('article')).toHaveTextContent('Bob Noyce');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search sessions' }), 'engineering');
    expect(screen.getByRole('article')).toHaveTextContent('Ada Lovelace');
    await user.clear(screen.getByRole('searchbox', { name: 'Search sessions' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search sessions' }), 'nobody');
    expect(
      screen.getByText('No sessions on this day match your search and filters.'),
    ).toBeVisible();
  });

  it('confirms a pending request and refreshes the grid and the list', async () => {
    const calls = serveCalendar(fixtures());
    const user = userEvent.setup();
    await renderCalendar();
    const pending = screen.getByRole('region', { name: /Pending requests/ });
    const confirm = await within(pending).findByRole('button', { name: /^Confirm Cy Young/ });
    const before = calls.filter((call) => call.path === '/api/bookings').length;
    await user.click(confirm);

    expect(await within(pending).findByText('No requests waiting for your answer.')).toBeVisible();
    expect(await screen.findByText('Session with Cy Young confirmed.')).toBeInTheDocument();
    // The answered request is gone: focus goes to the section, not to the page's top.
    expect(screen.getByRole('heading', { name: /Pending requests/ })).toHaveFocus();
    const confirmCall = calls.find((call) => call.method === 'POST');
    expect(confirmCall?.path).toMatch(/\/api\/bookings\/[^/]+\/confirm$/);
    // Both lists were fetched again.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/bookings').length).toBeGreaterThanOrEqual(
        before + 2,
      ),
    );
    await user.click(dayButton('2025-05-27'));
    expect(await screen.findByRole('article')).toHaveTextContent('Confirmed');
  });

  it('keeps a request whose confirmation was refused and says why', async () => {
    serveCalendar(fixtures(), (request) =>
      request.path.endsWith('/confirm')
        ? {
            status: 409,
            body: {
              message: 'This booking can no longer be changed.',
              code: 409,
              type: 'booking_change_not_allowed',
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    await renderCalendar();
    const pending = screen.getByRole('region', { name: /Pending requests/ });
    await user.click(await within(pending).findByRole('button', { name: /^Confirm Cy Young/ }));
    expect(
      await within(pending).findByText('That did not work: This booking can no longer be changed.'),
    ).toBeVisible();
    expect(within(pending).getByRole('button', { name: /^Confirm Cy Young/ })).toBeEnabled();
  });

  it('declines a pending request with a reason', async () => {
    const calls = serveCalendar(fixtures());
    const user = userEvent.setup();
    await renderCalendar();
    const pending = screen.getByRole('region', { name: /Pending requests/ });
    await user.click(await within(pending).findByRole('button', { name: /^Decline Cy Young/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline this request?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Travelling that week',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));

    expect(await screen.findByText('Request from Cy Young declined.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const decline = calls.find((call) => call.path.endsWith('/decline'));
    expect(decline?.body).toEqual({ reason: 'Travelling that week' });
    expect(await within(pending).findByText('No requests waiting for your answer.')).toBeVisible();
  });

  it('proposes a new time: checks the date and time, shows a 409, then sends the local time', async () => {
    const data = fixtures();
    let refuse = true;
    const calls = serveCalendar(data, (request) =>
      request.path.endsWith('/proposal') && refuse
        ? ((refuse = false),
          {
            status: 409,
            body: {
              message: 'The mentee is busy',
              code: 409,
              type: 'booking_mentee_busy',
            },
          })
        : undefined,
    );
    const user = userEvent.setup();
    await renderCalendar();
    const [ada] = await screen.findAllByRole('article');
    await user.click(within(ada!).getByRole('button', { name: 'Reschedule Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose a new time' });
    const date = within(dialog).getByLabelText('Date');
    const time = within(dialog).getByLabelText('Time');
    // Starts with the current time of the session.
    expect(date).toHaveValue('2025-05-13');
    expect(time).toHaveValue('10:00');

    await user.clear(date);
    await user.click(within(dialog).getByRole('button', { name: 'Propose time' }));
    expect(await within(dialog).findByText('Choose a date.')).toBeVisible();

    // A time already past.
    await user.type(date, '2025-05-12');
    await user.click(within(dialog).getByRole('button', { name: 'Propose time' }));
    expect(await within(dialog).findByText('Choose a time in the future.')).toBeVisible();
    expect(calls.some((call) => call.path.endsWith('/proposal'))).toBe(false);

    await user.clear(date);
    await user.type(date, '2025-05-15');
    await user.clear(time);
    await user.type(time, '16:30');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'A conflict came up');
    await user.click(within(dialog).getByRole('button', { name: 'Propose time' }));
    expect(
      await within(dialog).findByText(
        'The mentee has another session at that time. Choose another time.',
      ),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Propose time' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('New time proposed to Ada Lovelace.')).toBeInTheDocument();
    const sent = calls.filter((call) => call.path.endsWith('/proposal'));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toEqual({
      start: new Date(2025, 4, 15, 16, 30).toISOString(),
      reason: 'A conflict came up',
    });
    expect(await screen.findByText(/New time proposed: Thu, May 15, 4:30/)).toBeVisible();
  });

  it('shows days and reads a typed proposal in the mentor’s saved zone, not the browser’s (docs/product.md#123-booking: one time zone per person)', async () => {
    // The mentor saved Asia/Tokyo (UTC+9, no daylight saving); the browser says otherwise.
    server.use(
      http.get('/api/session', () =>
        HttpResponse.json({ user: { ...mentorAccount, timeZone: 'Asia/Tokyo' } }),
      ),
    );
    await getAccount();
    try {
      // 23:30 UTC on 12 May is 08:30 on 13 May in Tokyo: today's session there.
      const data = [mentorBooking(new Date('2025-05-12T23:30:00.000Z'))];
      vi.setSystemTime(new Date('2025-05-12T22:00:00.000Z'));
      const calls = serveCalendar(data);
      const user = userEvent.setup();
      await renderCalendar();
      expect(
        screen.getByText('Your sessions month by month, in your time zone (Asia/Tokyo).'),
      ).toBeVisible();
      const [card] = await screen.findAllByRole('article');
      expect(card).toHaveTextContent(/8:30\s–\s9:30\sAM/);
      await user.click(within(card!).getByRole('button', { name: 'Reschedule Event' }));
      const dialog = await screen.findByRole('dialog', { name: 'Propose a new time' });
      expect(within(dialog).getByLabelText('Date')).toHaveValue('2025-05-13');
      expect(within(dialog).getByLabelText('Time')).toHaveValue('08:30');
      expect(within(dialog).getByText('In your time zone, Asia/Tokyo.')).toBeVisible();
      const time = within(dialog).getByLabelText('Time');
      await user.clear(time);
      await user.type(time, '16:30');
      await user.click(within(dialog).getByRole('button', { name: 'Propose time' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls.find((call) => call.path.endsWith('/proposal'))?.body).toEqual({
        start: '2025-05-13T07:30:00.000Z',
        reason: '',
      });
    } finally {
      server.use(http.get('/api/session', () => HttpResponse.json({ user: null })));
      await getAccount();
    }
  });

  it('sets the priority at once and puts it back when saving fails', async () => {
    const data = fixtures();
    let fail = false;
    const calls = serveCalendar(data, (request) =>
      request.method === 'PATCH' && fail
        ? { status: 500, body: { message: 'x', code: 500, type: 'general_server_error' } }
        : undefined,
    );
    const user = userEvent.setup();
    await renderCalendar();
    const [, bob] = await screen.findAllByRole('article');
    const priority = within(bob!).getByRole('combobox', { name: 'Priority' });
    await user.selectOptions(priority, 'Low');
    expect(priority).toHaveValue('low');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ priority: 'low' }),
    );
    expect(within(bob!).getAllByText('Low').length).toBeGreaterThan(0);

    fail = true;
    await user.selectOptions(priority, 'High');
    expect(
      await within(bob!).findByText('The priority could not be saved. Please try again.'),
    ).toBeVisible();
    await waitFor(() => expect(priority).toHaveValue('low'));
  });

  it('shows an error with a retry when the month cannot be loaded', async () => {
    let down = true;
    serveCalendar(fixtures(), (request) =>
      down && request.params.get('when') === 'all'
        ? { status: 500, body: { message: 'x', code: 500, type: 'general_server_error' } }
        : undefined,
    );
    const user = userEvent.setup();
    await renderCalendar();
    expect(await screen.findByText('Your sessions could not be loaded.')).toBeVisible();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Edit availability' })).toHaveAttribute(
      'href',
      '/dashboard_mentor/availability',
    );
  });
});
