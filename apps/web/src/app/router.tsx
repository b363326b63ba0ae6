import { createBrowserRouter } from 'react-router';
import { authRoutes } from '@/features/auth';
import { dashboardRoutes } from '@/features/dashboard';
import { homeRoutes } from '@/features/home';
import { NotFoundPage, RouteErrorPage } from '@/features/misc';
import { publicPagesRoutes } from '@/features/public-pages';
import { RootLayout } from './layout/root-layout.tsx';

/**
 * The route table (product spec §2). Each feature exports its own route objects with lazy
 * pages (route-level code splitting); everything unknown gets the not-found page.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...homeRoutes,
      ...authRoutes,
      ...publicPagesRoutes,
      ...dashboardRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
