import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { createOnboardingPersonalData } from './personal-data.ts';
import { onboardingRoutes } from './routes.ts';
import { createOnboardingService } from './service.ts';

/**
 * Onboarding: the wizard's answers (owns `onboarding`); Confirm writes the person's name
 * through the account module and the profile through the profiles module (ADR 0016). No other
 * module uses its service, so it stays encapsulated.
 */
export const onboardingModule = defineModule(
  'onboarding',
  async (app, { database, events, logger, personalData }) => {
    personalData.register(createOnboardingPersonalData(database));
    const onboarding = createOnboardingService({
      database,
      mentors: app.mentors,
      profiles: app.profiles,
      accounts: app.accounts,
      events,
      log: logger,
    });
    await app.register(onboardingRoutes, { prefix: API_PREFIX, onboarding });
  },
  { dependencies: ['mentors', 'account', 'profiles'] },
);
