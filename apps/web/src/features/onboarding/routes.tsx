import type { RouteObject } from 'react-router';

/** The onboarding wizard: /welcome and every step route (product spec §2). */
export const onboardingRoutes: RouteObject[] = [];
