/** Public face of the notifications feature: its dashboard routes (the app composes them). */
export { notificationsRoutes } from './routes.tsx';
