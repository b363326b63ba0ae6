import { createBrowserRouter } from 'react-router';
import { NotFoundPage, RouteErrorPage } from '@/features/misc';
import { RootLayout } from './layout/root-layout.tsx';
import type { RouteHandle } from './layout/route-handle.ts';

/** Auth and onboarding pages show neither the top navigation nor the footer (spec §2). */
const bare: RouteHandle = { topNav: false, footer: false };
/** Dashboard pages have their own sidebar; the top navigation is hidden on most (spec §2). */
const dashboard: RouteHandle = { topNav: false, footer: false };

/**
 * The route table (product spec §2). Pages load lazily, one chunk per feature page
 * (route-level code splitting). Routes of later issues fall through to the not-found page.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('@/features/home')).HomePage }),
      },
      {
        path: 'login',
        handle: bare,
        lazy: async () => ({ Component: (await import('@/features/auth/pages')).LoginPage }),
      },
      {
        path: 'signup',
        handle: bare,
        lazy: async () => ({ Component: (await import('@/features/auth/pages')).SignupPage }),
      },
      {
        path: 'forgot-password',
        handle: bare,
        lazy: async () => ({
          Component: (await import('@/features/auth/pages')).ForgotPasswordPage,
        }),
      },
      {
        path: 'reset-password',
        handle: bare,
        lazy: async () => ({
          Component: (await import('@/features/auth/pages')).ResetPasswordPage,
        }),
      },
      {
        path: 'dashboard',
        handle: dashboard,
        lazy: async () => ({
          Component: (await import('@/features/dashboard')).MenteeDashboardLayout,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('@/features/dashboard')).MenteeHomePage,
            }),
          },
          {
            path: 'messages',
            handle: { topNav: true } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('@/features/dashboard')).DashboardNotBuiltPage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('@/features/dashboard')).DashboardNotBuiltPage,
            }),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
