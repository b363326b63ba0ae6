/** Public face of the feature-requests feature: its dashboard route (the app composes it). */
export { featureRequestsRoutes } from './routes.tsx';
