import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { createSessionStore } from '../sessions/service.ts';
import { mfaRoutes } from './mfa/routes.ts';
import { createMfaService } from './mfa/service.ts';
import { accountRoutes } from './routes.ts';
import { createAccountLimits, createAccountService, type AccountService } from './service.ts';
import { sessionListRoutes } from './session-list/routes.ts';
import { createSessionList } from './session-list/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The account module's service, for the modules that list 'account' as a dependency. */
    accounts: AccountService;
  }
}

/**
 * Accounts: sign-up, verification, sign-in and sign-out, recovery, two-factor authentication
 * and the sessions list (owns users, account_tokens, the mfa_* tables). Provides its service
 * (`app.accounts`) to bookings, which asks it for names and emails.
 */
export const accountModule = defineModule(
  'account',
  async (app, { config, database, mailer }) => {
    const limits = createAccountLimits(database, config);
    const sessions = createSessionStore({ database });
    const accounts = createAccountService({
      config,
      database,
      mailer,
      limits,
      sessions,
      // Ended sign-in sessions lose their live sockets too (ADR 0012).
      onSessionsEnded: (ended) =>
        'sessionId' in ended
          ? app.realtime.endSession(ended.sessionId)
          : app.realtime.endUser(ended.userId),
    });
    app.decorate('accounts', accounts);
    const mfa = createMfaService({ config, database, mailer, limits, sessions });
    const sessionList = createSessionList({
      sessions,
      onSessionEnded: (sessionId) => app.realtime.endSession(sessionId),
    });
    await app.register(accountRoutes, { prefix: API_PREFIX, config, accounts });
    await app.register(mfaRoutes, { prefix: API_PREFIX, config, mfa });
    await app.register(sessionListRoutes, { prefix: API_PREFIX, config, accounts, sessionList });
  },
  { provides: true, dependencies: ['realtime'] },
);
