export { notFoundRoutes } from './routes.tsx';
export { RouteErrorPage } from './pages/route-error-page.tsx';
