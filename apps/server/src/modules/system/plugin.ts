import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { configRoutes, healthRoutes } from './routes.ts';
import { createSystemService } from './service.ts';

/** System: `GET /api/config` and `GET /healthz` (owns no table). */
export const systemModule = defineModule('system', async (app, { config, database }) => {
  const system = createSystemService({ config, database });
  await app.register(configRoutes, { prefix: API_PREFIX, system });
  await app.register(healthRoutes, { system });
});
