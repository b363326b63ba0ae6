import { ONBOARDING_STEPS, type OnboardingStepKey } from '@pathwise/contracts';
import type { RouteObject } from 'react-router';
import { BARE } from '@/lib/route-handle.ts';
import type * as PagesModule from './pages/index.ts';

type Pages = typeof PagesModule;

/** The screen of each wizard step; the routes themselves come from `ONBOARDING_STEPS`. */
const PAGE_OF: Record<OnboardingStepKey, keyof Pages> = {
  roleInfo: 'WelcomePage',
  bio: 'BioPage',
  about: 'AboutPage',
  confirmRole: 'ConfirmRolePage',
  expertise: 'ExpertisePage',
  skills: 'SkillsPage',
  expert: 'ExpertPage',
  certification: 'CertificationPage',
  plans: 'PlansPage',
  clients: 'ClientsPage',
  mentorGoal: 'MentorGoalPage',
  experience: 'ExperiencePage',
  timeline: 'TimelinePage',
  sessions: 'SessionsPage',
  qualities: 'QualitiesPage',
  menteeGoal: 'MenteeGoalPage',
  finish: 'FinishPage',
};

/**
 * The onboarding wizard (docs/product.md#216-onboarding-wizard "Onboarding wizard"): /welcome
 * (the role screen) and every step route, all BARE, under one layout that needs a verified
 * session and sends a route opened out of order to the step to resume at. The wizard's
 * screens share one lazily loaded chunk.
 */
export const onboardingRoutes: RouteObject[] = [
  {
    handle: BARE,
    lazy: async () => ({ Component: (await import('./pages/index.ts')).OnboardingLayout }),
    children: ONBOARDING_STEPS.map(({ key, path }) => ({
      path: path.slice(1),
      lazy: async () => ({ Component: (await import('./pages/index.ts'))[PAGE_OF[key]] }),
    })),
  },
];
