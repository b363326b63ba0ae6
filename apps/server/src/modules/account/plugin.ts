import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { createSessionStore } from '../sessions/service.ts';
import { credentialRoutes } from './credential-routes.ts';
import { createCredentialService } from './credentials.ts';
import { mfaRoutes } from './mfa/routes.ts';
import { createMfaService } from './mfa/service.ts';
import { oauthRoutes } from './oauth/routes.ts';
import { createOAuthService } from './oauth/service.ts';
import {
  createAccountIdentity,
  createAccountPersonalData,
  type AccountIdentity,
} from './personal-data.ts';
import { accountRoutes } from './routes.ts';
import {
  createAccountLimits,
  createAccountService,
  type AccountService,
  type SessionsEnded,
} from './service.ts';
import { sessionListRoutes } from './session-list/routes.ts';
import { createAccountSuspensions, type AccountSuspensions } from './suspension.ts';
import { createSessionList } from './session-list/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The account module's service, for the modules that list 'account' as a dependency. */
    accounts: AccountService;
    /** Password and sign-in age checks, for the account-data module (account deletion). */
    accountIdentity: AccountIdentity;
    /** Suspending and reinstating accounts, for the reports module. */
    suspensions: AccountSuspensions;
  }
}

/**
 * Accounts: sign-up, verification, sign-in and sign-out, recovery, changing the password and
 * the email, sign-in with Google and LinkedIn, two-factor authentication and the sessions list
 * (owns users, account_tokens, user_identities, oauth_flows, the mfa_* tables). Provides its
 * service (`app.accounts`) to bookings, which asks it for names and emails.
 */
export const accountModule = defineModule(
  'account',
  async (app, { config, database, mailer, personalData }) => {
    const limits = createAccountLimits(database, config);
    const sessions = createSessionStore({ database });
    // Ended sign-in sessions lose their live sockets too (ADR 0012).
    const onSessionsEnded: SessionsEnded = (ended) =>
      'sessionId' in ended
        ? app.realtime.endSession(ended.sessionId)
        : app.realtime.endUser(ended.userId);
    const accounts = createAccountService({
      config,
      database,
      mailer,
      limits,
      sessions,
      onSessionsEnded,
    });
    app.decorate('accounts', accounts);
    app.decorate(
      'suspensions',
      createAccountSuspensions({ database, sessions, sessionsEnded: onSessionsEnded }),
    );
    personalData.register(
      createAccountPersonalData({
        database,
        sessions,
        onSessionsEnded: ({ userId }) => app.realtime.endUser(userId),
      }),
    );
    const mfa = createMfaService({ config, database, mailer, limits, sessions });
    app.decorate(
      'accountIdentity',
      createAccountIdentity({ database, sessions, secondFactor: mfa }),
    );
    const sessionList = createSessionList({
      sessions,
      onSessionEnded: (sessionId) => app.realtime.endSession(sessionId),
    });
    await app.register(accountRoutes, { prefix: API_PREFIX, config, accounts });
    const credentials = createCredentialService({
      config,
      database,
      mailer,
      limits,
      sessions,
      sessionsEnded: onSessionsEnded,
    });
    await app.register(credentialRoutes, { prefix: API_PREFIX, credentials });
    const oauth = createOAuthService({
      config,
      database,
      limits,
      accounts,
      sessions,
      onSessionsEnded,
    });
    await app.register(oauthRoutes, { prefix: API_PREFIX, config, oauth });
    await app.register(mfaRoutes, { prefix: API_PREFIX, config, mfa });
    await app.register(sessionListRoutes, { prefix: API_PREFIX, config, accounts, sessionList });
  },
  { provides: true, dependencies: ['realtime'] },
);
