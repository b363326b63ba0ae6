/** Public face of the profile feature: its dashboard route (the app composes it). */
export { profileRoutes } from './routes.tsx';
