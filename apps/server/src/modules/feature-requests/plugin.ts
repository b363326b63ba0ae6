import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { createFeatureRequestsPersonalData } from './personal-data.ts';
import { featureRequestsRoutes } from './routes.ts';
import { createFeatureRequestsService } from './service.ts';

/**
 * Feature requests (docs/product.md#1281-feature-requests): stored, then mailed to SUPPORT_EMAIL
 * (owns feature_requests).
 */
export const featureRequestsModule = defineModule(
  'feature-requests',
  async (app, { config, database, mailer, personalData }) => {
    personalData.register(createFeatureRequestsPersonalData(database));
    const featureRequests = createFeatureRequestsService({ config, database, mailer });
    await app.register(featureRequestsRoutes, { prefix: API_PREFIX, featureRequests });
  },
);
