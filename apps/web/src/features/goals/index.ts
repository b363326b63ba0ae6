/** Public face of the goals feature: its routes and the mentee home's goal and progress sections. */
export { goalsRoutes } from './routes.tsx';
export { GoalProgress, WeekActivities } from './components/home-goal-sections.tsx';
export { Badges, Milestones, WeeklyProgress } from './components/home-progress-sections.tsx';
