import type { RouteObject } from 'react-router';

/**
 * Static public pages: /about, /privacy, /faq, /terms (docs/product.md#2-screens-and-routes) and
 * /mentor-guidelines. Each page loads lazily.
 */
export const publicPagesRoutes: RouteObject[] = [
  {
    path: 'about',
    lazy: async () => ({ Component: (await import('./pages/about-page.tsx')).AboutPage }),
  },
  {
    path: 'privacy',
    lazy: async () => ({ Component: (await import('./pages/privacy-page.tsx')).PrivacyPage }),
  },
  {
    path: 'faq',
    lazy: async () => ({ Component: (await import('./pages/faq-page.tsx')).FaqPage }),
  },
  {
    path: 'mentor-guidelines',
    lazy: async () => ({
      Component: (await import('./pages/mentor-guidelines-page.tsx')).MentorGuidelinesPage,
    }),
  },
  {
    path: 'terms',
    lazy: async () => ({ Component: (await import('./pages/terms-page.tsx')).TermsPage }),
  },
];
