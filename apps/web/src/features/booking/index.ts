/** Public face of the booking feature: its routes (the app composes them). */
export { bookingRoutes } from './routes.tsx';
