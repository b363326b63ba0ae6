import type { RouteObject } from 'react-router';

/** Static public pages: /about, /privacy, /faq, /terms (product spec §2). */
export const publicPagesRoutes: RouteObject[] = [];
