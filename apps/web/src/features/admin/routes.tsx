import type { RouteObject } from 'react-router';

/** Admin pages under /admin (mentor vetting). */
export const adminRoutes: RouteObject[] = [];
