/** Public face of the sessions feature: its routes (the app composes them). */
export { menteeSessionsRoutes, sessionRoutes } from './routes.tsx';
