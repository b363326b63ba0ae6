import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { goalsRoutes } from './routes.ts';
import { createGoalsService, type GoalsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The goals service, for the modules that list 'goals' as a dependency (summary). */
    goals: GoalsService;
  }
}

/**
 * Goals and activities: the mentee's plan, and what their mentors see and assign (issue 10;
 * owns goals, activities). Reads `bookings` only to know who is whose mentee.
 */
export const goalsModule = defineModule(
  'goals',
  async (app, { database }) => {
    const goals = createGoalsService({ database });
    app.decorate('goals', goals);
    await app.register(goalsRoutes, { prefix: API_PREFIX, goals });
  },
  { provides: true },
);
