import type { RouteObject } from 'react-router';
import { adminRoutes } from '@/features/admin';
import {
  availabilityRoutes,
  bookingDetailRoutes,
  calendarRoutes,
  menteeBookingsRoutes,
} from '@/features/bookings';
import { dashboardRoutes } from '@/features/dashboard';
import { earningsRoutes } from '@/features/earnings';
import { expertsRoutes } from '@/features/experts';
import { featureRequestsRoutes } from '@/features/feature-requests';
import { goalsRoutes } from '@/features/goals';
import { menteesRoutes } from '@/features/mentees';
import { mentorDashboardRoutes } from '@/features/mentor-dashboard';
import { messagesRoutes } from '@/features/messages';
import { appealRoutes } from '@/features/moderation';
import { dashboardMentorsRoutes } from '@/features/mentors';
import { notificationsRoutes, unsubscribeRoutes } from '@/features/notifications';
import { onboardingRoutes } from '@/features/onboarding';
import { profileRoutes } from '@/features/profile';
import { settingsRoutes } from '@/features/settings';
import { fillShell } from './dashboard-pages.ts';
import { withNamespaces } from './with-namespaces.ts';

/**
 * The routes of signed-in people (onboarding, both dashboards, admin, a session's page) and
 * two public pages reached only from a mail's link (a notification mail's unsubscribe page, the
 * appeal of a statement of reasons),
 * children of the root route like the public ones in `router.tsx`, which adds them the first
 * time a path is not one of its own (React Router's `patchRoutesOnNavigation`). Apart so that
 * their route objects, and the contracts and helpers they import, are not part of the entry
 * chunk that every visitor of a public page downloads (first-load JS of `/`: ADR 0011, docs/performance.md).
 *
 * The two dashboards are shells (layout and sidebar); the domain pages that appear in both
 * are written once and listed in {@link DASHBOARD_PAGES}. Each feature's lazy routes also load
 * the i18n namespaces its pages use; the dashboards also need `onboarding`, for the error
 * screen of their guard.
 */
/** Domain pages that both dashboards show, relative to the dashboard's home. */
const DASHBOARD_PAGES = [
  ...withNamespaces(notificationsRoutes, ['notifications']),
  ...withNamespaces(settingsRoutes, ['settings', 'blocks']),
  ...withNamespaces(dashboardMentorsRoutes, ['mentors']),
  ...withNamespaces(profileRoutes, ['profile', 'mentors', 'blocks', 'report']),
  ...withNamespaces(messagesRoutes, ['messages', 'blocks', 'report']),
  ...withNamespaces(expertsRoutes, ['experts']),
  ...withNamespaces(featureRequestsRoutes, ['feature-requests']),
];
/** Domain pages of the mentor dashboard only, relative to its home. */
const MENTOR_PAGES = [
  // The home, composed here from the features' cards (`homes/`).
  {
    index: true,
    lazy: async () => ({
      Component: (await import('./homes/mentor-home-page.tsx')).MentorHomePage,
    }),
  },
  ...withNamespaces(calendarRoutes, ['calendar']),
  ...withNamespaces(availabilityRoutes, ['booking']),
  ...withNamespaces(menteesRoutes, ['mentees']),
  ...withNamespaces(earningsRoutes, ['earnings']),
];
/** Domain pages of the mentee dashboard only, relative to its home. */
const MENTEE_PAGES = [
  // The home, composed here from the features' sections (`homes/`).
  {
    index: true,
    lazy: async () => ({
      Component: (await import('./homes/mentee-home-page.tsx')).MenteeHomePage,
    }),
  },
  ...withNamespaces(goalsRoutes, ['goals']),
  ...withNamespaces(menteeBookingsRoutes, ['sessions', 'mentors']),
];

export const privateRoutes: RouteObject[] = [
  ...withNamespaces(onboardingRoutes, ['onboarding']),
  ...withNamespaces(fillShell(dashboardRoutes, [...DASHBOARD_PAGES, ...MENTEE_PAGES]), [
    'dashboard',
    'onboarding',
  ]),
  ...withNamespaces(fillShell(mentorDashboardRoutes, [...DASHBOARD_PAGES, ...MENTOR_PAGES]), [
    'mentor',
    'onboarding',
  ]),
  ...withNamespaces(adminRoutes, ['admin']),
  ...withNamespaces(bookingDetailRoutes, ['sessions']),
  // Public, but visited only through a mail's link (a notification mail's opt-out, a
  // statement of reasons): not worth a place in the entry chunk (docs/performance.md).
  ...withNamespaces(unsubscribeRoutes, ['notifications']),
  ...withNamespaces(appealRoutes, ['public']),
];
