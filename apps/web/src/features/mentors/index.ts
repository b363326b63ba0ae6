/** Public face of the mentors feature: its routes (the app composes them). */
export { dashboardMentorsRoutes, mentorsRoutes } from './routes.tsx';
