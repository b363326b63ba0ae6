import type { EarningsMonth, MentorEarnings } from '@pathwise/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { EarningsPage } from './earnings-page.tsx';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

const month = (m: string, earned = 0, booked = 0): EarningsMonth => ({
  month: m,
  amounts: earned || booked ? [{ currency: 'USD', earnedMinor: earned, bookedMinor: booked }] : [],
  sessions: { held: earned ? 1 : 0, upcoming: booked ? 1 : 0, heldFree: 0, upcomingFree: 0 },
});

function earnings(selectedMonth: string): MentorEarnings {
  const october = selectedMonth === '2026-10';
  return {
    timeZone: 'Europe/Lisbon',
    currentMonth: '2026-11',
    totals: [{ currency: 'USD', earnedMinor: 18000, bookedMinor: 6000 }],
    totalSessions: { held: 4, upcoming: 1, heldFree: 1, upcomingFree: 0 },
    history: [
      month('2025-12'),
      ...Array.from({ length: 10 }, (_, i) => month(`2026-${String(i + 1).padStart(2, '0')}`)),
      month('2026-11', 12000, 6000),
    ],
    monthsWithData: ['2026-11', '2026-10'],
    selected: {
      ...(october ? month('2026-10', 6000) : month('2026-11', 12000, 6000)),
      change: october
        ? null
        : {
            previousMonth: '2026-10',
            items: [{ currency: 'USD', previousMinor: 6000, changeMinor: 12000, percent: 200 }],
          },
      byPlan: [
        {
          id: 'p1',
          name: october ? 'Intro call' : 'Portfolio review',
          currency: 'USD',
          held: 2,
          upcoming: 1,
          earnedMinor: october ? 6000 : 12000,
          bookedMinor: 6000,
        },
      ],
      byMentee: [
        {
          id: 'u1',
          name: 'Jordan Rivera',
          currency: 'USD',
          held: 2,
          upcoming: 1,
          earnedMinor: 12000,
          bookedMinor: 6000,
        },
      ],
    },
  };
}

describe('EarningsPage', () => {
  it('shows the totals, the 12 months as a table for screen readers, the month by plan and mentee, and the CSV link', async () => {
    const calls = answerApi(({ params }) => ({
      status: 200,
      body: earnings(params.get('month') ?? '2026-11'),
    }));
    renderRoutes([{ path: '/', element: <EarningsPage /> }], '/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
    expect(await screen.findByText('$180')).toBeVisible();
    expect(screen.getByText(/billed outside Pathwise/)).toBeVisible();
    expect(screen.getByText(/Europe\/Lisbon/)).toBeVisible();
    const chart = screen.getByRole('table', { name: 'Earned and booked per month, USD' });
    expect(within(chart).getAllByRole('row')).toHaveLength(13);
    expect(within(chart).getByRole('row', { name: 'November 2026 $120 $60' })).toBeInTheDocument();
    expect(screen.getByText('+$120 (+200%) against October 2026')).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'Portfolio review' })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'Jordan Rivera' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/mentor/earnings.csv',
    );

    await userEvent.selectOptions(screen.getByLabelText('Month'), '2026-10');
    expect(await screen.findByRole('rowheader', { name: 'Intro call' })).toBeVisible();
    expect(screen.queryByText(/against/)).not.toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)?.params.get('month')).toBe('2026-10'));
  });

  it('counts free sessions among the held and the upcoming ones apart, in words with plurals', async () => {
    const body = earnings('2026-11');
    body.totalSessions = { held: 1, upcoming: 1523, heldFree: 1, upcomingFree: 0 };
    answerApi(() => ({ status: 200, body }));
    renderRoutes([{ path: '/', element: <EarningsPage /> }], '/');
    // The free session was the held one: never "1 sessions held, 1523 upcoming, 1 of them free".
    expect(await screen.findByText('1 session held (1 free)')).toBeVisible();
    expect(screen.getByText('1,523 sessions upcoming (0 free)')).toBeVisible();
  });

  it('writes a fall with one minus sign for the amount and its percentage', async () => {
    const body = earnings('2026-11');
    body.selected.change = {
      previousMonth: '2026-10',
      items: [{ currency: 'USD', previousMinor: 24000, changeMinor: -6000, percent: -25 }],
    };
    answerApi(() => ({ status: 200, body }));
    renderRoutes([{ path: '/', element: <EarningsPage /> }], '/');
    expect(await screen.findByText('-$60 (-25%) against October 2026')).toBeVisible();
  });

  it('says what to do when the earnings cannot be loaded', async () => {
    let fail = true;
    answerApi(() =>
      fail
        ? { status: 500, body: { message: 'down', code: 500, type: 'general_server_error' } }
        : { status: 200, body: earnings('2026-11') },
    );
    renderRoutes([{ path: '/', element: <EarningsPage /> }], '/');
    expect(await screen.findByText(/could not be loaded/)).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$180')).toBeVisible();
  });
});
