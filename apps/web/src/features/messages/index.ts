/** Public face of the messages feature: its dashboard routes (the app composes them). */
export { messagesRoutes } from './routes.tsx';
