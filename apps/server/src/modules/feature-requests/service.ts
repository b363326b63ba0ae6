import {
  FEATURE_REQUESTS_PER_HOUR,
  type CreateFeatureRequest,
  type FeatureRequest,
  type FeatureRequestList,
} from '@pathwise/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../jobs/mail-job.ts';
import { createRateLimit } from '../../lib/rate-limit.ts';
import type { User } from '@pathwise/contracts';
import {
  insertFeatureRequest,
  listFeatureRequestsOf,
  type StoredFeatureRequest,
} from './repository.ts';

/** The mails, loaded on first use: React Email's rendering stays out of start-up (docs/performance.md, "Start-up and idle memory"). */
const mails = () => import('./mails.tsx');

/** How many of a person's earlier requests `GET /api/feature-requests` lists. */
export const FEATURE_REQUEST_LIST_LIMIT = 100;

const toDto = (r: StoredFeatureRequest): FeatureRequest => ({
  id: r.id,
  title: r.title,
  description: r.description,
  createdAt: r.createdAt.toISOString(),
});

/**
 * Feature requests (docs/product.md#1281-feature-requests): a verified
 * signed-in person sends a title and a description; it is stored, then mailed to
 * SUPPORT_EMAIL through the job queue (Reply-To: the person), as the contact form is.
 */
export type FeatureRequestsService = ReturnType<typeof createFeatureRequestsService>;

export function createFeatureRequestsService(deps: {
  config: Config;
  database: Database;
  mailer: Mailer;
}) {
  const { config, database, mailer } = deps;
  const perUser = createRateLimit(
    database.pool,
    'feature-requests',
    FEATURE_REQUESTS_PER_HOUR,
    config.rateLimits.enabled,
  );

  return {
    /**
     * Store `user`'s request and enqueue its mail to SUPPORT_EMAIL in one transaction: the
     * mail job exists exactly when the request does, and a failed mail is retried by the
     * queue, never lost.
     * @throws AppError 429 `general_rate_limit_exceeded` past {@link FEATURE_REQUESTS_PER_HOUR}
     *   requests of one person in an hour.
     */
    async submit(user: User, input: CreateFeatureRequest): Promise<FeatureRequest> {
      await perUser.consume(user.id);
      return database.transaction(async (tx) => {
        const stored = await insertFeatureRequest(tx.db, user.id, input);
        const { featureRequestMail } = await mails();
        await mailer.send(
          await featureRequestMail({
            appName: config.appName,
            to: config.supportEmail,
            id: stored.id,
            name: user.name,
            email: user.email,
            role: user.role,
            title: stored.title,
            description: stored.description,
            receivedAt: stored.createdAt,
          }),
          tx.client,
        );
        return toDto(stored);
      });
    },

    /** `user`'s own requests, newest first, at most {@link FEATURE_REQUEST_LIST_LIMIT}. */
    async listOwn(user: User): Promise<FeatureRequestList> {
      const rows = await listFeatureRequestsOf(database.db, user.id, FEATURE_REQUEST_LIST_LIMIT);
      return { items: rows.map(toDto) };
    },
  };
}
