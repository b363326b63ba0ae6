import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { mailLanguage } from '../../mail/language.ts';
import { createApplicationDigest } from './application-digest.ts';
import { subscribeMentorsEvents } from './events.ts';
import { subscribeListingEvents } from './listing-events.ts';
import { mentorPlansRoutes } from './plans-routes.ts';
import { mentorsRoutes } from './routes.ts';
import { createMentorsService, type MentorsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mentors module's service, for the modules that list 'mentors' as a dependency. */
    mentors: MentorsService;
  }
}

/**
 * Mentors: the public directory and mentor applications (owns mentor_plans and
 * mentor_directory_version; the profile rows through the profiles module, ADR 0016). Mails
 * the admins an hourly digest of waiting applications (pg-boss queue
 * `mentor-applications-digest`). Provides its service to onboarding, admin and stats.
 */
export const mentorsModule = defineModule(
  'mentors',
  async (app, { config, database, mailer, jobs, events }) => {
    const mentors = createMentorsService({ database, profiles: app.profiles });
    // Mails to a mentor are in their language (docs/product.md#15-languages).
    const languageOf = async (userId: string) =>
      mailLanguage((await app.profiles.people([userId])).get(userId)?.language);
    subscribeListingEvents({ events, config, mailer, languageOf });
    const digest = createApplicationDigest({ config, mailer, jobs, mentors });
    subscribeMentorsEvents({ events, config, mailer, digest, languageOf });
    app.addHook('onReady', () => digest.start());
    app.decorate('mentors', mentors);
    await app.register(mentorsRoutes, { prefix: API_PREFIX, mentors });
    await app.register(mentorPlansRoutes, { prefix: API_PREFIX, plans: mentors.plans });
  },
  { provides: true, dependencies: ['profiles'] },
);
