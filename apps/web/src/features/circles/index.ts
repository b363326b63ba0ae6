/** Public face of the circles feature: its routes, and the mentor home's Your Circles card. */
export { circlesRoutes } from './routes.tsx';
export { YourCirclesCard } from './components/your-circles-card.tsx';
