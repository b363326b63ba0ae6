import type { RouteObject } from 'react-router';
import { BARE } from '@/lib/route-handle.ts';

/** /login, /signup, /forgot-password, /reset-password (docs/product.md#2-screens-and-routes). */
export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: BARE,
    lazy: async () => ({ Component: (await import('./pages/index.ts')).LoginPage }),
  },
  {
    path: 'signup',
    handle: BARE,
    lazy: async () => ({ Component: (await import('./pages/index.ts')).SignupPage }),
  },
  {
    path: 'forgot-password',
    handle: BARE,
    lazy: async () => ({ Component: (await import('./pages/index.ts')).ForgotPasswordPage }),
  },
  {
    path: 'reset-password',
    handle: BARE,
    lazy: async () => ({ Component: (await import('./pages/index.ts')).ResetPasswordPage }),
  },
];
