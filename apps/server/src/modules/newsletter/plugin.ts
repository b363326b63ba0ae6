import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { newsletterRoutes } from './routes.ts';
import { createNewsletterService } from './service.ts';

/**
 * Newsletter: double opt-in subscriptions and unsubscribe (owns newsletter_subscribers,
 * newsletter_unsubscribe_tokens).
 */
export const newsletterModule = defineModule(
  'newsletter',
  async (app, { config, database, mailer }) => {
    const newsletter = createNewsletterService({ config, database, mailer });
    await app.register(newsletterRoutes, { prefix: API_PREFIX, newsletter });
  },
);
