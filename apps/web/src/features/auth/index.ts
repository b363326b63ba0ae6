/** Public face of the auth feature: its routes (the app composes them). */
export { authRoutes } from './routes.tsx';
