import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { eraseNoticeContacts, findOwnModerationData } from './personal-data-repository.ts';
import { reportsRoutes } from './routes.ts';
import { createReportsService } from './service.ts';

/**
 * Reports and moderation (docs/product.md#141-reporting,
 * docs/product.md#143-moderation-and-suspension; owns reports, moderation_decisions): members
 * report, admins resolve reports and suspend or reinstate accounts, the reported person
 * appeals. Asks the content modules about their content (`messageModeration`,
 * `postModeration`, `bookingModeration`), the account module to suspend, the audit log to
 * record each action and the notifications inbox to tell reporters.
 */
export const reportsModule = defineModule(
  'reports',
  async (app, { config, database, mailer, personalData }) => {
    personalData.register({
      module: 'reports',
      exportFor: async (userId) => {
        const { filed, decisions } = await findOwnModerationData(database.db, userId);
        return {
          json: { 'reports-filed.json': filed, 'moderation-decisions.json': decisions },
        };
      },
      eraseFor: (userId, on) => eraseNoticeContacts(on, userId),
    });
    const reports = createReportsService({
      config,
      database,
      mailer,
      accounts: app.suspensions,
      auditLog: app.auditLog,
      inbox: app.notifications,
      mentors: app.mentors,
      messages: app.messageModeration,
      posts: app.postModeration,
      bookings: app.bookingModeration,
    });
    await app.register(reportsRoutes, { prefix: API_PREFIX, reports });
  },
  {
    dependencies: [
      'account',
      'mentors',
      'bookings',
      'circles',
      'messages',
      'notifications',
      'audit-log',
    ],
  },
);
