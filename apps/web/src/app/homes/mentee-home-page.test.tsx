import type { MenteeSummary, MentorCard } from '@pathwise/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { accountKey } from '@/lib/session/account.ts';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes, testQueryClient } from '@/testing/render.tsx';
import { MenteeHomePage } from './mentee-home-page.tsx';

vi.setConfig({ testTimeout: 15_000 });
beforeAll(() => {
  // Dates and times on the page are the viewer's: pin the zone the test reads them in.
  vi.stubEnv('TZ', 'UTC');
});

const account = {
  id: 'me',
  email: 'jordan@example.com',
  name: 'Jordan Rivera',
  emailVerification: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  role: 'mentee' as const,
  onboarded: true,
  isAdmin: false,
};

function mentor(id: string, name: string): MentorCard {
  return {
    id,
    name,
    photoPath: null,
    headline: 'Staff engineer',
    company: null,
    niche: 'career',
    skills: [],
    topics: [],
    languages: [],
    yearsExperience: null,
    ratingAvg: null,
    reviewCount: 0,
    lowestPrice: null,
    lowestPaidPrice: null,
    featured: true,
    expertOptIn: false,
  };
}

const EMPTY: MenteeSummary = {
  firstName: 'Jordan',
  today: '2026-11-24',
  weekStart: '2026-11-23',
  weekEnd: '2026-11-29',
  week: ['23', '24', '25', '26', '27'].map((d) => ({ date: `2026-11-${d}`, done: 0, toDo: 0 })),
  milestones: {
    minutesSaved: 0,
    skillsLearned: 0,
    moneySaved: [],
    attendanceStreak: 0,
    goalsAchieved: 0,
    projectsCompleted: 0,
  },
  badges: [
    { key: 'first_post', earnedAt: null },
    { key: 'first_engagement', earnedAt: null },
    { key: 'first_question', earnedAt: null },
  ],
  nextSessions: [],
  goals: [],
  activities: [],
  overdueCount: 0,
  lastMentor: null,
  featuredMentor: null,
};

const FULL: MenteeSummary = {
  ...EMPTY,
  week: EMPTY.week.map((d, i) => (i === 0 ? { ...d, done: 1, toDo: 1 } : d)),
  milestones: {
    minutesSaved: 180,
    skillsLearned: 2,
    moneySaved: [{ priceMinor: 72_030, currency: 'USD' }],
    attendanceStreak: 2,
    goalsAchieved: 1,
    projectsCompleted: 1,
  },
  badges: [
    { key: 'first_post', earnedAt: null },
    { key: 'first_engagement', earnedAt: '2026-10-05T15:00:00.000Z' },
    { key: 'first_question', earnedAt: null },
  ],
  nextSessions: [
    {
      id: 'b1',
      status: 'confirmed',
      start: '2026-11-26T16:00:00.000Z',
      end: '2026-11-26T17:00:00.000Z',
      mentor: { id: 'm1', name: 'Sofia Lindqvist' },
    },
  ],
  goals: [{ id: 'g1', title: 'Pass the interview loop', targetDate: '2026-12-04', progress: 50 }],
  activities: [
    {
      id: 'a1',
      name: 'Mock interview',
      dueDate: '2026-11-23',
      status: 'complete',
      category: 'skills',
      kind: 'activity',
    },
    {
      id: 'a2',
      name: 'Read the system design primer',
      dueDate: '2026-11-23',
      status: 'not_started',
      category: 'skills',
      kind: 'activity',
    },
  ],
  overdueCount: 2,
  lastMentor: mentor('m1', 'Sofia Lindqvist'),
  featuredMentor: mentor('m2', 'Amara Okafor'),
};

function renderHome(answer: () => { status: number; body: unknown } | Promise<never>) {
  const calls = answerApi(() => answer());
  const client = testQueryClient();
  client.setQueryData(accountKey, account);
  renderRoutes([{ path: '/dashboard', Component: MenteeHomePage }], '/dashboard', client);
  return calls;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('mentee home', () => {
  it('says Welcome the first time and Welcome back after', async () => {
    window.localStorage.clear();
    answerApi(() => ({ status: 200, body: FULL }));
    const show = () => {
      const client = testQueryClient();
      client.setQueryData(accountKey, account);
      return renderRoutes(
        [{ path: '/dashboard', Component: MenteeHomePage }],
        '/dashboard',
        client,
      );
    };
    const first = show();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Jordan!' })).toBeVisible();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    first.unmount();
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Jordan!' })).toBeVisible();
    window.localStorage.clear();
  });

  it('shows a skeleton per section, then every section from one summary request', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const calls = answerApi(async () => {
      await gate;
      return { status: 200, body: FULL };
    });
    const client = testQueryClient();
    client.setQueryData(accountKey, account);
    renderRoutes([{ path: '/dashboard', Component: MenteeHomePage }], '/dashboard', client);

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Jordan!' })).toBeVisible();
    expect(section('Weekly progress')).toHaveAttribute('aria-busy', 'true');
    expect(section('Milestones')).toHaveAttribute('aria-busy', 'true');
    release();

    await waitFor(() => expect(section('Weekly progress')).not.toHaveAttribute('aria-busy'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/api/me/summary');
    expect(calls[0]!.params.get('timeZone')).toBeTruthy();

    expect(
      within(section('Weekly progress')).getByText('Monday, November 23: 1 done, 1 to be done'),
    ).toBeInTheDocument();

    const milestones = section('Milestones');
    for (const [label, value] of [
      ['Time saved', '3 hr'],
      ['Skills learned', '2'],
      ['Money saved', '$720.30'],
      ['Attendance streak', '2'],
      ['Goals achieved', '1'],
      ['Projects completed', '1'],
    ] as const) {
      const term = within(milestones).getByText(label);
      expect(term.parentElement).toHaveTextContent(value);
    }
    expect(within(milestones).getByText('Hours of sessions held with your mentors.')).toBeVisible();

    const badges = section('Badges');
    expect(within(badges).getByText('Earned Oct 5, 2026')).toBeVisible();
    expect(within(badges).getByText(/^Locked · Write your first post in a circle/)).toBeVisible();

    expect(
      within(section('Next sessions')).getByRole('link', {
        name: /^Thu, Nov 26, 4:00\sPM\s*with Sofia Lindqvist/,
      }),
    ).toHaveAttribute('href', '/sessions/b1');

    const goals = section('Goal progress: next 30 days');
    expect(
      within(goals).getByRole('progressbar', { name: 'Progress of “Pass the interview loop”' }),
    ).toHaveAttribute('aria-valuenow', '50');
    expect(within(goals).getByRole('link', { name: 'Add Goal' })).toHaveAttribute(
      'href',
      '/dashboard/goals',
    );

    const week = section("This week's activities");
    expect(within(week).getByText('Read the system design primer')).toBeVisible();
    expect(within(week).getByText('Complete')).toBeVisible();
    expect(
      within(week).getByRole('link', {
        name: '2 overdue activities are waiting in Goals & Activities.',
      }),
    ).toBeVisible();

    const book = section('Book a session');
    expect(
      within(book).getByRole('link', { name: 'Book another session with Sofia Lindqvist' }),
    ).toHaveAttribute('href', '/mentors/m1/book');
    expect(
      within(book).getByRole('link', {
        name: 'Book Featured: a session with Amara Okafor',
      }),
    ).toHaveAttribute('href', '/mentors/m2/book');
  });

  it('says what to do in each empty section', async () => {
    renderHome(() => ({ status: 200, body: EMPTY }));
    await waitFor(() => expect(section('Weekly progress')).not.toHaveAttribute('aria-busy'));
    expect(
      within(section('Weekly progress')).getByText('No activities due Monday to Friday this week.'),
    ).toBeVisible();
    expect(
      within(section('Weekly progress')).getByRole('link', { name: 'Plan an activity' }),
    ).toHaveAttribute('href', '/dashboard/goals');
    expect(within(section('Next sessions')).getByText('No sessions booked yet.')).toBeVisible();
    expect(
      within(section('Next sessions')).getByRole('link', { name: 'Find a mentor' }),
    ).toHaveAttribute('href', '/mentors');
    expect(
      within(section('Goal progress: next 30 days')).getByRole('link', { name: 'Add Goal' }),
    ).toBeVisible();
    expect(
      within(section("This week's activities")).getByText('No activities due this week.'),
    ).toBeVisible();
    expect(within(section('Book a session')).getByText('No mentors to book yet.')).toBeVisible();
    expect(
      within(section('Milestones')).getByText(
        'Your milestones grow as you attend sessions, finish activities and reach goals.',
      ),
    ).toBeVisible();
    expect(within(section('Badges')).getAllByText(/^Locked · /)).toHaveLength(3);
    // Ask an Expert exists: the First Question badge no longer says it is coming.
    expect(
      within(section('Badges')).getByText('Locked · Ask your first question with Ask an Expert.'),
    ).toBeVisible();
    expect(within(section('Badges')).queryByText(/Coming soon/)).toBeNull();
  });

  it('says when the summary cannot be loaded and tries again', async () => {
    let fail = true;
    renderHome(() =>
      fail
        ? { status: 500, body: { message: 'x', code: 500, type: 'general_server_error' } }
        : { status: 200, body: EMPTY },
    );
    const user = userEvent.setup();
    expect(
      await screen.findByText(
        'Your dashboard could not be loaded. Check your connection and try again.',
      ),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No sessions booked yet.')).toBeVisible();
  });
});
