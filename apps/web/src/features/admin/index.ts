export { adminRoutes } from './routes.tsx';
export { AdminNavLink } from './components/admin-nav-link.tsx';
