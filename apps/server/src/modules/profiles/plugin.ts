import { defineModule } from '../../lib/module.ts';
import { createProfilesService, type ProfilesService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The profiles module's service, for the modules that list 'profiles' as a dependency. */
    profiles: ProfilesService;
  }
}

/**
 * Profiles (ADR 0016): owns `mentor_profiles` and `mentee_profiles`, one repository each, and
 * provides the one service through which onboarding, mentors, profile, settings and admin read
 * and write them. It has no routes of its own.
 */
export const profilesModule = defineModule(
  'profiles',
  async (app, { database }) => {
    app.decorate('profiles', createProfilesService({ database }));
  },
  { provides: true },
);
