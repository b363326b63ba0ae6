import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { createSessionStore } from '../sessions/service.ts';
import { accountRoutes } from './routes.ts';
import { createAccountLimits, createAccountService } from './service.ts';

/** Accounts: sign-up, verification, sign-in and sign-out, recovery (owns users, account_tokens). */
export const accountModule = defineModule('account', async (app, { config, database, mailer }) => {
  const accounts = createAccountService({
    config,
    database,
    mailer,
    limits: createAccountLimits(database, config),
    sessions: createSessionStore({ database }),
  });
  await app.register(accountRoutes, { prefix: API_PREFIX, config, accounts });
});
