import { createBrowserRouter } from 'react-router';
import { adminRoutes } from '@/features/admin';
import { authRoutes } from '@/features/auth';
import { availabilityRoutes } from '@/features/availability';
import { bookingRoutes } from '@/features/booking';
import { calendarRoutes } from '@/features/calendar';
import { circlesRoutes } from '@/features/circles';
import { contactRoutes } from '@/features/contact';
import { dashboardRoutes } from '@/features/dashboard';
import { earningsRoutes } from '@/features/earnings';
import { expertsRoutes } from '@/features/experts';
import { featureRequestsRoutes } from '@/features/feature-requests';
import { goalsRoutes } from '@/features/goals';
import { homeRoutes } from '@/features/home';
import { menteesRoutes } from '@/features/mentees';
import { mentorDashboardRoutes } from '@/features/mentor-dashboard';
import { messagesRoutes } from '@/features/messages';
import { dashboardMentorsRoutes, mentorsRoutes } from '@/features/mentors';
import { notFoundRoutes, RouteErrorPage } from '@/features/misc';
import { notificationsRoutes, unsubscribeRoutes } from '@/features/notifications';
import { onboardingRoutes } from '@/features/onboarding';
import { profileRoutes } from '@/features/profile';
import { publicPagesRoutes } from '@/features/public-pages';
import { resourcesRoutes } from '@/features/resources';
import { menteeSessionsRoutes, sessionRoutes } from '@/features/sessions';
import { settingsRoutes } from '@/features/settings';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { fillShell } from './dashboard-pages.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { withNamespaces } from './with-namespaces.ts';

/**
 * The route table (docs/product.md#2-screens-and-routes). Each feature exports its own route objects with lazy
 * pages (route-level code splitting); everything unknown gets the not-found page. Each
 * feature's lazy routes also load the i18n namespaces its pages use (`common` is always
 * there); the dashboards also need `onboarding`, for the error screen of their guard.
 *
 * The two dashboards are shells (layout and sidebar); the domain pages that appear in both
 * are written once and listed in {@link DASHBOARD_PAGES}.
 */
/** Domain pages that both dashboards show, relative to the dashboard's home. */
const DASHBOARD_PAGES = [
  ...withNamespaces(notificationsRoutes, ['notifications']),
  ...withNamespaces(settingsRoutes, ['settings']),
  ...withNamespaces(dashboardMentorsRoutes, ['mentors']),
  ...withNamespaces(profileRoutes, ['profile', 'mentors']),
  ...withNamespaces(messagesRoutes, ['messages']),
  ...withNamespaces(expertsRoutes, ['experts']),
  ...withNamespaces(featureRequestsRoutes, ['feature-requests']),
];
/** Domain pages of the mentor dashboard only, relative to its home. */
const MENTOR_PAGES = [
  ...withNamespaces(calendarRoutes, ['calendar']),
  ...withNamespaces(availabilityRoutes, ['booking']),
  ...withNamespaces(menteesRoutes, ['mentees']),
  ...withNamespaces(earningsRoutes, ['earnings']),
];
/** Domain pages of the mentee dashboard only, relative to its home. */
const MENTEE_PAGES = [
  ...withNamespaces(goalsRoutes, ['goals']),
  ...withNamespaces(menteeSessionsRoutes, ['sessions', 'mentors']),
];

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      ...withNamespaces(homeRoutes, ['home']),
      ...withNamespaces(authRoutes, ['auth']),
      ...withNamespaces(publicPagesRoutes, ['public']),
      ...withNamespaces(circlesRoutes, ['circles']),
      ...withNamespaces(bookingRoutes, ['booking']),
      ...withNamespaces(mentorsRoutes, ['mentors']),
      ...withNamespaces(contactRoutes, ['contact']),
      ...withNamespaces(resourcesRoutes, ['resources']),
      ...withNamespaces(unsubscribeRoutes, ['notifications']),
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
      ...withNamespaces(sessionRoutes, ['sessions']),
      ...notFoundRoutes,
    ],
  },
]);
