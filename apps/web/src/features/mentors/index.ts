/** Public face of the mentors feature: its routes (the app composes them). */
export { mentorsRoutes } from './routes.tsx';
