import type { BlockImpact, BlockList, BlockResult, User } from '@pathwise/contracts';
import type { Database, Db } from '../../db/client.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import type { AccountService } from '../account/service.ts';
import type { BookingsService } from '../bookings/service.ts';
import type { ProfilesService } from '../profiles/service.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import * as repo from './repository.ts';

/**
 * The reason the cancelled sessions carry (both sides' notices show it): neutral, never
 * saying that anyone was blocked (docs/product.md#1214-blocking).
 */
export const BLOCK_CANCEL_REASON = 'This session can no longer take place.';

/** How a block stands between the reader and another person. */
export interface BlockRelation {
  /** The reader blocked them. */
  byMe: boolean;
  /** They blocked the reader. */
  byThem: boolean;
}

/** What the blocks service is built from (the plugin hands these in). */
export interface BlocksDeps {
  database: Database;
  accounts: Pick<AccountService, 'isActive'>;
  profiles: Pick<ProfilesService, 'people'>;
  /** The sessions a block cancels (the bookings module's usual cancel path). */
  bookings: Pick<BookingsService, 'upcomingBetween' | 'cancelBetween'>;
  /** Tells both people's open pages that a block changed (`block:changed`). */
  realtime: Pick<RealtimeHub, 'toUsers'>;
  /** The clock; tests may pass another. */
  now?: () => Date;
}

/**
 * Blocks (docs/product.md#1214-blocking), the one owner of who blocked whom (`user_blocks`).
 * Any signed-in person blocks another; while a block stands either way, the messages module
 * refuses messages and new conversations between the two, the bookings module refuses bookings
 * and shows the blocked person none of the blocker's slots. Setting a block cancels the
 * upcoming sessions between the two through the bookings module's cancel path, so the usual
 * mails, notifications and realtime events go out, with {@link BLOCK_CANCEL_REASON}.
 */
export type BlocksService = ReturnType<typeof createBlocksService>;

export function createBlocksService(deps: BlocksDeps) {
  const { database, accounts, profiles, bookings, realtime } = deps;
  /** Emit `block:changed` to both once the change has committed. */
  const announce = (a: string, b: string) =>
    realtime.toUsers([a, b], 'block:changed', { userIds: [a, b] });
  const { db } = database;
  const now = deps.now ?? (() => new Date());

  /** 400 for oneself, 404 for nobody (unknown or deleted). */
  async function requireOther(user: User, otherId: string): Promise<void> {
    if (otherId === user.id) throw new AppError('block_self', 'You cannot block yourself.');
    if (!(await accounts.isActive(otherId)))
      throw new AppError('user_not_found', MESSAGES.userNotFound);
  }

  return {
    /**
     * Whether a block stands between `a` and `b`, either way. Runs on `on` (a caller's
     * transaction) when given: one prepared statement.
     */
    stands: (a: string, b: string, on: Db = db) => repo.blockStands(on, a, b),

    /** How a block stands between `userId` and each of `otherIds` (those with none left out). */
    async relations(
      userId: string,
      otherIds: string[],
      on: Db = db,
    ): Promise<Map<string, BlockRelation>> {
      const out = new Map<string, BlockRelation>();
      for (const row of await repo.blocksAmong(on, userId, otherIds)) {
        const other = row.blockerId === userId ? row.blockedId : row.blockerId;
        const rel = out.get(other) ?? { byMe: false, byThem: false };
        if (row.blockerId === userId) rel.byMe = true;
        else rel.byThem = true;
        out.set(other, rel);
      }
      return out;
    },

    /** `GET /api/blocks`: the people `user` blocked, latest first, with name and photo. */
    async list(user: User): Promise<BlockList> {
      const rows = await repo.listBlocksBy(db, user.id);
      const people = await profiles.people(rows.map((r) => r.blockedId));
      return {
        items: rows.flatMap((r) => {
          const person = people.get(r.blockedId);
          if (!person) return [];
          return [
            {
              id: r.blockedId,
              name: person.name,
              photoUrl: person.photoPath,
              blockedAt: r.createdAt.toISOString(),
            },
          ];
        }),
      };
    },

    /**
     * `GET /api/blocks/:userId/impact`: how many upcoming sessions blocking `otherId` cancels.
     * @throws 400 `block_self`; 404 `user_not_found`.
     */
    async impact(user: User, otherId: string): Promise<BlockImpact> {
      await requireOther(user, otherId);
      return { upcomingSessions: (await bookings.upcomingBetween(user.id, otherId)).length };
    },

    /**
     * `PUT /api/blocks/:userId`: block `otherId` (idempotent: a second call answers the block
     * as it stands), then cancel every upcoming session between the two, each through the
     * bookings module's cancel path as `user` (its own transaction and notices). The block is
     * stored first, so no new booking slips in between.
     * @throws 400 `block_self`; 404 `user_not_found`.
     */
    async block(user: User, otherId: string): Promise<BlockResult> {
      await requireOther(user, otherId);
      const { row } = await database.transaction(async (tx) => {
        const stored = await repo.insertBlock(tx.db, user.id, otherId, now());
        if (stored.created) tx.afterCommit(() => announce(user.id, otherId));
        return stored;
      });
      const cancelled = await bookings.cancelBetween(user.id, otherId, BLOCK_CANCEL_REASON);
      return { blockedAt: row.createdAt.toISOString(), cancelledSessions: cancelled };
    },

    /** `DELETE /api/blocks/:userId`: lift `user`'s block of `otherId` (nothing when none). */
    async unblock(user: User, otherId: string): Promise<void> {
      await database.transaction(async (tx) => {
        if (await repo.deleteBlock(tx.db, user.id, otherId))
          tx.afterCommit(() => announce(user.id, otherId));
      });
    },

    /** Remove every block by or of `userId` in the deletion's transaction `on` (ADR 0019). */
    eraseFor: (userId: string, on: Db) => repo.deleteBlocksOf(on, userId),

    /** The blocks `userId` set, for their data export (ADR 0019). */
    async ownBlocks(userId: string) {
      const rows = await repo.listBlocksBy(db, userId);
      return rows.map((r) => ({ blockedUserId: r.blockedId, blockedAt: r.createdAt }));
    },
  };
}
