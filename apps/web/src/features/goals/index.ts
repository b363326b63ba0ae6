export { goalsRoutes } from './routes.tsx';
