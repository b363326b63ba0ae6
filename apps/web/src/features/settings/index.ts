/** Public face of the settings feature: its dashboard routes (the app composes them). */
export { settingsRoutes } from './routes.tsx';
