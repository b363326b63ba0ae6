import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { circlesRoutes } from './routes.ts';
import { createCirclesService, type CirclesService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The circles module's service, for the modules that list 'circles' as a dependency. */
    circles: CirclesService;
  }
}

/**
 * Circles: interest communities (owns circles, circle_memberships, circle_likes). Provides its
 * service to settings (the circles a person is in, issue 12).
 */
export const circlesModule = defineModule(
  'circles',
  async (app, { config, database }) => {
    const circles = createCirclesService({ database, config });
    app.decorate('circles', circles);
    await app.register(circlesRoutes, { prefix: API_PREFIX, circles });
  },
  { provides: true },
);
