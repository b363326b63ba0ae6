import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { menteesRoutes } from './routes.ts';
import { createMenteesService } from './service.ts';

/**
 * Mentees: the mentor's view of their mentees (issue 10 "The mentor's view"; owns no table).
 * Its repository reads the bookings, accounts, onboarding answers and goals' figures in one
 * statement (issue 18); what a mentor sees of a mentee's plan comes from the goals service.
 */
export const menteesModule = defineModule(
  'mentees',
  async (app, { database }) => {
    const mentees = createMenteesService({ database, goals: app.goals });
    await app.register(menteesRoutes, { prefix: API_PREFIX, mentees });
  },
  { dependencies: ['goals'] },
);
