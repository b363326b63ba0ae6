/** Public face of the notifications feature: its routes (the app composes them). */
export { notificationsRoutes, unsubscribeRoutes } from './routes.tsx';
