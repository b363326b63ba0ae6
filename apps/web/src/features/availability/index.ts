/** Public face of the availability feature: its mentor dashboard routes (the app composes them). */
export { availabilityRoutes } from './routes.tsx';
