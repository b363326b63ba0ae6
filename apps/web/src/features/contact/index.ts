/** Public face of the contact feature: its route. */
export { contactRoutes } from './routes.tsx';
