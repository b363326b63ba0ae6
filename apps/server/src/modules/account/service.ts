import {
  RECOVERY_TTL_MS,
  VERIFICATION_TTL_MS,
  type CreateAccount,
  type CreateEmailSession,
  type UpdateRecovery,
  type UpdateVerification,
  type User,
} from '@pathwise/contracts';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import type { Mailer } from '../../jobs/mail-job.ts';
import {
  hashPassword,
  newId,
  newSecret,
  timingDummyHash,
  verifyPassword,
} from '../../lib/crypto.ts';
import { refuseCommonPassword } from '../../lib/common-passwords.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import { createRateLimit, type RateLimit } from '../../lib/rate-limit.ts';
import type { SessionStore } from '../sessions/service.ts';
import { mailLanguage } from '../../mail/language.ts';
import { secretLink } from './secret-link.ts';
import { isTotpOn } from './mfa/repository.ts';
import * as repo from './repository.ts';
import { refuseSuspended } from './suspension.ts';

/** The mails, loaded on first use: React Email's rendering stays out of start-up (docs/performance.md, "Start-up and idle memory"). */
const mails = () => import('./mails.tsx');

/**
 * Account rules (docs/product.md#3-data–§5, §7): sign-up with a
 * verification mail, email sign-in, sign-out, verification and password recovery.
 */
export type AccountService = ReturnType<typeof createAccountService>;

/** Where a sign-in comes from: the client address (rate limits) and its user agent (the sessions list). */
export interface SignInClient {
  ip: string;
  userAgent: string | undefined;
}

/**
 * Told after sign-in sessions end: one session (sign-out; each of the others a password change
 * ends), or every session of a person (password reset), so their sockets close (ADR 0012).
 */
export type SessionsEnded = (ended: { sessionId: string } | { userId: string }) => void;

/** Rate limits of the account calls, each counted per hour in PostgreSQL. */
export interface AccountLimits {
  signupPerIp: RateLimit;
  loginFailuresPerEmail: RateLimit;
  loginPerIp: RateLimit;
  mailPerEmail: RateLimit;
  mailPerIp: RateLimit;
  /** Verification and recovery secrets tried per client address (refunded when right). */
  secretAttemptsPerIp: RateLimit;
}

export function createAccountLimits(database: Database, config: Config): AccountLimits {
  const r = config.rateLimits;
  const make = (name: string, points: number) =>
    createRateLimit(database.pool, name, points, r.enabled);
  return {
    signupPerIp: make('signup-ip', r.signupPerHour),
    loginFailuresPerEmail: make('login-fail-email', r.loginFailuresPerHour),
    loginPerIp: make('login-ip', r.loginPerIpPerHour),
    mailPerEmail: make('mail-email', r.mailPerHour),
    mailPerIp: make('mail-ip', r.mailPerHour),
    secretAttemptsPerIp: make('secret-ip', r.secretFailuresPerHour),
  };
}

export function createAccountService(deps: {
  config: Config;
  database: Database;
  mailer: Mailer;
  limits: AccountLimits;
  sessions: SessionStore;
  /**
   * Called after sign-in sessions end (sign-out: that session; password reset: every
   * session of the person), so their live connections close too (ADR 0012).
   */
  onSessionsEnded?: SessionsEnded;
}) {
  const { config, database, mailer, limits, sessions } = deps;
  const sessionsEnded = deps.onSessionsEnded ?? (() => undefined);
  const { db } = database;

  const link = (fallbackPath: string, url: string | undefined, userId: string, secret: string) =>
    secretLink(config, fallbackPath, url, userId, secret);

  /**
   * Run `verify` (which tries a secret) under the per-address limit of secret attempts:
   * counted before, refunded when it succeeds, so concurrent guesses cannot outrun the count.
   */
  async function underSecretLimit<T>(ip: string, verify: () => Promise<T>): Promise<T> {
    await limits.secretAttemptsPerIp.consume(ip);
    const result = await verify();
    await limits.secretAttemptsPerIp.refund(ip);
    return result;
  }

  async function rateLimitMail(email: string, ip: string) {
    await limits.mailPerIp.consume(ip);
    await limits.mailPerEmail.consume(email);
  }

  /**
   * Open a sign-in session for `userId`, once its credentials have been checked (password,
   * or a provider's ID token). Every way of signing in ends here, so what a new session needs
   * (a second factor, the device it came from) is decided in one place.
   * @returns the opaque cookie token (never stored: only its SHA-256, ADR 0004) and the session.
   */
  async function openSession(userId: string, client: SignInClient) {
    await refuseSuspended(db, userId);
    const token = newSecret();
    const expiresAt = new Date(Date.now() + config.sessionTtlMs);
    // With two-factor on, the session reaches only the challenge until it is proven (ADR 0018).
    const mfaPending = await isTotpOn(db, userId);
    const { userAgent } = client;
    const session = await sessions.create({ userId, token, expiresAt, userAgent, mfaPending });
    return {
      token,
      session: {
        id: session.id,
        userId,
        createdAt: session.createdAt.toISOString(),
        expiresAt: expiresAt.toISOString(),
        current: true,
        mfaRequired: mfaPending,
      },
    };
  }

  return {
    /**
     * The accounts of `ids` by id (email and display name), for modules that show or mail
     * people (bookings). Runs on `on` (a caller's transaction) when given.
     */
    async findPeople(ids: string[], on: Db = db): Promise<Map<string, repo.PersonRecord>> {
      const rows = await repo.findPeople(on, ids);
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** Whether `userId` is an account that exists and is not deleted (the blocks module asks). */
    isActive: (userId: string, on: Db = db) => repo.isActiveAccount(on, userId),

    /**
     * The person's one IANA time zone (`users.time_zone`; ADR 0016: Settings →
     * General and Availability both read and write it), or null until first set. Runs on
     * `on` (a caller's transaction) when given.
     */
    async timeZoneOf(userId: string, on: Db = db): Promise<string | null> {
      const [person] = await repo.findPeople(on, [userId]);
      return person?.timeZone ?? null;
    },

    /**
     * Set the person's one time zone (Availability saves it here, ADR 0016); with
     * `onlyIfUnset`, only as the first default (a mentee's first booking names the browser's
     * zone). Runs on `on` when given. The zone was checked by the caller's contract.
     */
    async setTimeZone(userId: string, timeZone: string, on: Db = db, onlyIfUnset = false) {
      await repo.setTimeZone(on, userId, timeZone, onlyIfUnset);
    },

    /**
     * Set the person's name (`users.name`, the one owner of a person's name: profiles,
     * directory, chat, mail and notifications read it; ADR 0016). Onboarding's name
     * step writes it here; Settings → General through {@link updatePersonSettings}. Runs on
     * `on` (a caller's transaction) when given. The name was checked by the caller's contract.
     */
    async setName(userId: string, name: string, on: Db = db) {
      await repo.updatePersonSettings(on, userId, { name });
    },

    /**
     * The person's account settings: display name, email, IANA time zone (null until chosen),
     * interface language and whether circle member lists name them (Settings → General and
     * Community, docs/product.md#1115-settings-that-save).
     * @throws AppError `user_not_found` (404) for an unknown id.
     */
    async personSettings(userId: string): Promise<repo.PersonSettingsRecord> {
      const found = await repo.findPersonSettings(db, userId);
      if (!found) throw new AppError('user_not_found', MESSAGES.userNotFound);
      return found;
    },

    /**
     * Change the person's display name, time zone, interface language or member-list
     * visibility (only the keys given; values already checked by the settings contracts).
     * Answers the settings after the change.
     */
    async updatePersonSettings(
      userId: string,
      patch: Partial<
        Pick<repo.PersonSettingsRecord, 'name' | 'timeZone' | 'language' | 'showInMemberLists'>
      >,
    ): Promise<repo.PersonSettingsRecord> {
      await repo.updatePersonSettings(db, userId, patch);
      const found = await repo.findPersonSettings(db, userId);
      if (!found) throw new AppError('user_not_found', MESSAGES.userNotFound);
      return found;
    },

    /** Sign up; mails a verification link to APP_URL/login. 409 if the email is taken. */
    async createAccount(input: CreateAccount, ip: string): Promise<User> {
      await limits.signupPerIp.consume(ip);
      await refuseCommonPassword(input.password);
      const id = !input.userId || input.userId === 'unique()' ? newId() : input.userId;
      const passwordHash = await hashPassword(input.password);
      return database.transaction(async (tx) => {
        const user = await repo.insertUser(tx.db, {
          id,
          email: input.email,
          name: input.name,
          passwordHash,
        });
        if (!user) throw new AppError('user_already_exists', MESSAGES.alreadyExists);
        const secret = newSecret();
        await repo.insertAccountToken(tx.db, {
          userId: id,
          kind: 'verification',
          secret,
          expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
        });
        const { verificationMail } = await mails();
        await mailer.send(
          await verificationMail({
            appName: config.appName,
            to: user.email,
            link: link('/login', undefined, id, secret),
            language: mailLanguage(await repo.findLanguage(tx.db, id)),
          }),
          tx.client,
        );
        // Not an admin before the address is proven and signed in: answering `isAdmin: true`
        // here would tell anyone which addresses are ADMIN_EMAILS (ADR 0004).
        return { ...user, isAdmin: false };
      });
    },

    /**
     * Sign in with email and password; returns the new session's opaque token.
     * Unknown email and wrong password both give 401 `user_invalid_credentials`; past
     * RATE_LIMIT_LOGIN_FAILURES_PER_HOUR attempts for one email, 429 before the password is
     * even checked. The attempt is counted first and the count reset on success, so a
     * concurrent burst is cut off at the limit (ADR 0004).
     */
    async createEmailSession(input: CreateEmailSession, client: SignInClient) {
      const { ip } = client;
      await limits.loginPerIp.consume(ip);
      await limits.loginFailuresPerEmail.consume(input.email);
      const user = await repo.findUserByEmail(db, input.email);
      const ok = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyPassword(await timingDummyHash, `${input.password}\u0000`).then(() => false);
      if (!user || !ok) {
        throw new AppError('user_invalid_credentials', MESSAGES.invalidCredentials);
      }
      await limits.loginFailuresPerEmail.reset(input.email);
      return openSession(user.id, client);
    },

    openSession,

    /** End one session (sign out). */
    async deleteSession(sessionId: string): Promise<void> {
      await sessions.delete(sessionId);
      sessionsEnded({ sessionId });
    },

    /** Mail a new verification link to a signed-in, unverified account. */
    async createVerification(user: User, url: string | undefined, ip: string) {
      if (user.emailVerification) {
        throw new AppError('user_already_verified', 'This email address is already verified.');
      }
      await rateLimitMail(user.email, ip);
      const secret = newSecret();
      const expiresAt = new Date(Date.now() + VERIFICATION_TTL_MS);
      const mailLink = link('/login', url, user.id, secret);
      await database.transaction(async (tx) => {
        await repo.insertAccountToken(tx.db, {
          userId: user.id,
          kind: 'verification',
          secret,
          expiresAt,
        });
        const { verificationMail } = await mails();
        await mailer.send(
          await verificationMail({
            appName: config.appName,
            to: user.email,
            link: mailLink,
            language: mailLanguage(await repo.findLanguage(tx.db, user.id)),
          }),
          tx.client,
        );
      });
      return { userId: user.id, expiresAt: expiresAt.toISOString() };
    },

    /**
     * Confirm the email with a link's values; 409 `user_already_verified` when the link
     * already worked (or the account was verified otherwise) and is opened again (the page
     * says so and offers sign-in, docs/product.md#41-account); 401 `user_invalid_token` if wrong, or
     * used or expired for an unverified account; 429 past the per-address limit of wrong
     * secrets (a right secret of a verified account is not counted).
     */
    async updateVerification(input: UpdateVerification, ip: string) {
      const outcome = await underSecretLimit(ip, () =>
        database.transaction(async (tx) => {
          const ok = await repo.consumeAccountToken(tx.db, { ...input, kind: 'verification' });
          if (ok) {
            await repo.markEmailVerified(tx.db, input.userId);
            return 'verified' as const;
          }
          if (await repo.isVerifiedBySpentLink(tx.db, input)) return 'already' as const;
          throw new AppError('user_invalid_token', MESSAGES.invalidToken);
        }),
      );
      if (outcome === 'already') {
        throw new AppError('user_already_verified', 'This email address is already verified.');
      }
      return { userId: input.userId, expiresAt: new Date().toISOString() };
    },

    /**
     * Mail a password-reset link; 404 `user_not_found` for an unknown email
     * (docs/product.md#8-error-catalogue). The answer carries no user id: it would map emails
     * to ids (ADR 0004).
     */
    async createRecovery(email: string, url: string | undefined, ip: string) {
      await rateLimitMail(email, ip);
      const user = await repo.findUserByEmail(db, email);
      if (!user) throw new AppError('user_not_found', MESSAGES.userNotFound);
      const secret = newSecret();
      const expiresAt = new Date(Date.now() + RECOVERY_TTL_MS);
      const mailLink = link('/reset-password', url, user.id, secret);
      await database.transaction(async (tx) => {
        await repo.insertAccountToken(tx.db, {
          userId: user.id,
          kind: 'recovery',
          secret,
          expiresAt,
        });
        const { recoveryMail } = await mails();
        await mailer.send(
          await recoveryMail({
            appName: config.appName,
            to: user.email,
            link: mailLink,
            language: mailLanguage(await repo.findLanguage(tx.db, user.id)),
          }),
          tx.client,
        );
      });
      return { expiresAt: expiresAt.toISOString() };
    },

    /**
     * Set a new password with a reset link's values. Ends every session of the account and
     * every other reset link; the mailbox is proven, so the email counts as verified.
     */
    async updateRecovery(input: UpdateRecovery, ip: string) {
      await refuseCommonPassword(input.password);
      const passwordHash = await hashPassword(input.password);
      return underSecretLimit(ip, () =>
        database.transaction(async (tx) => {
          const ok = await repo.consumeAccountToken(tx.db, {
            userId: input.userId,
            secret: input.secret,
            kind: 'recovery',
          });
          tx.afterCommit(() => sessionsEnded({ userId: input.userId }));
          if (!ok) throw new AppError('user_invalid_token', MESSAGES.invalidToken);
          await repo.updatePasswordHash(tx.db, input.userId, passwordHash);
          await repo.expireAccountTokens(tx.db, input.userId, 'recovery');
          await sessions.deleteAllOf(input.userId, tx.db);
          await repo.markEmailVerified(tx.db, input.userId);
          return { userId: input.userId, expiresAt: new Date().toISOString() };
        }),
      );
    },
  };
}
