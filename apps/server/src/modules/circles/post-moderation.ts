import type { ReportContext } from '@pathwise/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import * as posts from './posts-repository.ts';

/**
 * Circle posts and replies as moderation sees them
 * (docs/product.md#143-moderation-and-suspension): who may report one (anyone signed in:
 * discussions are public), the thread for the queue, and removal (kept for the record, shown
 * as "Removed by a moderator" in the thread).
 */
export type PostModeration = ReturnType<typeof createPostModeration>;

export function createPostModeration(deps: { database: Database }) {
  const { db } = deps.database;
  return {
    /** The author of post `id` when it exists and is not removed; null otherwise (404). */
    async reportTarget(_viewerId: string, id: string): Promise<{ authorId: string } | null> {
      const row = (await posts.moderationThread(db, id)).find((r) => r.id === id);
      if (!row || row.removed_at !== null) return null;
      return { authorId: row.author_id };
    },

    /** The post with its whole thread, the reported one marked; null when gone. */
    async context(id: string): Promise<ReportContext | null> {
      const rows = await posts.moderationThread(db, id);
      if (rows.length === 0) return null;
      return {
        kind: 'circle_post',
        circleTitle: rows[0]!.circle_title,
        items: rows.map((r) => ({
          id: r.id,
          authorName: r.author_name,
          text: r.body,
          createdAt: new Date(r.created_at).toISOString(),
          removed: r.removed_at !== null,
          reported: r.id === id,
        })),
      };
    },

    /** Remove post `id` for `adminId` in `tx`; its author, or null when there is no such post. */
    async removeForModeration(
      tx: Transaction,
      id: string,
      adminId: string,
    ): Promise<{ authorId: string } | null> {
      const authorId = await posts.markPostRemoved(tx.db, id, adminId);
      return authorId ? { authorId } : null;
    },
  };
}
