export { mentorDashboardRoutes } from './routes.tsx';
