export { publicPagesRoutes } from './routes.tsx';
