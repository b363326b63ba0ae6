/** Public face of the circles feature: its routes. */
export { circlesRoutes } from './routes.tsx';
