import type { User } from '@pathwise/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { AppError, MESSAGES } from './errors.ts';

/** The signed-in user and the id of the session that authenticated the request. */
export interface SessionUser {
  sessionId: string;
  /** True while the session waits for its second factor (ADR 0018). */
  mfaPending: boolean;
  user: User;
}

/**
 * What the auth plugin asks of sign-in sessions (the sessions module's store, handed in by
 * `app.ts`: the core never imports a module).
 */
export interface SessionLookup {
  /** The unexpired session whose cookie token is `token`, with its user; null otherwise. */
  findByToken(token: string): Promise<SessionUser | null>;
}

/** Name of the HttpOnly cookie holding the opaque session token (plain http). */
export const SESSION_COOKIE = 'pathwise_session';

/**
 * The session cookie's name for this configuration: with an https APP_URL it carries the
 * `__Host-` prefix, which browsers accept only when set Secure, with path `/` and no Domain,
 * from a secure origin, so no subdomain or plain-http page can plant or shadow it.
 */
export function sessionCookieName(config: Config): string {
  return config.secureCookies ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/**
 * Who may call a route (docs/decisions/0003-unverified-accounts.md):
 * - `public`: anyone;
 * - `account`: any signed-in account, verified or not (its own account, resending the
 *   verification mail, signing out);
 * - `verified`: a signed-in account whose email is verified. The default.
 */
export type Access = 'public' | 'account' | 'verified';

/**
 * A role a `verified` route may additionally require:
 * - `mentee` / `mentor`: onboarding finished with that role (a mentor under review counts);
 * - `admin`: the account's email is in `ADMIN_EMAILS`.
 * Any other signed-in, verified account gets 403 `general_forbidden`.
 */
export type Role = 'mentee' | 'mentor' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Only with `access: 'verified'` (the default). */
    role?: Role;
    /**
     * True for the few routes a session waiting for its second factor may call (the
     * challenge, `GET /api/session`, sign-out; ADR 0018).
     */
    beforeSecondFactor?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user and session, or null. Set for every /api request. */
    auth: SessionUser | null;
  }
}

/** Cookie options for the session cookie (Secure when APP_URL is https). */
export function sessionCookieOptions(config: Config, expires?: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
    expires,
  };
}

/** Throw unless the request is signed in; returns the session user. */
export function requireAuth(request: FastifyRequest): SessionUser {
  if (!request.auth) throw new AppError('general_unauthorized', MESSAGES.unauthorized);
  return request.auth;
}

/** Whether `user` holds `role` (see {@link Role}). */
export function hasRole(user: User, role: Role): boolean {
  return role === 'admin' ? user.isAdmin : user.onboarded && user.role === role;
}

/**
 * Loads the session named by the cookie for every /api request and enforces each route's
 * `config.access` (then `config.role`) before the body is parsed. Routes without `access`
 * need a verified account. The order of answers: 401 signed out, 401
 * `user_more_factors_required` for a session waiting for its second factor (ADR 0018; a
 * public route serves it as a signed-out visitor), 403 `user_email_not_verified`, 403
 * `general_forbidden` for the wrong role.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; sessions: SessionLookup }) => {
    const { sessions } = opts;
    app.decorateRequest('auth', null);
    const cookieName = sessionCookieName(opts.config);
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[cookieName];
      if (token) {
        request.auth = await sessions.findByToken(token);
        if (!request.auth) reply.clearCookie(cookieName, sessionCookieOptions(opts.config));
        // An ADMIN_EMAILS address is an admin only once it is proven.
        else
          request.auth.user.isAdmin =
            request.auth.user.emailVerification &&
            opts.config.adminEmails.has(request.auth.user.email.toLowerCase());
      }
      const { config } = request.routeOptions;
      const access = config.access ?? 'verified';
      // Unknown /api paths fall through to the static files' wildcard route and then to the
      // JSON 404: only real /api routes are guarded.
      const guarded = access !== 'public' && request.routeOptions.url?.startsWith('/api/');
      if (request.auth?.mfaPending && !config.beforeSecondFactor) {
        if (!guarded) request.auth = null;
        else throw new AppError('user_more_factors_required', MESSAGES.moreFactors);
      }
      if (!guarded) return;
      const auth = requireAuth(request);
      if (access === 'verified' && !auth.user.emailVerification) {
        throw new AppError('user_email_not_verified', MESSAGES.unverified);
      }
      const role = config.role;
      if (role && !hasRole(auth.user, role)) {
        throw new AppError('general_forbidden', MESSAGES.forbidden);
      }
    });
  },
  { name: 'auth' },
);
