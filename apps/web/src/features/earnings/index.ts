/** Public face of the earnings feature: its mentor-dashboard route (the app composes it). */
export { earningsRoutes } from './routes.tsx';
