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
 * Onboarding: the wizard's answers (owns `onboarding`); Confirm writes the profile through the
 * profiles module (ADR 0016). Provides its service to messages (the role).
 */
export const onboardingModule = defineModule(
  'onboarding',
  async (app, { database, events, logger }) => {
    const onboarding = createOnboardingService({
      database,
      mentors: app.mentors,
      profiles: app.profiles,
      accounts: app.accounts,
      events,
      log: logger,
    });
    app.decorate('onboarding', onboarding);
    await app.register(onboardingRoutes, { prefix: API_PREFIX, onboarding });
  },
  { dependencies: ['mentors', 'account', 'profiles'], provides: true },
);
