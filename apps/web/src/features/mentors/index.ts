/** Public face of the mentors feature: what other features and the app may import. */
export { mentorsQuery, useMentors } from './api/get-mentors.ts';
export { MentorAvatar } from './components/mentor-avatar.tsx';
export { mentorsRoutes } from './routes.tsx';
