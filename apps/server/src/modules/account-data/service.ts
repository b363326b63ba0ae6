import { mailLanguage } from '../../mail/language.ts';
import { EXPORT_LINK_TTL_MS, FRESH_SIGN_IN_MS, type DeleteAccount } from '@pathwise/contracts';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../jobs/mail-job.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { newSecret } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { PersonalDataPart } from '../../lib/personal-data.ts';
import { createRateLimit } from '../../lib/rate-limit.ts';
import { createUploadStore } from '../../lib/upload-store.ts';
import type { AccountIdentity } from '../account/personal-data.ts';
import * as repo from './repository.ts';
import { fitsDirect, zipOf } from './zip.ts';

/** The mail, loaded on first use (docs/performance.md, "Start-up and idle memory"). */
const mails = () => import('./mails.tsx');

/** The queue of exports too large to send at once (one queued per person: `short` policy). */
export const EXPORT_QUEUE = 'account-export';

/**
 * The hourly sweep of spent exports: a ZIP of someone's personal data is not kept on disk once
 * its link is used or expired, even when they never ask for another.
 */
export const EXPORT_SWEEP_QUEUE = 'account-export-sweep';
const EXPORT_SWEEP_CRON = '41 * * * *';

/** Data exports one person may ask for per hour (each reads all their data). */
const EXPORTS_PER_HOUR = 10;

/** Failed confirmations of an account deletion per person and hour. */
const DELETE_FAILURES_PER_HOUR = 10;

const README =
  'Your data, as Pathwise holds it on the day of this export (docs: the privacy policy, "Your rights"). Every file is JSON; files/ holds the files you uploaded. Files:';

/**
 * Your data (docs/product.md#74-your-data, ADR 0019): the export of everything the product
 * holds about a person, composed from every module's {@link PersonalDataPart}, and the
 * deletion of their account.
 */
export type AccountDataService = ReturnType<typeof createAccountDataService>;

export function createAccountDataService(deps: {
  config: Config;
  database: Database;
  mailer: Mailer;
  jobs: JobQueue;
  logger: Logger;
  /** The modules' parts, read when needed (every module has registered by then). */
  parts: () => readonly PersonalDataPart[];
  identity: AccountIdentity;
  /** The person's email (the export mail). */
  recipientOf: (userId: string) => Promise<{ email: string; language: string } | undefined>;
  /** Whether a two-factor code (TOTP or recovery code) of `userId` is right. */
  checkSecondFactor: (userId: string, code: string) => Promise<boolean>;
  /** Whether `userId` turned two-factor authentication on. */
  hasSecondFactor: (userId: string) => Promise<boolean>;
}) {
  const { config, database, mailer, jobs, logger } = deps;
  const store = createUploadStore(path.join(config.uploadsDir, 'exports'));
  const r = config.rateLimits;
  const exportLimit = createRateLimit(database.pool, 'account-export', EXPORTS_PER_HOUR, r.enabled);
  const deleteFailures = createRateLimit(
    database.pool,
    'account-delete-fail',
    DELETE_FAILURES_PER_HOUR,
    r.enabled,
  );

  async function gather(userId: string) {
    const out = [];
    for (const part of deps.parts()) out.push(await part.exportFor(userId));
    return out;
  }

  async function removeFiles(keys: string[]) {
    for (const key of keys) await store.remove(key);
  }

  /**
   * Confirm that the account's owner asks for the deletion: their password, or a two-factor
   * code; an account with neither (a provider's sign-in only) by a sign-in of the last
   * {@link FRESH_SIGN_IN_MS}. Failures count toward a per-person limit.
   * @throws AppError 401 `user_invalid_credentials` (wrong password or code), 400
   *   `general_argument_invalid` (no confirmation where one is needed), 403
   *   `user_reauthentication_required` (sign-in too old), 429.
   */
  async function confirm(userId: string, sessionId: string, input: DeleteAccount) {
    await deleteFailures.consume(userId);
    if (input.password !== undefined) {
      if ((await deps.identity.checkPassword(userId, input.password)) !== 'ok')
        throw new AppError('user_invalid_credentials', 'The password is not right.');
    } else if (input.otp !== undefined) {
      if (!(await deps.checkSecondFactor(userId, input.otp)))
        throw new AppError('user_invalid_credentials', 'The two-factor code is not right.');
    } else if ((await deps.identity.hasPassword(userId)) || (await deps.hasSecondFactor(userId))) {
      throw new AppError(
        'general_argument_invalid',
        'Invalid `password` param: Enter your password (or a two-factor code) to delete your account.',
      );
    } else {
      const openedAt = await deps.identity.sessionOpenedAt(sessionId);
      if (!openedAt || Date.now() - openedAt.getTime() > FRESH_SIGN_IN_MS)
        throw new AppError(
          'user_reauthentication_required',
          'Sign in again to delete your account: your last sign-in was more than 10 minutes ago.',
        );
    }
    await deleteFailures.reset(userId);
  }

  /**
   * Delete every used or expired export and its ZIP (the hourly job's work).
   * @returns how many were deleted.
   */
  async function sweepSpentExports(): Promise<number> {
    const keys = await repo.deleteSpentExports(database.db, null);
    await removeFiles(keys);
    return keys.length;
  }

  /** Build the export of `userId`, store it, and mail its once-only link (the job's work). */
  async function prepareAndMail(userId: string) {
    await removeFiles(await repo.deleteSpentExports(database.db, userId));
    const { key } = await store.save(zipOf(await gather(userId), README));
    const token = newSecret();
    const recipient = await deps.recipientOf(userId);
    if (!recipient) return removeFiles([key]);
    const { exportReadyMail } = await mails();
    await database.transaction(async (tx) => {
      await repo.insertExport(tx.db, {
        userId,
        token,
        storageKey: key,
        expiresAt: new Date(Date.now() + EXPORT_LINK_TTL_MS),
      });
      await mailer.send(
        await exportReadyMail({
          appName: config.appName,
          to: recipient.email,
          link: `${config.appUrl}/api/account/export/${token}`,
          language: mailLanguage(recipient.language),
        }),
        tx.client,
      );
    });
  }

  return {
    /**
     * `GET /api/account/export`: a small account's ZIP at once; a large one's (files past
     * `EXPORT_DIRECT_MAX_BYTES`, or more than 5,000 rows) is prepared by a job, at most one
     * queued per person, and its link mailed.
     * @throws AppError 429 past {@link EXPORTS_PER_HOUR} an hour.
     */
    async requestExport(
      userId: string,
    ): Promise<{ kind: 'zip'; stream: Readable } | { kind: 'mailed' }> {
      await exportLimit.consume(userId);
      const parts = await gather(userId);
      if (fitsDirect(parts, config.exportDirectMaxBytes))
        return { kind: 'zip', stream: zipOf(parts, README) };
      await jobs.send(EXPORT_QUEUE, { userId }, { singletonKey: userId });
      return { kind: 'mailed' };
    },

    /**
     * `GET /api/account/export/:token`: the prepared ZIP behind a mailed link, once, within
     * 24 hours, for its owner signed in; the file is removed once sent.
     * @throws AppError 410 `account_export_link_invalid`.
     */
    async downloadPrepared(userId: string, token: string): Promise<Readable> {
      const key = await repo.consumeExport(database.db, userId, token);
      if (!key)
        throw new AppError(
          'account_export_link_invalid',
          'This download link has expired or was already used. Ask for your data again in Settings.',
        );
      const stream = store.open(key);
      stream.once('close', () => void store.remove(key));
      return stream;
    },

    /**
     * `DELETE /api/account`: confirm ({@link confirm}), cancel the person's upcoming sessions
     * (every part's `beforeErase`), then erase every part in one transaction and, once it
     * committed, remove their files and end their live connections.
     */
    async deleteAccount(userId: string, sessionId: string, input: DeleteAccount): Promise<void> {
      await confirm(userId, sessionId, input);
      const parts = deps.parts();
      for (const part of parts) await part.beforeErase?.(userId);
      const after = await database.transaction(async (tx) => {
        const cleanups: (() => Promise<void>)[] = [];
        for (const part of parts) {
          const cleanup = await part.eraseFor?.(userId, tx.db);
          if (cleanup) cleanups.push(cleanup);
        }
        const exports = await repo.deleteSpentExports(tx.db, userId, true);
        cleanups.push(() => removeFiles(exports));
        return cleanups;
      });
      for (const cleanup of after) {
        await cleanup().catch((err: unknown) =>
          logger.warn({ err, userId }, 'account deletion: clean-up failed'),
        );
      }
    },

    /**
     * Create the export queue and the hourly sweep's, start their workers (every process;
     * pg-boss runs each job once) and schedule the sweep.
     */
    async startExportWorker() {
      await jobs.work<{ userId: string }>(
        EXPORT_QUEUE,
        { policy: 'short', retryLimit: 2, retryDelay: 30, pollingIntervalSeconds: 1 },
        async ({ data }) => prepareAndMail(data.userId),
      );
      await jobs.work(
        EXPORT_SWEEP_QUEUE,
        { policy: 'short', retryLimit: 3, retryDelay: 60, pollingIntervalSeconds: 10 },
        async () => {
          await sweepSpentExports();
        },
      );
      await jobs.schedule(EXPORT_SWEEP_QUEUE, EXPORT_SWEEP_CRON);
    },

    sweepSpentExports,
  };
}
