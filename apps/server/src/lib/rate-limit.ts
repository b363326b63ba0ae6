import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError, MESSAGES } from './errors.ts';
import { sha256 } from './crypto.ts';

/**
 * Rate limits counted in PostgreSQL (`rate_limits` table) so that they hold across server
 * processes. Keys that contain personal data (emails) are
 * hashed before they are stored.
 *
 * A limit that guards a secret (a password, a link's secret, a two-factor code) is used as
 * "count, then verify, then refund on success": {@link RateLimit.consume} is one atomic
 * upsert, so of a burst of concurrent guesses only the first `points` are ever verified.
 * Checking first and counting after a failure lets a whole concurrent burst through, which
 * is how 100 parallel guesses once beat a limit of 10.
 */
export interface RateLimit {
  /** Count one event for `key`; throws `general_rate_limit_exceeded` (429) past the limit. */
  consume(key: string): Promise<void>;
  /** Give back one counted event of `key` (the attempt it counted succeeded). */
  refund(key: string): Promise<void>;
  /** Forget `key`'s count (e.g. a successful sign-in resets its failures). */
  reset(key: string): Promise<void>;
}

const HOUR_S = 60 * 60;

function toError(res: RateLimiterRes): AppError {
  return new AppError('general_rate_limit_exceeded', MESSAGES.rateLimited, {
    retryAfter: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });
}

/**
 * A limit of `points` events per hour (or per `options.durationS` seconds) under `name`.
 * With `enabled` false every call is a no-op (RATE_LIMITS=false).
 */
export function createRateLimit(
  pool: pg.Pool,
  name: string,
  points: number,
  enabled: boolean,
  options: { durationS?: number } = {},
): RateLimit {
  if (!enabled) {
    return { consume: async () => {}, refund: async () => {}, reset: async () => {} };
  }
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: name,
    points,
    duration: options.durationS ?? HOUR_S,
  });
  const k = (key: string) => sha256(key.toLowerCase()).slice(0, 32);
  return {
    async consume(key) {
      try {
        await limiter.consume(k(key));
      } catch (err) {
        if (err instanceof RateLimiterRes) throw toError(err);
        throw err;
      }
    },
    async refund(key) {
      await limiter.reward(k(key), 1);
    },
    async reset(key) {
      await limiter.delete(k(key));
    },
  };
}
