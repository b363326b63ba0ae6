import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { createGoalsPersonalData } from './personal-data.ts';
import { goalsRoutes } from './routes.ts';
import { createGoalsService, type GoalsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The goals module's service, for the bookings module (the goal an agenda names). */
    goals: GoalsService;
  }
}

/**
 * Goals and activities: the mentee's plan, and what their mentors see and assign (owns goals,
 * activities). Reads `bookings` only to know who is whose mentee; asks the bookings service who
 * takes part in a session (action items). Provides its service to the bookings module, which asks
 * it about the goal a booking's agenda names.
 */
export const goalsModule = defineModule(
  'goals',
  async (app, { database, events, personalData }) => {
    personalData.register(createGoalsPersonalData(database));
    const goals = createGoalsService({ database, bookings: app.bookings, events });
    app.decorate('goals', goals);
    await app.register(goalsRoutes, { prefix: API_PREFIX, goals });
  },
  { dependencies: ['bookings'], provides: true },
);
