/** Public face of the moderation feature: the appeal page's route (the app composes it). */
export { appealRoutes } from './routes.tsx';
