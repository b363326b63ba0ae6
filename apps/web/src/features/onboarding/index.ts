export { onboardingRoutes } from './routes.tsx';
