import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { profileRoutes } from './routes.ts';
import { createProfileService } from './service.ts';

/**
 * Profile: Settings → Profile and the profile photo of both roles (issue 12). Owns no table:
 * it writes `mentor_profiles` through the mentors service and `mentee_profiles` through the
 * onboarding service; it owns the photo files under `UPLOADS_DIR/photos`. Asks bookings whether
 * a mentor set weekly hours (the completeness).
 */
export const profileModule = defineModule(
  'profile',
  async (app, { config, database }) => {
    const profile = createProfileService({
      config,
      database,
      mentors: app.mentors,
      onboarding: app.onboarding,
      bookings: app.bookings,
    });
    await app.register(profileRoutes, { prefix: API_PREFIX, profile });
  },
  { dependencies: ['mentors', 'onboarding', 'bookings'] },
);
