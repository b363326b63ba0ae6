/** Public face of the Ask an Expert feature: its dashboard route (the app composes it). */
export { expertsRoutes } from './routes.tsx';
