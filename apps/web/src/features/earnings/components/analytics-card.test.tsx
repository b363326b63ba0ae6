import type { MentorAnalytics, MentorEarnings } from '@pathwise/contracts';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { AnalyticsCard } from './analytics-card.tsx';
import { EarningsCard } from './earnings-card.tsx';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

function analytics(range: number): MentorAnalytics {
  const days = Array.from({ length: range }, (_, i) => ({
    date: new Date(Date.UTC(2026, 10, 24 - (range - 1) + i)).toISOString().slice(0, 10),
    visits: i % 3,
  }));
  const total = days.reduce((n, d) => n + d.visits, 0);
  return {
    range,
    timeZone: 'Europe/Lisbon',
    from: days[0]!.date,
    to: days.at(-1)!.date,
    totalVisits: total,
    totalBookings: 1,
    days,
    sources: [
      { source: 'directory', visits: total - 2, bookings: 1 },
      { source: 'other_site', visits: 2, bookings: 0 },
      { source: 'home', visits: 0, bookings: 0 },
    ],
    referrers: [{ host: 'www.linkedin.com', visits: 2 }],
  };
}

describe('the mentor home’s Analytics', () => {
  it('shows Last 30 days first, then the range chosen: one bar per day and the sources', async () => {
    const calls = answerApi(({ params }) => ({
      status: 200,
      body: analytics(Number(params.get('range'))),
    }));
    const { container } = renderRoutes([{ path: '/', element: <AnalyticsCard /> }], '/');

    const select = await screen.findByLabelText('Range');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Last 30 days', 'Last 7 days', 'Last 90 days']);
    expect(await screen.findByText('30')).toBeVisible(); // 30 days of 0, 1, 2… visits
    expect(container.querySelectorAll('[data-testid="visit-bar"]')).toHaveLength(30);
    const sources = screen.getByRole('table', { name: 'Where visits came from' });
    expect(within(sources).getByRole('row', { name: /Mentor search 28 1 booking/ })).toBeVisible();
    expect(within(sources).getByText('www.linkedin.com')).toBeVisible();
    expect(within(sources).queryByText('Home page')).not.toBeInTheDocument();
    // The per-day table screen readers read instead of the bars.
    expect(
      screen.getByRole('table', { name: 'Profile visits per day (Europe/Lisbon)' }),
    ).toBeInTheDocument();

    await userEvent.selectOptions(select, '7');
    expect(await screen.findByText('6')).toBeVisible();
    expect(container.querySelectorAll('[data-testid="visit-bar"]')).toHaveLength(7);
    expect(calls.map((c) => c.params.get('range'))).toEqual(['30', '7']);
  });
});

/** A `GET /api/mentor/earnings` answer with `selected` as given (no totals, no history). */
function earnings(
  monthsWithData: string[],
  selected: Pick<MentorEarnings['selected'], 'month' | 'amounts' | 'sessions' | 'change'>,
): MentorEarnings {
  return {
    timeZone: 'UTC',
    currentMonth: '2026-11',
    totals: [],
    totalSessions: { held: 0, upcoming: 0, heldFree: 0, upcomingFree: 0 },
    history: [],
    monthsWithData,
    selected: { ...selected, byPlan: [], byMentee: [] },
  };
}

describe('the mentor home’s earnings card', () => {
  it('offers the months with data, newest first, with the change against the month before', async () => {
    answerApi(({ params }) => {
      const m = params.get('month') ?? '2026-11';
      return {
        status: 200,
        body: earnings(['2026-11', '2026-09'], {
          month: m,
          amounts: [
            { currency: 'USD', earnedMinor: m === '2026-11' ? 9000 : 3000, bookedMinor: 0 },
          ],
          sessions: { held: 2, upcoming: 0, heldFree: 1, upcomingFree: 0 },
          change:
            m === '2026-11'
              ? {
                  previousMonth: '2026-10',
                  items: [{ currency: 'USD', previousMinor: 0, changeMinor: 9000, percent: null }],
                }
              : null,
        }),
      };
    });
    renderRoutes([{ path: '/', element: <EarningsCard /> }], '/');
    expect(await screen.findByText('$90')).toBeVisible();
    expect(screen.getByText('+$90 against October 2026')).toBeVisible();
    const select = screen.getByLabelText('Month');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['November 2026', 'September 2026']);
    await userEvent.selectOptions(select, '2026-09');
    expect(await screen.findByText('$30')).toBeVisible();
    expect(screen.queryByText(/against/)).not.toBeInTheDocument();
  });

  it('writes a fall with one minus sign, and the month’s sessions in words', async () => {
    answerApi(() => ({
      status: 200,
      body: earnings(['2026-11', '2026-10'], {
        month: '2026-11',
        amounts: [{ currency: 'USD', earnedMinor: 18000, bookedMinor: 0 }],
        sessions: { held: 1, upcoming: 0, heldFree: 1, upcomingFree: 0 },
        change: {
          previousMonth: '2026-10',
          items: [{ currency: 'USD', previousMinor: 24000, changeMinor: -6000, percent: -25 }],
        },
      }),
    }));
    renderRoutes([{ path: '/', element: <EarningsCard /> }], '/');
    expect(await screen.findByText('-$60 (-25%) against October 2026')).toBeVisible();
    expect(screen.getByText('1 session, 1 free')).toBeVisible();
  });
});
