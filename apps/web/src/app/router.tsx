import { createBrowserRouter } from 'react-router';
import { adminRoutes } from '@/features/admin';
import { authRoutes } from '@/features/auth';
import { circlesRoutes } from '@/features/circles';
import { contactRoutes } from '@/features/contact';
import { dashboardRoutes } from '@/features/dashboard';
import { homeRoutes } from '@/features/home';
import { mentorDashboardRoutes } from '@/features/mentor-dashboard';
import { mentorsRoutes } from '@/features/mentors';
import { NotFoundPage, RouteErrorPage } from '@/features/misc';
import { onboardingRoutes } from '@/features/onboarding';
import { publicPagesRoutes } from '@/features/public-pages';
import { resourcesRoutes } from '@/features/resources';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { RootLayout } from './layout/root-layout.tsx';

/**
 * The route table (product spec §2). Each feature exports its own route objects with lazy
 * pages (route-level code splitting); everything unknown gets the not-found page.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      ...homeRoutes,
      ...authRoutes,
      ...publicPagesRoutes,
      ...circlesRoutes,
      ...mentorsRoutes,
      ...contactRoutes,
      ...resourcesRoutes,
      ...onboardingRoutes,
      ...dashboardRoutes,
      ...mentorDashboardRoutes,
      ...adminRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
