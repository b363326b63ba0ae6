/** Public face of the onboarding feature: what other features and the app may import. */
export { onboardingKey, onboardingQuery, useOnboarding } from './api/get-onboarding.ts';
export { RequireOnboarded } from './components/require-onboarded.tsx';
export { onboardingRoutes } from './routes.tsx';
