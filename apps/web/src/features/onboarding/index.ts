/** Public face of the onboarding feature: its routes (the app composes them). */
export { onboardingRoutes } from './routes.tsx';
