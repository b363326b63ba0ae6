import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { settingsRoutes } from './routes.ts';
import { createSettingsService } from './service.ts';

/**
 * Settings: the settings page's sections (issue 12). Owns no table: it reads and writes
 * through the account, onboarding, mentors and circles services.
 */
export const settingsModule = defineModule(
  'settings',
  async (app) => {
    const settings = createSettingsService({
      accounts: app.accounts,
      onboarding: app.onboarding,
      mentors: app.mentors,
      circles: app.circles,
    });
    await app.register(settingsRoutes, { prefix: API_PREFIX, settings });
  },
  { dependencies: ['account', 'onboarding', 'mentors', 'circles'] },
);
