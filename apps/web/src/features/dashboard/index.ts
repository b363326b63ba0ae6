export { dashboardRoutes } from './routes.tsx';
