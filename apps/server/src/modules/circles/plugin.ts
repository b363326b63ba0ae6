import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { circlesRoutes } from './routes.ts';
import { createCirclesService } from './service.ts';

/** Circles: interest communities (owns circles, circle_memberships, circle_likes). */
export const circlesModule = defineModule('circles', async (app, { config, database }) => {
  const circles = createCirclesService({ database, config });
  await app.register(circlesRoutes, { prefix: API_PREFIX, circles });
});
