import type { RouteObject } from 'react-router';

/** Static public pages: /about, /privacy, /faq, /terms (docs/product.md#2-screens-and-routes). Each page loads lazily. */
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
    path: 'terms',
    lazy: async () => ({ Component: (await import('./pages/terms-page.tsx')).TermsPage }),
  },
];
