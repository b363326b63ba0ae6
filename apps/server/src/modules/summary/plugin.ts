import { startPruningAnswerChanges } from '../../lib/kept-answers.ts';
import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { badgeDates } from './repository.ts';
import { summaryRoutes } from './routes.ts';
import { createSummaryService } from './service.ts';
import { startWeeklyPlanMails } from './weekly-plan.ts';

/**
 * The mentee's summary (docs/product.md#125-goals-and-activities, the weekly plan mail of
 * docs/product.md#127-notifications; owns no table): the home's one-request summary and the weekly
 * plan mail. Reads goals through `app.goals`, sessions through `app.bookings`, mentor cards and
 * prices through `app.mentors`, the badge dates of the experts' and circles' tables in one
 * statement of its own (`repository.ts`), and asks `app.notificationPreferences` before mailing.
 * Each process keeps the summaries while nothing they read has changed (ADR 0015).
 */
export const summaryModule = defineModule(
  'summary',
  async (app, { config, database, mailer, jobs, logger }) => {
    const summary = createSummaryService({
      goals: app.goals,
      bookings: app.bookings,
      mentors: app.mentors,
      badges: (menteeId) => badgeDates(database.db, menteeId),
      db: database.db,
    });
    // The kept summaries' change notes (ADR 0015), pruned once per database handle.
    // Started when the app is ready, so that its first run finds the database created and
    // migrated (at start-up the routes are built while PostgreSQL starts).
    let stopPruning = () => {};
    app.addHook('onReady', async () => {
      stopPruning = startPruningAnswerChanges(database.db, (err) =>
        logger.warn({ err }, 'pruning the kept answers’ change notes failed'),
      );
    });
    app.addHook('onClose', async () => stopPruning());
    app.addHook('onReady', () =>
      startWeeklyPlanMails({
        config,
        database,
        mailer,
        jobs,
        logger,
        goals: app.goals,
        preferences: app.notificationPreferences,
      }),
    );
    await app.register(summaryRoutes, { prefix: API_PREFIX, summary });
  },
  { dependencies: ['goals', 'bookings', 'mentors', 'notifications'] },
);
