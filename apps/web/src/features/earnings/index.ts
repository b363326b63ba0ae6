/**
 * Public face of the earnings feature: its mentor-dashboard route (the app composes it) and
 * the mentor home's Earnings and Analytics cards.
 */
export { earningsRoutes } from './routes.tsx';
export { AnalyticsCard } from './components/analytics-card.tsx';
export { EarningsCard } from './components/earnings-card.tsx';
