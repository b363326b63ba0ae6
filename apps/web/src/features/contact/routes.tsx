import type { RouteObject } from 'react-router';

/** /contact (product spec §2), loaded lazily. */
export const contactRoutes: RouteObject[] = [
  {
    path: 'contact',
    lazy: async () => ({ Component: (await import('./pages/contact-page.tsx')).ContactPage }),
  },
];
