import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { onboardingRoutes } from './routes.ts';
import { createOnboardingService, type OnboardingService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The onboarding module's service, for the modules that list 'onboarding' as a dependency. */
    onboarding: OnboardingService;
  }
}

/**
 * Onboarding: the wizard's answers and the mentee profile (owns onboarding, mentee_profiles).
 * Provides its service to profile (Settings → Profile of a mentee), settings (languages, goals) and mentees (the filters).
 */
export const onboardingModule = defineModule(
  'onboarding',
  async (app, { database, events, logger }) => {
    const onboarding = createOnboardingService({
      database,
      mentors: app.mentors,
      accounts: app.accounts,
      events,
      log: logger,
    });
    app.decorate('onboarding', onboarding);
    await app.register(onboardingRoutes, { prefix: API_PREFIX, onboarding });
  },
  { dependencies: ['mentors', 'account'], provides: true },
);
