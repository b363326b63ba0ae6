import type { RouteObject } from 'react-router';

/**
 * /resources, its articles at /resources/:slug, and the pages the newsletter's mail links open
 *. Each page loads lazily.
 */
export const resourcesRoutes: RouteObject[] = [
  {
    path: 'resources',
    lazy: async () => ({ Component: (await import('./pages/resources-page.tsx')).ResourcesPage }),
  },
  {
    path: 'resources/:slug',
    lazy: async () => ({ Component: (await import('./pages/article-page.tsx')).ArticlePage }),
  },
  {
    path: 'newsletter/confirm',
    lazy: async () => ({
      Component: (await import('./pages/newsletter-confirm-page.tsx')).NewsletterConfirmPage,
    }),
  },
  {
    path: 'newsletter/unsubscribe',
    lazy: async () => ({
      Component: (await import('./pages/newsletter-unsubscribe-page.tsx'))
        .NewsletterUnsubscribePage,
    }),
  },
];
