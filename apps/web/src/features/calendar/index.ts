/** Public face of the calendar feature: its mentor-dashboard routes (the app composes them). */
export { calendarRoutes } from './routes.tsx';
