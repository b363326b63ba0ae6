/** Public face of the settings feature: its dashboard routes (the app composes them). */
export { settingsRoutes } from './routes.tsx';
/** Settings → Security's ways to log in (ADR 0017), for the Security tab. */
