/** Public face of the mentees feature: its routes and the mentor home's Student Progress Tracker. */
export { menteesRoutes } from './routes.tsx';
export { StudentProgressTracker } from './components/student-progress-tracker.tsx';
