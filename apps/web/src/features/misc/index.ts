export { NotFoundPage } from './pages/not-found-page.tsx';
export { RouteErrorPage } from './pages/route-error-page.tsx';
