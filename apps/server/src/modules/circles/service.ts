import {
  CIRCLE_ACTIONS_PER_HOUR,
  CIRCLE_PAGE_SIZE,
  type Circle,
  type CircleDetail,
  type CircleList,
  type CircleListQuery,
  type CircleStatus,
} from '@pathwise/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { createRateLimit } from '../../lib/rate-limit.ts';
import * as repo from './repository.ts';

/**
 * Circles rules (docs/product.md#217-circles "Circles / communities page"; docs/product.md#128-circles "Circles"):
 * anyone may browse; a verified account joins, leaves, likes and unlikes. Every change is
 * idempotent (joining twice is one membership) and answers the circle's new counts.
 */
export type CirclesService = ReturnType<typeof createCirclesService>;

const NOT_FOUND = 'No circle with this id.';

/**
 * @param deps.config its `rateLimits.enabled` switches the per-account limit of
 *   {@link CIRCLE_ACTIONS_PER_HOUR} changes per hour (429 `general_rate_limit_exceeded`).
 */
export function createCirclesService(deps: { database: Database; config: Config }) {
  const { db } = deps.database;
  const actions = createRateLimit(
    deps.database.pool,
    'circle_actions',
    CIRCLE_ACTIONS_PER_HOUR,
    deps.config.rateLimits.enabled,
  );

  /** Count the action, run `change`, then answer the counts; 404 for an unknown circle. */
  async function act(
    circleId: string,
    userId: string,
    change: () => Promise<boolean | void>,
  ): Promise<CircleStatus> {
    await actions.consume(userId);
    const found = await change();
    const status = found === false ? null : await repo.circleStatus(db, circleId, userId);
    if (!status) throw new AppError('circle_not_found', NOT_FOUND);
    return status;
  }

  return {
    /** One page of circles; `viewerId` (or null when signed out) fills `joined` and `liked`. */
    async list(query: CircleListQuery, viewerId: string | null): Promise<CircleList> {
      const { items, total } = await repo.listCircles(db, query, viewerId);
      return { items, total, page: query.page, pageSize: CIRCLE_PAGE_SIZE };
    },

    /**
     * A circle with its newest members and its approved mentors.
     * @throws AppError `circle_not_found` (404).
     */
    async get(id: string, viewerId: string | null): Promise<CircleDetail> {
      const circle = await repo.findCircle(db, id, viewerId);
      if (!circle) throw new AppError('circle_not_found', NOT_FOUND);
      const [members, mentors] = await Promise.all([
        repo.listMembers(db, id),
        repo.listMentors(db, id),
      ]);
      return { ...circle, members, mentors };
    },

    /** The circles `userId` is in, in title order, with their counts (Settings → Community). */
    joinedBy(userId: string): Promise<Circle[]> {
      return repo.listJoined(db, userId);
    },

    join: (id: string, userId: string) => act(id, userId, () => repo.join(db, id, userId)),
    leave: (id: string, userId: string) => act(id, userId, () => repo.leave(db, id, userId)),
    like: (id: string, userId: string) => act(id, userId, () => repo.like(db, id, userId)),
    unlike: (id: string, userId: string) => act(id, userId, () => repo.unlike(db, id, userId)),
  };
}
