export { menteesRoutes } from './routes.tsx';
