import {
  NAME_MAX_LENGTH,
  ownSitePath,
  type LinkedIdentityList,
  type OAuthFailureReason,
  type OAuthStartQuery,
} from '@pathwise/contracts';
import type * as OpenIdClient from 'openid-client';
import type { Configuration, IDToken } from 'openid-client';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { newId, newSecret } from '../../../lib/crypto.ts';
import { AppError } from '../../../lib/errors.ts';
import type { SessionStore } from '../../sessions/service.ts';
import * as accountRepo from '../repository.ts';
import type { AccountLimits, AccountService, SignInClient } from '../service.ts';
import { createProviderClients, loadOpenIdClient, type ProviderClient } from './providers.ts';
import * as repo from './repository.ts';
import type { FlowRecord, Provider } from './repository.ts';

/**
 * Sign-in with Google and LinkedIn (docs/product.md#71-account-api, ADR 0017): the
 * authorization-code flow with state, nonce and PKCE; new accounts, linking by verified email,
 * linking from Settings, and the linked sign-in methods.
 */
export type OAuthService = ReturnType<typeof createOAuthService>;

/** How long a started sign-in may take at the provider: 10 minutes. */
export const OAUTH_FLOW_TTL_MS = 10 * 60 * 1000;

/** Where a signed-in person lands without `next` (docs/product.md#7-api, the success URL). */
const SUCCESS_PATH = '/dashboard';

/** Where linking from Settings returns without `next`: the Security tab (the web app sends `next`). */
const LINK_PATH = '/dashboard/settings/security';

/** What a route does with an outcome: redirect, and maybe set the session cookie. */
export interface OAuthOutcome {
  /** Absolute URL on this site, or the provider's authorization URL. */
  redirect: string;
  /** The flow cookie's secret, when a sign-in was started. */
  flowSecret?: string;
  /** The new sign-in session, when someone signed in. */
  session?: Awaited<ReturnType<AccountService['openSession']>>;
}

type FlowPlace = Pick<FlowRecord, 'provider' | 'origin' | 'nextPath' | 'linkUserId'>;

/** The claims this module reads from a provider's ID token. */
interface IdentityClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
}

function claimsOf(claims: IDToken): IdentityClaims {
  const email =
    typeof claims.email === 'string' && claims.email.trim()
      ? claims.email.trim().toLowerCase()
      : null;
  const given = [claims.given_name, claims.family_name].filter((p) => typeof p === 'string');
  const name =
    (typeof claims.name === 'string' && claims.name.trim()) ||
    given.join(' ').trim() ||
    email?.split('@')[0] ||
    'Member';
  return {
    subject: claims.sub,
    email,
    // LinkedIn has sent the boolean as a string.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    // eslint-disable-next-line no-control-regex
    name: name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, NAME_MAX_LENGTH),
  };
}

/** Which failure reason an error of the code exchange stands for. */
function exchangeFailure(err: unknown, oidc: typeof OpenIdClient | undefined): OAuthFailureReason {
  // The provider refused (an expired or used code, a wrong secret) or could not be reached.
  if (oidc && err instanceof oidc.ResponseBodyError) return 'provider_error';
  if (err instanceof TypeError || (err instanceof Error && /Abort|Timeout/.test(err.name))) {
    return 'provider_error';
  }
  // Anything else is a check of the library that failed: signature, issuer, audience,
  // expiry, nonce, state.
  return 'token_invalid';
}

export function createOAuthService(deps: {
  config: Config;
  database: Database;
  limits: AccountLimits;
  accounts: AccountService;
  sessions: SessionStore;
  onSessionsEnded: (ended: { userId: string }) => void;
}) {
  const { config, database, limits, accounts, sessions } = deps;
  const { db } = database;
  const clients: Partial<Record<Provider, ProviderClient>> = createProviderClients(config);

  const url = (path: string, params: Record<string, string | null> = {}) => {
    const target = new URL(path, config.appUrl);
    for (const [key, value] of Object.entries(params)) {
      if (value !== null) target.searchParams.set(key, value);
    }
    return target.href;
  };

  /** The redirect URI registered at the provider (README "Sign-in with Google and LinkedIn"). */
  const callbackUrl = (provider: Provider) =>
    `${config.appUrl}/api/account/sessions/oauth2/${provider}/callback`;

  /**
   * Back to the page of the button with the reason (`next` survives); linking from Settings
   * (`linking`, by default when the flow names an account to link to) goes back to Settings.
   */
  function failure(
    place: FlowPlace,
    reason: OAuthFailureReason,
    linking = place.linkUserId !== null,
  ): OAuthOutcome {
    const params = { oauth: 'failed', provider: place.provider, reason };
    if (linking) return { redirect: url(place.nextPath ?? LINK_PATH, params) };
    return {
      redirect: url(place.origin === 'signup' ? '/signup' : '/login', {
        ...params,
        next: place.nextPath,
      }),
    };
  }

  async function signIn(flow: FlowRecord, userId: string, client: SignInClient) {
    const session = await accounts.openSession(userId, client);
    return { redirect: url(flow.nextPath ?? SUCCESS_PATH), session };
  }

  /** Link the identity to the signed-in person who started the flow from Settings. */
  async function link(flow: FlowRecord & { linkUserId: string }, claims: IdentityClaims) {
    const owner = await repo.findIdentityOwner(db, flow.provider, claims.subject);
    if (owner && owner !== flow.linkUserId) return failure(flow, 'already_linked');
    if (!owner) {
      const linked = await repo.insertIdentity(db, {
        userId: flow.linkUserId,
        provider: flow.provider,
        subject: claims.subject,
        email: claims.email,
      });
      if (!linked) return failure(flow, 'already_linked');
    }
    return {
      redirect: url(flow.nextPath ?? LINK_PATH, { oauth: 'linked', provider: flow.provider }),
    };
  }

  /**
   * Link a verified provider address to the account that has it. An account never verified
   * loses its password and sessions: the mailbox's owner has just proven it is theirs, and
   * whoever signed up with it before (ADR 0003) must not keep a way in.
   */
  async function linkByEmail(
    flow: FlowRecord,
    user: accountRepo.UserRecord,
    claims: IdentityClaims,
  ) {
    return database.transaction(async (tx) => {
      const linked = await repo.insertIdentity(tx.db, {
        userId: user.id,
        provider: flow.provider,
        subject: claims.subject,
        email: claims.email,
      });
      if (!linked) return false;
      if (!user.emailVerification) {
        await repo.forgetPassword(tx.db, user.id);
        await accountRepo.markEmailVerified(tx.db, user.id);
        await sessions.deleteAllOf(user.id, tx.db);
        tx.afterCommit(() => deps.onSessionsEnded({ userId: user.id }));
      }
      return true;
    });
  }

  /** A new account from the provider's claims, verified when the provider says so. */
  async function createAccount(flow: FlowRecord, claims: IdentityClaims & { email: string }) {
    return database.transaction(async (tx) => {
      const user = await accountRepo.insertUser(tx.db, {
        id: newId(),
        email: claims.email,
        name: claims.name,
        passwordHash: null,
      });
      if (!user) return null;
      await repo.insertIdentity(tx.db, {
        userId: user.id,
        provider: flow.provider,
        subject: claims.subject,
        email: claims.email,
      });
      if (claims.emailVerified) await accountRepo.markEmailVerified(tx.db, user.id);
      return user;
    });
  }

  /** Sign in, link by verified email, or make an account, from checked claims. */
  async function settle(flow: FlowRecord, claims: IdentityClaims, client: SignInClient) {
    const owner = await repo.findIdentityOwner(db, flow.provider, claims.subject);
    if (owner) {
      await repo.updateIdentityEmail(db, flow.provider, claims.subject, claims.email);
      return signIn(flow, owner, client);
    }
    const { email } = claims;
    if (!email) return failure(flow, 'email_missing');
    const existing = await accountRepo.findUserByEmail(db, email);
    if (existing) {
      // An unverified provider address never links or signs in to an account (ADR 0017).
      if (!claims.emailVerified) return failure(flow, 'email_unverified');
      if (!(await linkByEmail(flow, existing, claims))) return failure(flow, 'already_linked');
      return signIn(flow, existing.id, client);
    }
    await limits.signupPerIp.consume(client.ip);
    const user = await createAccount(flow, { ...claims, email });
    if (!user) return failure(flow, 'provider_error');
    if (!claims.emailVerified) {
      await accounts.createVerification(user, undefined, client.ip);
      return failure(flow, 'verify_email');
    }
    return signIn(flow, user.id, client);
  }

  return {
    /**
     * Start a sign-in (or, with `link`, linking from Settings) at `provider`: stores the flow
     * and answers the provider's authorization URL and the flow cookie's secret; or a failure
     * redirect when the provider is not configured or cannot be reached.
     */
    async start(
      provider: Provider,
      query: OAuthStartQuery,
      signedInUserId: string | null,
    ): Promise<OAuthOutcome> {
      const linking = query.link === 'true';
      const place: FlowPlace = {
        provider,
        origin: query.from ?? 'login',
        nextPath: ownSitePath(query.next),
        linkUserId: linking ? signedInUserId : null,
      };
      if (linking && !signedInUserId) return failure(place, 'signed_out', true);
      const client = clients[provider];
      if (!client) return failure(place, 'unavailable');
      let configuration: Configuration;
      try {
        configuration = await client.configuration();
      } catch {
        return failure(place, 'unavailable');
      }
      const oidc = await loadOpenIdClient();
      const state = oidc.randomState();
      const nonce = client.rules.nonce ? oidc.randomNonce() : null;
      const codeVerifier = client.rules.pkce ? oidc.randomPKCECodeVerifier() : null;
      const parameters: Record<string, string> = {
        redirect_uri: callbackUrl(provider),
        scope: 'openid email profile',
        state,
      };
      if (nonce) parameters.nonce = nonce;
      if (codeVerifier) {
        parameters.code_challenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
        parameters.code_challenge_method = 'S256';
      }
      const flowSecret = newSecret();
      await repo.deleteExpiredFlows(db);
      await repo.insertFlow(db, {
        ...place,
        state,
        nonce,
        codeVerifier,
        secret: flowSecret,
        expiresAt: new Date(Date.now() + OAUTH_FLOW_TTL_MS),
      });
      return { redirect: oidc.buildAuthorizationUrl(configuration, parameters).href, flowSecret };
    },

    /**
     * Finish a sign-in on the provider's redirect to `currentUrl`, with the flow cookie's
     * `flowSecret`: the library exchanges the code and checks the ID token; then the person is
     * signed in (or linked), or sent back with a reason. Never throws for a bad answer.
     */
    async finish(
      provider: Provider,
      currentUrl: URL,
      flowSecret: string | undefined,
      signedInUserId: string | null,
      client: SignInClient,
    ): Promise<OAuthOutcome> {
      const flow = flowSecret ? await repo.takeFlow(db, flowSecret) : null;
      if (!flow || flow.provider !== provider) {
        return failure(
          { provider, origin: 'login', nextPath: null, linkUserId: null },
          'state_invalid',
        );
      }
      const error = currentUrl.searchParams.get('error');
      if (error) return failure(flow, error === 'access_denied' ? 'denied' : 'provider_error');
      if (currentUrl.searchParams.get('state') !== flow.state)
        return failure(flow, 'state_invalid');
      const providerClient = clients[provider];
      if (!providerClient) return failure(flow, 'unavailable');
      let claims: IdentityClaims;
      let oidc: typeof OpenIdClient | undefined;
      try {
        oidc = await loadOpenIdClient();
        const configuration = await providerClient.configuration();
        const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: flow.codeVerifier ?? undefined,
          expectedState: flow.state,
          expectedNonce: flow.nonce ?? undefined,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) return failure(flow, 'token_invalid');
        claims = claimsOf(idToken);
      } catch (err) {
        return failure(flow, exchangeFailure(err, oidc));
      }
      const { linkUserId } = flow;
      if (linkUserId) {
        if (signedInUserId !== linkUserId) return failure(flow, 'signed_out');
        return link({ ...flow, linkUserId }, claims);
      }
      try {
        return await settle(flow, claims, client);
      } catch (err) {
        if (err instanceof AppError && err.type === 'general_rate_limit_exceeded') {
          return failure(flow, 'rate_limited');
        }
        if (err instanceof AppError && err.type === 'user_suspended') {
          return failure(flow, 'suspended');
        }
        throw err;
      }
    },

    /** The providers linked to `userId` and whether it has a password. */
    async identities(userId: string): Promise<LinkedIdentityList> {
      const [rows, password] = await Promise.all([
        repo.listIdentities(db, userId),
        repo.hasPassword(db, userId),
      ]);
      return {
        identities: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        hasPassword: password,
      };
    },

    /**
     * Unlink `provider` from `userId`.
     * @throws AppError 404 `user_identity_not_found` when it is not linked; 409
     * `user_identity_last_method` when it is the last way to sign in (no password, no other
     * provider).
     */
    async unlink(userId: string, provider: Provider): Promise<void> {
      await database.transaction(async (tx) => {
        const password = await repo.hasPassword(tx.db, userId, true);
        const linked = await repo.listIdentities(tx.db, userId);
        if (!linked.some((row) => row.provider === provider)) {
          throw new AppError('user_identity_not_found', 'This sign-in method is not linked.');
        }
        if (!password && linked.length === 1) {
          throw new AppError(
            'user_identity_last_method',
            'This is your only way to sign in. Set a password or link another provider first.',
          );
        }
        await repo.deleteIdentity(tx.db, userId, provider);
      });
    },
  };
}
