import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { createSessionStore } from '../sessions/service.ts';
import {
  createAccountIdentity,
  createAccountPersonalData,
  type AccountIdentity,
} from './personal-data.ts';
import { accountRoutes } from './routes.ts';
import { createAccountLimits, createAccountService, type AccountService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The account module's service, for the modules that list 'account' as a dependency. */
    accounts: AccountService;
    /** Password and sign-in age checks, for the account-data module (account deletion). */
    accountIdentity: AccountIdentity;
  }
}

/**
 * Accounts: sign-up, verification, sign-in and sign-out, recovery (owns users, account_tokens).
 * Provides its service (`app.accounts`) to bookings, which asks it for names and emails.
 */
export const accountModule = defineModule(
  'account',
  async (app, { config, database, mailer, personalData }) => {
    const sessions = createSessionStore({ database });
    const accounts = createAccountService({
      config,
      database,
      mailer,
      limits: createAccountLimits(database, config),
      sessions,
      // Ended sign-in sessions lose their live sockets too (ADR 0012).
      onSessionsEnded: (ended) =>
        'sessionId' in ended
          ? app.realtime.endSession(ended.sessionId)
          : app.realtime.endUser(ended.userId),
    });
    app.decorate('accounts', accounts);
    app.decorate('accountIdentity', createAccountIdentity({ database, sessions }));
    personalData.register(
      createAccountPersonalData({
        database,
        sessions,
        onSessionsEnded: ({ userId }) => app.realtime.endUser(userId),
      }),
    );
    await app.register(accountRoutes, { prefix: API_PREFIX, config, accounts });
  },
  { provides: true, dependencies: ['realtime'] },
);
