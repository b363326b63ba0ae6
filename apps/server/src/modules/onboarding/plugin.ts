import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { onboardingRoutes } from './routes.ts';
import { createOnboardingService } from './service.ts';

/** Onboarding: the wizard's answers and the mentee profile (owns onboarding, mentee_profiles). */
export const onboardingModule = defineModule(
  'onboarding',
  async (app, { database, logger }) => {
    const onboarding = createOnboardingService({ database, mentors: app.mentors, log: logger });
    await app.register(onboardingRoutes, { prefix: API_PREFIX, onboarding });
  },
  { dependencies: ['mentors'] },
);
