import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { contactRoutes } from './routes.ts';
import { createContactService } from './service.ts';

/** Contact: the /contact form, stored and mailed to support (owns contact_messages). */
export const contactModule = defineModule(
  'contact',
  async (app, { config, database, mailer, logger }) => {
    const contact = createContactService({ config, database, mailer, log: logger });
    await app.register(contactRoutes, { prefix: API_PREFIX, contact });
  },
);
