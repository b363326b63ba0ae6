import type { ReportContext } from '@pathwise/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import type { AccountService } from '../account/service.ts';
import { markMessageRemoved, messagesAround } from './moderation-repository.ts';
import * as repo from './repository.ts';

/** Messages the queue shows on each side of a reported one. */
export const MODERATION_CONTEXT_AROUND = 5;

/**
 * Messages as moderation sees them (docs/product.md#143-moderation-and-suspension): who may
 * report one (a participant of its conversation, about the other's text message), the message
 * with the {@link MODERATION_CONTEXT_AROUND} before and after it for the queue, and removal
 * (kept for the record; both sides see "Removed by a moderator").
 */
export type MessageModeration = ReturnType<typeof createMessageModeration>;

export function createMessageModeration(deps: {
  database: Database;
  accounts: Pick<AccountService, 'findPeople'>;
  /** Tell both people of the change after commit (the messages service's `message:updated`). */
  announceUpdate: (messageId: string) => Promise<void>;
}) {
  const { database, accounts } = deps;
  const { db } = database;
  return {
    /**
     * The sender of message `id` when `viewerId` takes part in its conversation and it is a
     * person's message that is not removed; null otherwise (the report answers 404).
     */
    async reportTarget(viewerId: string, id: string): Promise<{ authorId: string } | null> {
      const message = await repo.findMessage(db, id);
      if (!message || message.kind !== 'text' || !message.senderId || message.removedAt) {
        return null;
      }
      const conversation = await repo.findConversation(db, message.conversationId);
      if (!conversation) return null;
      if (conversation.menteeId !== viewerId && conversation.mentorId !== viewerId) return null;
      return { authorId: message.senderId };
    },

    /** The message in its window of the conversation, the reported one marked; null when gone. */
    async context(id: string): Promise<ReportContext | null> {
      const rows = await messagesAround(db, id, MODERATION_CONTEXT_AROUND);
      if (rows.length === 0) return null;
      const ids = [...new Set(rows.flatMap((r) => (r.senderId ? [r.senderId] : [])))];
      const people = await accounts.findPeople(ids);
      return {
        kind: 'message',
        items: rows.map((r) => ({
          id: r.id,
          authorName: r.senderId ? (people.get(r.senderId)?.name ?? '') : '',
          text: r.kind === 'text' ? r.text : '',
          createdAt: r.createdAt.toISOString(),
          removed: r.removedAt !== null,
          reported: r.id === id,
        })),
      };
    },

    /** Remove message `id` for `adminId` in `tx`; its sender, or null when there is none. */
    async removeForModeration(
      tx: Transaction,
      id: string,
      adminId: string,
    ): Promise<{ authorId: string } | null> {
      const message = await repo.findMessage(tx.db, id);
      if (!message?.senderId) return null;
      await markMessageRemoved(tx.db, id, adminId);
      tx.afterCommit(() => deps.announceUpdate(id));
      return { authorId: message.senderId };
    },
  };
}
