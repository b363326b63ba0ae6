import { startPruningAnswerChanges } from '../../lib/kept-answers.ts';
import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { menteesRoutes } from './routes.ts';
import { createMenteesService } from './service.ts';

/**
 * Mentees: the mentor's view of their mentees (docs/product.md#220-mentor-dashboard; owns no table).
 * Its repository reads the bookings, accounts, onboarding answers and goals' figures in one
 * statement (docs/performance.md); each process keeps the table's and the mentee pages'
 * answers while nothing they read has changed (ADR 0015); what a mentor sees of a mentee's
 * plan comes from the goals service.
 */
export const menteesModule = defineModule(
  'mentees',
  async (app, { database, logger }) => {
    const mentees = createMenteesService({ database, goals: app.goals });
    // The kept answers' change notes (ADR 0015): pruned in every process, harmlessly.
    // Started when the app is ready, so that its first run finds the database created and
    // migrated (at start-up the routes are built while PostgreSQL starts).
    let stopPruning = () => {};
    app.addHook('onReady', async () => {
      stopPruning = startPruningAnswerChanges(database.db, (err) =>
        logger.warn({ err }, 'pruning the kept answers’ change notes failed'),
      );
    });
    app.addHook('onClose', async () => stopPruning());
    await app.register(menteesRoutes, { prefix: API_PREFIX, mentees });
  },
  { dependencies: ['goals'] },
);
