import type { RouteObject } from 'react-router';

/** /contact (docs/product.md#2-screens-and-routes), loaded lazily. */
export const contactRoutes: RouteObject[] = [
  {
    path: 'contact',
    lazy: async () => ({ Component: (await import('./pages/contact-page.tsx')).ContactPage }),
  },
];
