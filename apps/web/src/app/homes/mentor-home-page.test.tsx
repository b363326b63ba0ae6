import type { MenteeList, OnboardingState, User } from '@pathwise/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountKey } from '@/lib/session/account.ts';
import { mentorDashboardRoutes } from '@/features/mentor-dashboard';
import { answerApi } from '@/testing/api.ts';
import { fillShell } from '../dashboard-pages.ts';
import { MentorHomePage } from './mentor-home-page.tsx';

// Two shared cores: lazy routes and user-event are slow under load; nothing waits on a clock.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

const mentor: User = {
  id: 'mentor-1',
  email: 'grace@example.com',
  name: 'Grace Brewster Hopper',
  emailVerification: true,
  createdAt: '2025-06-17T00:00:00.000Z',
  role: 'mentor',
  onboarded: true,
  isAdmin: false,
};

/** A completed mentor's onboarding state with the given review outcome. */
function mentorState(
  mentorStatus: OnboardingState['mentorStatus'],
  declineReason: string | null = null,
): OnboardingState {
  return {
    userType: 'coach',
    answers: { roleInfo: { userType: 'coach' }, bio: { firstName: 'Gracie', lastName: 'Hopper' } },
    resumePath: '/dashboard_mentor',
    completed: true,
    mentorStatus,
    declineReason,
  };
}

/** The Student Progress Tracker's answer for a mentor without mentees. */
const NO_MENTEES: MenteeList = {
  summary: {
    mentees: 0,
    assignments: { assigned: 0, done: 0, overdue: 0 },
    tests: { assigned: 0, done: 0, overdue: 0 },
  },
  items: [],
  total: 0,
  page: 1,
  pageSize: 3,
  filters: { skills: [], languages: [], topics: [] },
};

/** What the home's sections read for a mentor with no data yet. */
const EMPTY_PRACTICE: Record<string, unknown> = {
  '/api/mentor/analytics': {
    range: 30,
    timeZone: 'UTC',
    from: '2026-10-26',
    to: '2026-11-24',
    totalVisits: 0,
    totalBookings: 0,
    days: [],
    sources: [],
    referrers: [],
  },
  '/api/mentor/earnings': {
    timeZone: 'UTC',
    currentMonth: '2026-11',
    totals: [],
    totalSessions: { held: 0, upcoming: 0, heldFree: 0, upcomingFree: 0 },
    history: [],
    monthsWithData: [],
    selected: {
      month: '2026-11',
      amounts: [],
      sessions: { held: 0, upcoming: 0, heldFree: 0, upcomingFree: 0 },
      change: null,
      byPlan: [],
      byMentee: [],
    },
  },
  '/api/bookings': { items: [] },
  '/api/mentor/mentees': NO_MENTEES,
  '/api/circles': { items: [], total: 0, page: 1, pageSize: 12 },
};

/**
 * MSW: `GET /api/onboarding` answers `onboarding` (a status and body), the home's sections
 * answer empty; returns the calls.
 */
function stubOnboarding(onboarding: { status: number; body: unknown }) {
  return answerApi(({ path }) =>
    path === '/api/onboarding'
      ? onboarding
      : path in EMPTY_PRACTICE
        ? { status: 200, body: EMPTY_PRACTICE[path] }
        : { status: 404, body: { message: 'nope', code: 404, type: 'x' } },
  );
}

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderMentorDashboard(path: string, account: User = mentor) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(accountKey, account);
  const routes = fillShell(mentorDashboardRoutes, [{ index: true, Component: MentorHomePage }]);
  const router = createMemoryRouter([...routes, { path: '*', element: <Where /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

beforeAll(async () => {
  await Promise.all([
    import('@/features/mentor-dashboard/components/mentor-dashboard-layout.tsx'),
    import('@/features/mentor-dashboard/pages/mentor-coming-soon-page.tsx'),
  ]);
}, 30_000);

beforeEach(() => {
  // The wide layout (sidebar beside the content); jsdom has no matchMedia of its own.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/dashboard_mentor home: where the application stands', () => {
  it('while pending: greets by the account’s first name (not the bio’s) and says the profile is under review', async () => {
    stubOnboarding({ status: 200, body: mentorState('pending') });
    renderMentorDashboard('/dashboard_mentor');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Grace!' }),
    ).toBeInTheDocument();
    const review = screen.getByRole('region', { name: 'Your profile is under review' });
    expect(review).toHaveTextContent('An admin reviews every application');
    expect(review).toHaveTextContent('We will email you at grace@example.com');
    expect(within(review).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Your profile is live')).not.toBeInTheDocument();
  });

  it('when declined: shows the reason and leads back into the wizard to resubmit', async () => {
    stubOnboarding({
      status: 200,
      body: mentorState('declined', 'Please describe your coaching experience in more detail.'),
    });
    renderMentorDashboard('/dashboard_mentor');

    const review = await screen.findByRole('region', { name: 'Your application was not approved' });
    expect(review).toHaveTextContent('Please describe your coaching experience in more detail.');
    expect(within(review).getByRole('link', { name: 'Edit and resubmit' })).toHaveAttribute(
      'href',
      '/bio-step',
    );
    expect(screen.queryByText('Your profile is under review')).not.toBeInTheDocument();
  });

  it('when approved: says the profile is live and links to the public profile', async () => {
    stubOnboarding({ status: 200, body: mentorState('approved') });
    renderMentorDashboard('/dashboard_mentor');

    const review = await screen.findByRole('region', { name: 'Your profile is live' });
    expect(within(review).getByRole('link', { name: 'View your public profile' })).toHaveAttribute(
      'href',
      '/mentors/mentor-1',
    );
  });

  it('shows honest empty sections, never the prototype sample figures', async () => {
    stubOnboarding({ status: 200, body: mentorState('approved') });
    renderMentorDashboard('/dashboard_mentor');

    for (const title of [
      'Student Progress Tracker',
      'Analytics',
      'Upcoming Events',
      'Earnings',
      'Your Circles',
    ]) {
      expect(await screen.findByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(await screen.findByText('No earnings yet.')).toBeInTheDocument();
    expect(await screen.findByText('No profile visits recorded yet.')).toBeInTheDocument();
    expect(await screen.findByText('No upcoming sessions or events.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\$\s?96,000|65%|8%/);
  });

  it('says so and offers a retry when the review state cannot be loaded', async () => {
    const calls = stubOnboarding({
      status: 500,
      body: { message: 'down', code: 500, type: 'general_server_error' },
    });
    renderMentorDashboard('/dashboard_mentor');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the state of your application.',
    );
    // Greeted by the account's first name meanwhile.
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Grace!' })).toBeVisible();

    const before = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(calls.slice(before).map((c) => c.path)).toContain('/api/onboarding'),
    );
  });
});

describe('/dashboard_mentor guard and frame', () => {
  it('sends an account onboarded as a mentee to /dashboard', async () => {
    const calls = stubOnboarding({ status: 500, body: {} });
    renderMentorDashboard('/dashboard_mentor', { ...mentor, role: 'mentee' });
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/dashboard$/);
    expect(calls).toEqual([]);
  });

  it('sends a mentor who has not finished onboarding to the step to resume at', async () => {
    stubOnboarding({
      status: 200,
      body: { ...mentorState(null), completed: false, resumePath: '/planning' },
    });
    renderMentorDashboard('/dashboard_mentor', { ...mentor, onboarded: false });
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/planning$/);
  });

  it('has the mentor sidebar in the documented order (Availability after Calendar), without a notification badge', async () => {
    stubOnboarding({ status: 200, body: mentorState('pending') });
    renderMentorDashboard('/dashboard_mentor');

    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent || a.getAttribute('aria-label'), a.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Dashboard', '/dashboard_mentor'],
      ['My Mentees', '/dashboard_mentor/mentees'],
      ['Earnings', '/dashboard_mentor/earnings'],
      ['Calendar', '/dashboard_mentor/calendar'],
      ['Availability', '/dashboard_mentor/availability'],
      ['Messages', '/dashboard_mentor/messages'],
      ['Start a Conversation', '/dashboard_mentor/start-conversation'],
      ['Find Mentors', '/dashboard_mentor/find-mentors'],
      ['Ask an Expert', '/dashboard_mentor/ask-expert'],
      ['Feature Request', '/dashboard_mentor/feature-request'],
      ['Notifications', '/dashboard_mentor/notifications'],
      ['Profile', '/dashboard_mentor/profile'],
      ['Settings', '/dashboard_mentor/settings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toHaveTextContent('');
  });

  it('says a later page is not available yet and links back home', async () => {
    stubOnboarding({ status: 200, body: mentorState('pending') });
    renderMentorDashboard('/dashboard_mentor/earnings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
    expect(screen.getByText(/The Earnings page is not available yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard home' })).toHaveAttribute(
      'href',
      '/dashboard_mentor',
    );
  });

  it('ends the session on the server and goes to / on Logout', async () => {
    const calls = answerApi(({ path }) =>
      path === '/api/onboarding' ? { status: 200, body: mentorState('pending') } : { status: 204 },
    );
    const { router } = renderMentorDashboard('/dashboard_mentor');

    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(router.state.location.pathname).toBe('/');
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/api/account/sessions/current' }),
    );
  });
});
