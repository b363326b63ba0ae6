import {
  MESSAGES_PER_MINUTE,
  type ConversationRead,
  type SendMessage,
  type User,
} from '@pathwise/contracts';
import { newId } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { createRateLimit } from '../../lib/rate-limit.ts';
import type { MessagesContext, Side, Tx } from './context.ts';
import * as repo from './repository.ts';
import { storeTextMessage, type StoredText } from './send-repository.ts';

/** The send path {@link createSendPath} builds: what a new conversation and a send share. */
export type SendPath = ReturnType<typeof createSendPath>;

/**
 * The one way a person's text message is stored (a send into a conversation, or the first
 * message that opens one): the rate limit, the retry by (sender, `clientId`), the block,
 * the read mark of the sender, `message.sent` and the emit after commit.
 */
export function createSendPath(ctx: MessagesContext) {
  const { deps, db, otherOf, readSeqOf, emitStored } = ctx;
  const { database, realtime, events } = deps;
  const sendLimit = createRateLimit(
    database.pool,
    'messages-per-user',
    MESSAGES_PER_MINUTE,
    deps.config.rateLimits.enabled,
    { durationS: 60 },
  );

  const blocked = () =>
    new AppError('conversation_blocked', 'Messages between you and this person are blocked.');

  /**
   * The message `user` already stored with `clientId` (a retry), or null. @throws 409
   * `message_client_id_reused` when it is in another conversation than `conversationId`.
   */
  async function earlierSend(user: User, clientId: string, conversationId: string | null) {
    const existing = await repo.findByClientId(db, user.id, clientId);
    if (existing && existing.conversationId !== conversationId)
      throw new AppError(
        'message_client_id_reused',
        'This message id was already used in another conversation.',
      );
    return existing;
  }

  /**
   * Run `store` in one transaction within `user`'s allowance of {@link MESSAGES_PER_MINUTE};
   * a send that fails or stores nothing (a concurrent retry) does not use it up
   * (docs/product.md#126-messaging). @throws 429 `general_rate_limit_exceeded`.
   */
  async function storeLimited(
    user: User,
    store: (tx: Tx) => Promise<StoredText | null>,
  ): Promise<StoredText | null> {
    await sendLimit.consume(user.id);
    const stored = await database.transaction(store).catch(async (error: unknown) => {
      await sendLimit.refund(user.id);
      throw error;
    });
    if (!stored) await sendLimit.refund(user.id);
    return stored;
  }

  /**
   * The one send path of a person's text message into conversation `id` on `tx` ({@link send}
   * and {@link start}): stores it unless (sender, `clientId`) exists, the sender does not take
   * part on `side` (then null: `storeTextMessage`); refuses it (403) while a block stands
   * between the two; marks the
   * conversation read by the sender up to it, publishes `message.sent` (notification and
   * unread mail, unless the mentor muted the mentee) and emits `message:new` after commit.
   */
  async function storeText(
    tx: Tx,
    id: string,
    user: User,
    side: Side,
    input: SendMessage,
  ): Promise<StoredText | null> {
    const stored = await storeTextMessage(
      tx.db,
      {
        id: newId(),
        conversationId: id,
        senderId: user.id,
        text: input.text,
        clientId: input.clientId,
      },
      side,
    );
    if (!stored) return null;
    // The conversation as the statement left it (its mute read under the lock).
    const { message: m, conversation } = stored;
    // A block either way refuses the message: the throw rolls the insert back
    // (docs/product.md#1214-blocking; one statement, no read of the conversation before).
    if (await deps.blocks.stands(conversation.menteeId, conversation.mentorId, tx.db))
      throw blocked();
    // Reading what you answer: the sender has read everything up to their own message.
    if (readSeqOf(conversation, side) > stored.readBefore) {
      const read: ConversationRead = {
        conversationId: id,
        userId: user.id,
        seq: readSeqOf(conversation, side),
      };
      tx.afterCommit(() =>
        realtime.toUsers([conversation.menteeId, conversation.mentorId], 'conversation:read', read),
      );
    }
    await events.publish(
      'message.sent',
      {
        messageId: m.id,
        seq: m.seq,
        conversationId: id,
        senderId: user.id,
        senderName: user.name,
        recipientId: otherOf(conversation, side),
        recipientRole: side === 'mentee' ? 'mentor' : 'mentee',
        preview: input.text.slice(0, 140),
        muted: side === 'mentee' && conversation.mentorMutedAt !== null,
      },
      tx,
    );
    // The stored row and the conversation as this transaction left them: no read-back.
    tx.afterCommit(() => emitStored('message:new', m, conversation));
    return stored;
  }

  return { blocked, earlierSend, storeLimited, storeText };
}
