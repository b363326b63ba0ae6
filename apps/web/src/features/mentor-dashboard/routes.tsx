import type { RouteObject } from 'react-router';

/** The mentor dashboard under /dashboard_mentor (product spec §2 "Mentor dashboard"). */
export const mentorDashboardRoutes: RouteObject[] = [];
