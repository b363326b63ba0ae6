import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarRoutes, UpcomingEventsCard } from '@/features/bookings';
import { pendingBooking, serveCalendar } from '@/testing/calendar-harness.tsx';
import { renderRoutes } from '@/testing/render.tsx';

// Two shared cores: lazy routes and user-event are slow under load; nothing waits on a clock.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

/**
 * The mentor home's Upcoming Events card and the calendar in one tree, sharing one query
 * client, as when the mentor answers on the calendar with the home still cached: a change
 * made in one view must show in the other.
 */
const routes: RouteObject[] = [
  {
    path: 'dashboard_mentor',
    element: (
      <>
        <UpcomingEventsCard />
        <Outlet />
      </>
    ),
    children: calendarRoutes,
  },
];

/** "Now" is Tuesday 13 May 2025, 08:00 in the browser's zone; the request is for the 27th. */
const may = (day: number, hour: number) => new Date(2025, 4, day, hour);

beforeAll(async () => {
  await import('@/features/bookings/pages/calendar-page.tsx');
}, 30_000);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(may(13, 8));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('one booking, every view', () => {
  it('confirming a request on the calendar refreshes the home’s Upcoming Events', async () => {
    serveCalendar([
      pendingBooking(may(27, 9), {
        mentee: { id: 'cy', name: 'Cy Young', photoPath: null, headline: null },
      }),
    ]);
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard_mentor/calendar');

    const upcoming = await screen.findByRole('region', { name: 'Upcoming Events' });
    expect(await within(upcoming).findByText('Session with Cy Young')).toBeVisible();
    expect(within(upcoming).getByText('Awaiting your answer')).toBeVisible();

    const pending = await screen.findByRole('region', { name: /Pending requests/ });
    await user.click(await within(pending).findByRole('button', { name: /^Confirm Cy Young/ }));
    expect(await screen.findByText('Session with Cy Young confirmed.')).toBeInTheDocument();

    // The card asks again and shows the session as confirmed: no "Awaiting your answer".
    await vi.waitFor(() => expect(within(upcoming).queryByText('Awaiting your answer')).toBeNull());
    expect(within(upcoming).getByText('Session with Cy Young')).toBeVisible();
  });
});
