import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { createProfilePersonalData } from './personal-data.ts';
import { profileRoutes } from './routes.ts';
import { createProfileService } from './service.ts';

/**
 * Profile: Settings → Profile and the profile photo of both roles
 * (docs/product.md#1115-settings-that-save). Owns no table: it reads and writes both profile
 * tables through the profiles service (ADR 0016); it owns the photo files under `UPLOADS_DIR/photos`. Asks bookings whether
 * a mentor set weekly hours (the completeness).
 */
export const profileModule = defineModule(
  'profile',
  async (app, { config, database, personalData }) => {
    const profile = createProfileService({
      config,
      database,
      profiles: app.profiles,
      bookings: app.bookings,
    });
    personalData.register(createProfilePersonalData({ config, profiles: app.profiles }));
    await app.register(profileRoutes, { prefix: API_PREFIX, profile });
  },
  { dependencies: ['profiles', 'bookings'] },
);
