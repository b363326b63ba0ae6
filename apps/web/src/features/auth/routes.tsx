import type { RouteObject } from 'react-router';
import { BARE } from '@/lib/route-handle.ts';

/**
 * /login, /signup, /forgot-password, /reset-password (docs/product.md#2-screens-and-routes),
 * and the pages of an email change's links, /account/email and /account/email/undo.
 */
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
  {
    path: 'account/email',
    handle: BARE,
    lazy: async () => {
      const { EmailChangePage } = await import('./pages/index.ts');
      return { Component: () => <EmailChangePage kind="confirm" /> };
    },
  },
  {
    path: 'account/email/undo',
    handle: BARE,
    lazy: async () => {
      const { EmailChangePage } = await import('./pages/index.ts');
      return { Component: () => <EmailChangePage kind="undo" /> };
    },
  },
];
