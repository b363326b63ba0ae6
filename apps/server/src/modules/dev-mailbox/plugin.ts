import { defineModule } from '../../lib/module.ts';
import { devMailboxRoutes } from './routes.ts';
import { createDevMailboxService } from './service.ts';

/**
 * The dev mailbox at /dev/mailbox (owns dev_mails): its pages exist only when
 * `config.devMailbox` (SMTP_URL unset, outside production). The mail worker keeps mail
 * through the same service.
 */
export const devMailboxModule = defineModule('dev-mailbox', async (app, { config, database }) => {
  if (!config.devMailbox) return;
  const mailbox = createDevMailboxService({ database });
  await app.register(devMailboxRoutes, { mailbox, appName: config.appName });
});
