import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { accountDataRoutes } from './routes.ts';
import { createAccountDataService } from './service.ts';

/**
 * Your data (docs/product.md#74-your-data, ADR 0019): the export of everything held about a
 * person and the deletion of their account (owns `account_exports`). Composes the parts the
 * modules holding personal data register (`ModuleDeps.personalData`); asks the account module
 * for the password and sign-in checks and the email, and the bookings module (through its part)
 * to cancel upcoming sessions.
 */
export const accountDataModule = defineModule(
  'account-data',
  async (app, { config, database, mailer, jobs, logger, personalData }) => {
    const accountData = createAccountDataService({
      config,
      database,
      mailer,
      jobs,
      logger,
      parts: () => personalData.parts(),
      identity: app.accountIdentity,
      recipientOf: async (userId) => (await app.accounts.findPeople([userId])).get(userId),
      checkSecondFactor: app.accountIdentity.checkSecondFactor,
      hasSecondFactor: app.accountIdentity.hasSecondFactor,
    });
    app.addHook('onReady', () => accountData.startExportWorker());
    await app.register(accountDataRoutes, { prefix: API_PREFIX, config, accountData });
  },
  { dependencies: ['account', 'bookings', 'profiles', 'messages', 'circles', 'notifications'] },
);
