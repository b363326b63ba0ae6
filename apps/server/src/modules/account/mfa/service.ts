import {
  RECOVERY_CODE_COUNT,
  type CompleteMfaChallenge,
  type MfaChallenge,
  type MfaFactor,
  type MfaFactors,
  type Session,
  type TotpSetup,
  type User,
} from '@pathwise/contracts';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { Mailer } from '../../../jobs/mail-job.ts';
import type { SessionUser } from '../../../lib/auth.ts';
import { newSecret } from '../../../lib/crypto.ts';
import { AppError, MESSAGES } from '../../../lib/errors.ts';
import type { SessionStore } from '../../sessions/service.ts';
import { findLanguage, findUserById } from '../repository.ts';
import { mailLanguage } from '../../../mail/language.ts';
import type { AccountLimits } from '../service.ts';
import * as repo from './repository.ts';

/** The mails, loaded on first use (docs/performance.md, "Start-up and idle memory"). */
const mails = () => import('./mails.tsx');

/** How long a second-factor challenge stays open: 5 minutes. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * RFC 6238 drift allowed: one 30-second step either side of the server's clock, as seconds
 * for otplib's `epochTolerance`.
 */
const DRIFT_S = 30;

/**
 * Two-factor authentication (ADR 0018): TOTP (RFC 6238 through otplib: 30 s, 6 digits,
 * 160-bit secrets, one step of drift, each code once), ten single-use recovery codes, and
 * the challenge that completes a session opened by a sign-in of an account with two-factor on.
 * Every code checked counts toward the account's sign-in failures
 * (`RATE_LIMIT_LOGIN_FAILURES_PER_HOUR`, ADR 0004); a right one resets them.
 */
export type MfaService = ReturnType<typeof createMfaService>;

export function createMfaService(deps: {
  config: Config;
  database: Database;
  mailer: Mailer;
  limits: AccountLimits;
  sessions: SessionStore;
}) {
  const { config, database, mailer, limits, sessions } = deps;
  const { db } = database;

  /** The time step `otp` belongs to, if it is a right code of `secret` after step `after`. */
  async function stepOf(secret: string, otp: string, after: number | null) {
    const { verify } = await import('otplib');
    const result = await verify({
      secret,
      token: otp,
      epochTolerance: DRIFT_S,
      ...(after === null ? {} : { afterTimeStep: after }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  /**
   * Check a code under the sign-in failure limit of `email` (counted first, reset when right).
   * @throws AppError 401 `user_invalid_otp` when `check` says no; 429 past the limit.
   */
  async function underCodeLimit(email: string, check: () => Promise<boolean>) {
    await limits.loginFailuresPerEmail.consume(email);
    if (!(await check())) throw new AppError('user_invalid_otp', MESSAGES.invalidOtp);
    await limits.loginFailuresPerEmail.reset(email);
  }

  /** Spend `otp`: a code of the app that was not used before (when `totp`), or a recovery code. */
  async function spendCode(
    userId: string,
    otp: string,
    accept: { totp: boolean; recovery: boolean },
  ): Promise<boolean> {
    const code = otp.replace(/\s/g, '');
    if (/^\d{6}$/.test(code)) {
      if (!accept.totp) return false;
      const totp = await repo.findTotp(db, userId);
      if (!totp?.enabledAt) return false;
      const step = await stepOf(totp.secret, code, totp.lastUsedStep);
      return step !== null && repo.useTotpStep(db, userId, step);
    }
    return accept.recovery && repo.useRecoveryCode(db, userId, code);
  }

  async function requireOn(userId: string) {
    if (!(await repo.isTotpOn(db, userId))) {
      throw new AppError('user_authenticator_not_found', MESSAGES.noAuthenticator);
    }
  }

  /** Ten new codes of 80 random bits each, `xxxx-xxxx-xxxx-xxxx` in Crockford-like Base32. */
  function newRecoveryCodes(): string[] {
    const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
    return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const chars = [...randomBytes(16)].map((b) => alphabet[b % alphabet.length]).join('');
      return chars.match(/.{4}/g)!.join('-');
    });
  }

  /** Mail `user` notice `kind`, in their language (docs/product.md#15-languages). */
  async function mail(
    kind: 'twoFactorOnMail' | 'twoFactorOffMail' | 'recoveryCodesMail',
    user: { id: string; email: string },
  ) {
    const templates = await mails();
    const language = mailLanguage(await findLanguage(db, user.id));
    await mailer.send(await templates[kind]({ appName: config.appName, to: user.email, language }));
  }

  return {
    /** Whether two-factor is on for `userId` (account deletion then accepts a code, ADR 0019). */
    isOn: (userId: string): Promise<boolean> => repo.isTotpOn(db, userId),

    /**
     * Confirm a grave action (account deletion, ADR 0019) with a code of the app or a recovery
     * code of `userId`; each works once, and a wrong one counts toward the sign-in failures of
     * the address. False when two-factor is off or the code is wrong.
     * @throws AppError 429 past the limit.
     */
    async confirmWithCode(userId: string, otp: string): Promise<boolean> {
      const user = await findUserById(db, userId);
      if (!user || !(await repo.isTotpOn(db, userId))) return false;
      try {
        await underCodeLimit(user.email, () =>
          spendCode(userId, otp, { totp: true, recovery: true }),
        );
        return true;
      } catch (error) {
        if (error instanceof AppError && error.type === 'user_invalid_otp') return false;
        throw error;
      }
    },

    /** Whether two-factor is on for `userId`, and how many recovery codes are left. */
    async factors(userId: string): Promise<MfaFactors> {
      const [totp, recoveryCodesLeft] = await Promise.all([
        repo.isTotpOn(db, userId),
        repo.countRecoveryCodes(db, userId),
      ]);
      return { totp, recoveryCodesLeft };
    },

    /**
     * Start setting up TOTP: a new 160-bit secret, its `otpauth://` URI and that URI's QR code
     * (an SVG data URL). It stays off until {@link enableTotp}.
     * @throws AppError 409 `user_authenticator_already_verified` when two-factor is on.
     */
    async createTotp(user: User): Promise<TotpSetup> {
      if (await repo.isTotpOn(db, user.id)) {
        throw new AppError('user_authenticator_already_verified', MESSAGES.authenticatorOn);
      }
      // otplib and qrcode load on first use: start-up does not pay for them
      // (docs/performance.md, "Start-up and idle memory").
      const [{ generateSecret, generateURI }, { default: QRCode }] = await Promise.all([
        import('otplib'),
        import('qrcode'),
      ]);
      const secret = generateSecret({ length: 20 });
      const uri = generateURI({ issuer: config.appName, label: user.email, secret });
      const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      await repo.putPendingTotp(db, user.id, secret);
      return {
        secret,
        uri,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    /**
     * Turn TOTP on with a code of the secret set up last; mails the person.
     * @throws AppError 404 `user_authenticator_not_found` without a setup, 409 when on
     *   already, 401 `user_invalid_otp` for a wrong code.
     */
    async enableTotp(user: User, otp: string): Promise<MfaFactors> {
      const totp = await repo.findTotp(db, user.id);
      if (!totp) throw new AppError('user_authenticator_not_found', MESSAGES.noAuthenticator);
      if (totp.enabledAt) {
        throw new AppError('user_authenticator_already_verified', MESSAGES.authenticatorOn);
      }
      await underCodeLimit(user.email, async () => {
        const step = await stepOf(totp.secret, otp, totp.lastUsedStep);
        return step !== null && repo.useTotpStep(db, user.id, step, true);
      });
      await mail('twoFactorOnMail', user);
      return { totp: true, recoveryCodesLeft: await repo.countRecoveryCodes(db, user.id) };
    },

    /**
     * Turn two-factor off with a code of the app or a recovery code; the authenticator and
     * the recovery codes are deleted and the person is mailed.
     */
    async disableTotp(user: User, otp: string): Promise<void> {
      await requireOn(user.id);
      await underCodeLimit(user.email, () =>
        spendCode(user.id, otp, { totp: true, recovery: true }),
      );
      await repo.deleteFactors(db, user.id);
      await mail('twoFactorOffMail', user);
    },

    /**
     * The first set of recovery codes, once two-factor is on: shown once, stored hashed.
     * @throws AppError 409 `user_recovery_codes_already_exists` when a set exists.
     */
    async createRecoveryCodes(user: User): Promise<string[]> {
      await requireOn(user.id);
      const codes = newRecoveryCodes();
      await database.transaction(async (tx) => {
        await tx.client.query('select pg_advisory_xact_lock(hashtext($1))', [`mfa:${user.id}`]);
        if (await repo.hasRecoveryCodes(tx.db, user.id)) {
          throw new AppError('user_recovery_codes_already_exists', MESSAGES.recoveryCodesExist);
        }
        await repo.replaceRecoveryCodes(tx.db, user.id, codes);
      });
      return codes;
    },

    /** A new set of recovery codes, proven with a code of the app; the old set stops working. */
    async regenerateRecoveryCodes(user: User, otp: string): Promise<string[]> {
      await requireOn(user.id);
      await underCodeLimit(user.email, () =>
        spendCode(user.id, otp, { totp: true, recovery: false }),
      );
      const codes = newRecoveryCodes();
      await repo.replaceRecoveryCodes(db, user.id, codes);
      await mail('recoveryCodesMail', user);
      return codes;
    },

    /**
     * Open a challenge for the session waiting for its second factor.
     * @throws AppError 400 when the session is complete already, 404 when two-factor is off.
     */
    async createChallenge(auth: SessionUser, factor: MfaFactor): Promise<MfaChallenge> {
      if (!auth.mfaPending) {
        throw new AppError('general_argument_invalid', MESSAGES.noChallengeNeeded);
      }
      await requireOn(auth.user.id);
      const row = await repo.insertChallenge(db, {
        sessionId: auth.sessionId,
        factor,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      });
      return {
        id: row.id,
        userId: auth.user.id,
        factor: row.factor,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /**
     * Answer a challenge: with a right code the session becomes complete under a new token
     * (the cookie is replaced, so a token seen before the second factor is worth nothing).
     * @throws AppError 401 `user_invalid_token` for an unknown or expired challenge,
     *   401 `user_invalid_otp` for a wrong or used code, 429 past the sign-in failure limit.
     */
    async completeChallenge(
      auth: SessionUser,
      input: CompleteMfaChallenge,
    ): Promise<{ token: string; session: Session }> {
      const challenge = await repo.findChallenge(db, auth.sessionId, input.challengeId);
      if (!challenge) throw new AppError('user_invalid_token', MESSAGES.challengeInvalid);
      const totp = challenge.factor === 'totp';
      await underCodeLimit(auth.user.email, () =>
        spendCode(auth.user.id, input.otp, { totp, recovery: !totp }),
      );
      const token = newSecret();
      const completed = await database.transaction(async (tx) => {
        await repo.deleteChallenges(tx.db, auth.sessionId);
        return sessions.complete(auth.sessionId, token, tx.db);
      });
      if (!completed) throw new AppError('user_invalid_token', MESSAGES.challengeInvalid);
      return {
        token,
        session: {
          id: auth.sessionId,
          userId: auth.user.id,
          createdAt: completed.createdAt.toISOString(),
          expiresAt: completed.expiresAt.toISOString(),
          current: true,
          mfaRequired: false,
        },
      };
    },
  };
}
