import {
  EMAIL_UNDO_TTL_MS,
  FRESH_SIGN_IN_MS,
  VERIFICATION_TTL_MS,
  type EmailChangeLink,
  type EmailChangeReceipt,
  type UpdateEmail,
  type UpdatePassword,
  type User,
} from '@pathwise/contracts';
import type { Config } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { Mailer } from '../../jobs/mail-job.ts';
import type { SessionUser } from '../../lib/auth.ts';
import { refuseCommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword, newSecret, verifyPassword } from '../../lib/crypto.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import type { SessionStore } from '../sessions/service.ts';
import * as repo from './repository.ts';
import { secretLink } from './secret-link.ts';
import { mailLanguage } from '../../mail/language.ts';
import type { AccountLimits, SessionsEnded } from './service.ts';

/** The mails, loaded on first use (docs/performance.md, "Start-up and idle memory"). */
const mails = () => import('./credential-mails.tsx');

/**
 * A signed-in person's own credentials (docs/product.md#71-account-api): change the
 * password, change the email through a link to the new address, and undo that change from
 * the old one within 72 hours.
 */
export type CredentialService = ReturnType<typeof createCredentialService>;

export function createCredentialService(deps: {
  config: Config;
  database: Database;
  mailer: Mailer;
  limits: AccountLimits;
  sessions: SessionStore;
  sessionsEnded: SessionsEnded;
}) {
  const { config, database, mailer, limits, sessions, sessionsEnded } = deps;
  const { db } = database;

  /**
   * Prove it is the account holder: the current password (wrong ones count toward the
   * sign-in limit of the address, ADR 0004), or for an account without one a sign-in within
   * the last {@link FRESH_SIGN_IN_MS}.
   * @throws AppError 401 `user_invalid_credentials`, 403 `user_reauthentication_required`, 429.
   */
  async function proveHolder(auth: SessionUser, password: string | undefined) {
    const user = await repo.findUserById(db, auth.user.id);
    if (!user) throw new AppError('user_not_found', MESSAGES.userNotFound);
    if (!user.passwordHash) {
      const openedAt = await sessions.openedAt(auth.sessionId);
      if (!openedAt || Date.now() - openedAt.getTime() > FRESH_SIGN_IN_MS) {
        throw new AppError(
          'user_reauthentication_required',
          'For your safety, please sign in again, then make this change within 10 minutes.',
        );
      }
      return user;
    }
    await limits.loginFailuresPerEmail.consume(user.email);
    if (!password || !(await verifyPassword(user.passwordHash, password))) {
      throw new AppError('user_invalid_credentials', 'Your current password is not correct.');
    }
    await limits.loginFailuresPerEmail.reset(user.email);
    return user;
  }

  /** Use an email-change link's secret under the per-address limit of secret attempts. */
  async function consumeLink(
    input: EmailChangeLink,
    kind: 'email_change' | 'email_undo',
    ip: string,
    apply: (address: string, tx: Transaction) => Promise<void>,
  ): Promise<string> {
    await limits.secretAttemptsPerIp.consume(ip);
    const address = await database.transaction(async (tx) => {
      const payload = await repo.consumeTokenPayload(tx.db, { ...input, kind });
      if (!payload) throw new AppError('user_invalid_token', MESSAGES.invalidToken);
      await apply(payload, tx);
      return payload;
    });
    await limits.secretAttemptsPerIp.refund(ip);
    return address;
  }

  async function moveEmail(tx: Transaction, userId: string, email: string) {
    if (!(await repo.setEmail(tx.db, userId, email))) {
      throw new AppError('user_already_exists', 'Another account already uses this email address.');
    }
  }

  return {
    /**
     * Change the password (`PATCH /api/account/password`). Ends every other session of the
     * person (and their sockets) and every open reset link, and mails the account's address.
     * @throws AppError 401/403 from proving the holder, 400 `user_password_too_common`.
     */
    async changePassword(auth: SessionUser, input: UpdatePassword): Promise<User> {
      const user = await proveHolder(auth, input.oldPassword);
      await refuseCommonPassword(input.password);
      const passwordHash = await hashPassword(input.password);
      await database.transaction(async (tx) => {
        await repo.updatePasswordHash(tx.db, user.id, passwordHash);
        await repo.expireAccountTokens(tx.db, user.id, 'recovery');
        const ended = await sessions.deleteOthers(user.id, auth.sessionId, tx.db);
        tx.afterCommit(() => {
          for (const sessionId of ended) sessionsEnded({ sessionId });
        });
        const { passwordChangedMail } = await mails();
        await mailer.send(
          await passwordChangedMail({
            appName: config.appName,
            to: user.email,
            resetLink: `${config.appUrl}/forgot-password`,
            supportEmail: config.supportEmail,
            language: mailLanguage(await repo.findLanguage(tx.db, user.id)),
          }),
          tx.client,
        );
      });
      return auth.user;
    },

    /**
     * Ask to move the account to a new address (`PATCH /api/account/email`): a link to
     * confirm goes to the new address (24 hours), a notice with an undo link to the current
     * one (72 hours). Nothing changes until the link is opened; a newer request replaces an
     * older one.
     * @throws AppError 400 for the current address or an untrusted `url`, 409 `user_already_exists`
     * when another account uses the address, 401/403 from proving the holder, 429.
     */
    async requestEmailChange(
      auth: SessionUser,
      input: UpdateEmail,
      ip: string,
    ): Promise<EmailChangeReceipt> {
      const user = await proveHolder(auth, input.password);
      if (input.email === user.email) {
        throw new AppError('general_argument_invalid', 'This is already your email address.');
      }
      if (await repo.findUserByEmail(db, input.email)) {
        throw new AppError(
          'user_already_exists',
          'Another account already uses this email address.',
        );
      }
      await limits.mailPerIp.consume(ip);
      await limits.mailPerEmail.consume(user.email);
      const confirmSecret = newSecret();
      const undoSecret = newSecret();
      const expiresAt = new Date(Date.now() + VERIFICATION_TTL_MS);
      const confirmLink = secretLink(config, '/account/email', input.url, user.id, confirmSecret);
      const undoLink = secretLink(config, '/account/email/undo', undefined, user.id, undoSecret);
      await database.transaction(async (tx) => {
        await repo.expireAccountTokens(tx.db, user.id, 'email_change');
        await repo.insertAccountToken(tx.db, {
          userId: user.id,
          kind: 'email_change',
          secret: confirmSecret,
          expiresAt,
          payload: input.email,
        });
        await repo.insertAccountToken(tx.db, {
          userId: user.id,
          kind: 'email_undo',
          secret: undoSecret,
          expiresAt: new Date(Date.now() + EMAIL_UNDO_TTL_MS),
          payload: user.email,
        });
        const { emailChangeConfirmMail, emailChangeNoticeMail } = await mails();
        // Both addresses are the one account's: its language.
        const common = {
          appName: config.appName,
          language: mailLanguage(await repo.findLanguage(tx.db, user.id)),
        };
        await mailer.send(
          await emailChangeConfirmMail({ ...common, to: input.email, link: confirmLink }),
          tx.client,
        );
        await mailer.send(
          await emailChangeNoticeMail({
            ...common,
            to: user.email,
            newEmail: input.email,
            link: undoLink,
          }),
          tx.client,
        );
      });
      return { email: input.email, expiresAt: expiresAt.toISOString() };
    },

    /**
     * Confirm an email change with the link mailed to the new address (`PUT
     * /api/account/email`): the account moves there, verified.
     * @throws AppError 401 `user_invalid_token` (wrong, used or expired), 409 when the address was taken meanwhile, 429.
     */
    async confirmEmailChange(input: EmailChangeLink, ip: string): Promise<EmailChangeReceipt> {
      const email = await consumeLink(input, 'email_change', ip, (address, tx) =>
        moveEmail(tx, input.userId, address),
      );
      return { email, expiresAt: new Date().toISOString() };
    },

    /**
     * Undo an email change with the link mailed to the old address (`PUT
     * /api/account/email/undo`, 72 hours): a pending change is cancelled, an applied one
     * reverted, and every session of the account ends (whoever asked for the change is
     * signed out; the holder can reset the password from the old address).
     * @throws AppError 401 `user_invalid_token`, 409 when the old address was taken meanwhile, 429.
     */
    async undoEmailChange(input: EmailChangeLink, ip: string): Promise<EmailChangeReceipt> {
      const email = await consumeLink(input, 'email_undo', ip, async (address, tx) => {
        await repo.expireAccountTokens(tx.db, input.userId, 'email_change');
        await repo.expireAccountTokens(tx.db, input.userId, 'email_undo');
        await moveEmail(tx, input.userId, address);
        await sessions.deleteAllOf(input.userId, tx.db);
        tx.afterCommit(() => sessionsEnded({ userId: input.userId }));
      });
      return { email, expiresAt: new Date().toISOString() };
    },
  };
}
