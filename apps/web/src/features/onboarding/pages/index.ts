/** Every wizard screen, loaded as one chunk: moving from step to step fetches no more code. */
export { BioPage } from './bio-page.tsx';
export { CertificationPage, MenteeGoalPage, MentorGoalPage } from './choice-with-other-page.tsx';
export { ClientsPage } from './clients-page.tsx';
export { ConfirmRolePage } from './confirm-role-page.tsx';
export { ExpertPage } from './expert-page.tsx';
export { FinishPage } from './finish-page.tsx';
export { PlansPage } from './plans-page.tsx';
export { QualitiesPage } from './qualities-page.tsx';
export { SessionsPage } from './sessions-page.tsx';
export { ExperiencePage, ExpertisePage, TimelinePage } from './single-choice-page.tsx';
export { AboutPage, SkillsPage } from './text-step-page.tsx';
export { WelcomePage } from './welcome-page.tsx';
export { OnboardingLayout } from '../components/onboarding-layout.tsx';
