import type { Booking, BookingDetail, MyMentor, User } from '@pathwise/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { MyMentorsPage } from '@/features/bookings/pages/my-mentors-page.tsx';
import { BookingDetailPage } from '@/features/bookings/pages/booking-detail-page.tsx';
import { BookingsPage } from '@/features/bookings/pages/bookings-page.tsx';
import { accountKey } from '@/lib/session/account.ts';
import { card } from './mentors-harness.tsx';

const HOUR = 3_600_000;

/** An instant `hours` from now, as the API writes it. */
export function inHours(hours: number): string {
  return new Date(Date.now() + hours * HOUR).toISOString();
}

const NO_ACTIONS: Booking['actions'] = {
  join: false,
  confirm: false,
  decline: false,
  cancel: false,
  reschedule: false,
  propose: false,
  respondToProposal: false,
  review: false,
  reportAbsence: false,
};

/**
 * A booking as the mentee sees it: confirmed, in three days, an hour long, with the mentor in
 * New York and the mentee in Berlin. `actions` are merged into "nothing allowed".
 */
export function booking(
  overrides: Partial<Omit<Booking, 'actions'>> & { actions?: Partial<Booking['actions']> } = {},
): Booking {
  const { actions, ...rest } = overrides;
  return {
    id: 'b1',
    role: 'mentee',
    mentor: {
      id: 'm1',
      name: 'Amara Okafor',
      photoPath: null,
      headline: 'Engineering Director · Vantyx',
    },
    mentee: { id: 'u1', name: 'Ada Lovelace', photoPath: null, headline: null },
    status: 'confirmed',
    start: inHours(72),
    end: inHours(73),
    mentorTimeZone: 'America/New_York',
    menteeTimeZone: 'Europe/Berlin',
    planId: 'plan-1',
    planName: 'Starter Plan',
    planSessions: 2,
    priceMinor: 25_000,
    currency: 'USD',
    agenda: 'Plan my move into engineering management.',
    meetingUrl: 'https://meet.example.com/abc',
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
    createdAt: inHours(-24),
    updatedAt: inHours(-24),
    ...rest,
    actions: { ...NO_ACTIONS, ...actions },
  };
}

/** A booking's detail: {@link booking} with history and attachments. */
export function detail(
  overrides: Parameters<typeof booking>[0] &
    Partial<Pick<BookingDetail, 'history' | 'attachments'>> = {},
): BookingDetail {
  const { history, attachments, ...rest } = overrides;
  const base = booking(rest);
  return {
    ...base,
    history: history ?? [
      {
        kind: 'created',
        by: 'mentee',
        at: base.createdAt,
        reason: null,
        previousStart: null,
        newStart: null,
      },
    ],
    attachments: attachments ?? [],
  };
}

/** One of the mentee's mentors (`GET /api/my-mentors`). */
export function myMentor(
  overrides: Partial<Omit<MyMentor, 'mentor'>> & { mentor?: Partial<MyMentor['mentor']> } = {},
): MyMentor {
  const { mentor, ...rest } = overrides;
  return {
    mentor: card(mentor),
    completedSessions: 1,
    upcomingSessions: 0,
    lastSessionAt: inHours(-48),
    nextSessionAt: null,
    ...rest,
  };
}

/** The signed-in mentee (or `role` mentor). */
export function account(role: 'mentee' | 'mentor' = 'mentee'): User {
  return {
    id: role === 'mentee' ? 'u1' : 'm1',
    email: 'ada@example.com',
    name: role === 'mentee' ? 'Ada Lovelace' : 'Amara Okafor',
    emailVerification: true,
    createdAt: '2025-06-17T00:00:00.000Z',
    role,
    onboarded: true,
    isAdmin: false,
  };
}

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}
    </p>
  );
}

/**
 * Render the sessions feature's pages (without the dashboard frame) at `path`, signed in as
 * `user`. Other paths render a marker with their path.
 */
export function renderBookings(path: string, user: User = account()) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(accountKey, user);
  const router = createMemoryRouter(
    [
      { path: '/dashboard/sessions', element: <BookingsPage /> },
      { path: '/dashboard/mentors', element: <MyMentorsPage /> },
      { path: '/sessions/:id', element: <BookingDetailPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
