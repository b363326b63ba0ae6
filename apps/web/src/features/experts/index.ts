/**
 * Public face of the Ask an Expert feature: its dashboard route (the app composes it) and the
 * mentor home's alert of open requests.
 */
export { expertsRoutes } from './routes.tsx';
export { ExpertRequestsAlert } from './components/expert-requests-alert.tsx';
