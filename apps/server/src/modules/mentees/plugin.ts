import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { menteesRoutes } from './routes.ts';
import { createMenteesService } from './service.ts';

/**
 * Mentees: the mentor's view of their mentees (issue 10 "The mentor's view"; owns no table).
 * Reads bookings, goals, accounts and onboarding answers through those modules' services.
 */
export const menteesModule = defineModule(
  'mentees',
  async (app, { database }) => {
    const mentees = createMenteesService({
      database,
      bookings: app.bookings,
      goals: app.goals,
      accounts: app.accounts,
      onboarding: app.onboarding,
    });
    await app.register(menteesRoutes, { prefix: API_PREFIX, mentees });
  },
  { dependencies: ['bookings', 'goals', 'account', 'onboarding'] },
);
