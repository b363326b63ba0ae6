import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { settingsRoutes } from './routes.ts';
import { createSettingsService } from './service.ts';

/**
 * Settings: the settings page's sections (docs/product.md#1115-settings-that-save). Owns no
 * table: it reads and writes through the account, profiles and circles services.
 */
export const settingsModule = defineModule(
  'settings',
  async (app) => {
    const settings = createSettingsService({
      accounts: app.accounts,
      profiles: app.profiles,
      circles: app.circles,
    });
    await app.register(settingsRoutes, { prefix: API_PREFIX, settings });
  },
  { dependencies: ['account', 'profiles', 'circles'] },
);
