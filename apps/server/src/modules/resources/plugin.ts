import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { resourcesRoutes } from './routes.ts';
import { createResourcesService } from './service.ts';

/** Resources: the articles of /resources (owns blog_posts). */
export const resourcesModule = defineModule('resources', async (app, { database }) => {
  const resources = createResourcesService({ database });
  await app.register(resourcesRoutes, { prefix: API_PREFIX, resources });
});
