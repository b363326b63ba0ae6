import {
  type AnswerSystemMessage,
  type ConversationModeration,
  type ConversationRead,
  type Conversation,
  type Message,
  type MessagePage,
  type MessagePageQuery,
  type SendMessage,
  type SystemMessage,
  type User,
} from '@pathwise/contracts';
import { AppError } from '../../lib/errors.ts';
import { createMessagesContext, type MessagesDeps } from './context.ts';
import { createConversations } from './conversations.ts';
import * as repo from './repository.ts';
import { createSendPath } from './send-path.ts';
import type { StoredText } from './send-repository.ts';
import { createSystemMessages } from './system-messages.ts';
import { createUnreadMail } from './unread-mail.ts';

/**
 * Messages between a mentee and a mentor (docs/product.md#126-messaging,
 * docs/product.md#127-notifications for the unread mail).
 *
 * Rules:
 * - A conversation joins one mentee and one mentor, one per pair. A mentee may start one with
 *   any approved mentor; a mentor with someone who has a booking with them (any state but
 *   declined or expired) or already a conversation; anyone else is refused.
 * - Only the two participants see a conversation; for anyone else it does not exist (404).
 * - Every write is one transaction; realtime emits run after COMMIT (`afterCommit`), so no
 *   client hears of a row it cannot read yet. `message:new` goes to both people (the
 *   sender's other tabs too).
 * - A send is idempotent by (sender, `clientId`): a retry answers the stored message.
 * - A mentor may mute a mentee who is not their booked mentee: a muted one's messages are
 *   neither notified nor mailed to the mentor. While a block stands between the two, either
 *   way (the blocks module, docs/product.md#1214-blocking), neither can write to the other; the
 *   conversation stays readable.
 * - Booking events appear as system messages in the pair's conversation (created if none).
 */
export type MessagesService = ReturnType<typeof createMessagesService>;

/**
 * The messages service over `deps`, composed of its parts: the shared context
 * (`context.ts`), conversations (`conversations.ts`), the send path (`send-path.ts`),
 * system messages (`system-messages.ts`) and the unread mail (`unread-mail.ts`); the reads
 * and writes of one conversation's messages are here.
 */
export function createMessagesService(deps: MessagesDeps) {
  const ctx = createMessagesContext(deps);
  const { db, now, notFound, sideOf, participantOf, toMessage, toConversation } = ctx;
  const { emitMessage, isBookedMentee } = ctx;
  const { database, realtime, bookings } = deps;
  const systemMessages = createSystemMessages(ctx);
  const unreadMail = createUnreadMail(ctx);
  const sendPath = createSendPath(ctx);
  const { blocked, earlierSend, storeLimited, storeText } = sendPath;

  return {
    /** Subscribe to the events that become system messages and unread mails. */
    subscribe() {
      systemMessages.subscribe();
      unreadMail.subscribe();
    },
    /**
     * Tell both people of a changed message (`message:updated`, e.g. removed by a moderator:
     * docs/product.md#143-moderation-and-suspension); call after commit.
     */
    announceUpdate: (messageId: string) => emitMessage('message:updated', messageId),
    /** Create the unread-mail queue and start its worker. */
    startUnreadMailWorker: () => unreadMail.startUnreadMailWorker(),
    ...createConversations(ctx, sendPath),

    /**
     * `GET /api/conversations/:id/messages`: a page, oldest first (`before`: older; `after`:
     * newer, the catch-up after a reconnect). 404 unless the caller takes part.
     */
    async messages(user: User, id: string, query: MessagePageQuery): Promise<MessagePage> {
      sideOf(user);
      const { row } = await participantOf(user.id, id);
      const page = await repo.pageMessages(db, id, query);
      return { items: page.rows.map((m) => toMessage(m, row, user.id)), hasMore: page.hasMore };
    },

    /**
     * `POST /api/conversations/:id/messages`: store a text message, idempotent by
     * (sender, `clientId`). Publishes `message.sent`; emits `message:new` to both after commit.
     * @returns the message and whether it was stored now (false: a retry).
     * @throws 404 `conversation_not_found`; 403 `conversation_blocked` (a block stands between
     *   the two, either way: docs/product.md#1214-blocking);
     *   429 `general_rate_limit_exceeded` past {@link MESSAGES_PER_MINUTE} a minute;
     *   409 `message_client_id_reused` (the clientId named a message in another conversation).
     */
    async send(
      user: User,
      id: string,
      input: SendMessage,
    ): Promise<{ message: Message; created: boolean }> {
      const side = sideOf(user);
      // The common path is the store alone: it checks under its lock that the sender takes
      // part and is not blocked, and finds a retry by (sender, clientId). Only when it stores
      // nothing, or the limit refuses, is the conversation read to say why.
      const answer = async (m: repo.MessageRow, created: boolean) => ({
        message: toMessage(m, await repo.findConversation(db, id), user.id),
        created,
      });
      /** Why nothing was stored: 404 (not theirs), a retry's answer, 403 (blocked), or `refusal`. */
      const explain = async (refusal?: AppError) => {
        const { row } = await participantOf(user.id, id);
        const earlier = await earlierSend(user, input.clientId, id);
        if (earlier) return answer(earlier, false);
        if (await deps.blocks.stands(row.menteeId, row.mentorId)) throw blocked();
        throw refusal ?? notFound();
      };
      let stored: StoredText | null;
      try {
        stored = await storeLimited(user, (tx) => storeText(tx, id, user, side, input));
      } catch (error) {
        // Past the limit, a stranger still gets 404 and a retry what it stored.
        if (!(error instanceof AppError && error.type === 'general_rate_limit_exceeded'))
          throw error;
        return explain(error);
      }
      // Stored now: the conversation as the send's transaction left it, not read again.
      if (stored)
        return { message: toMessage(stored.message, stored.conversation, user.id), created: true };
      return explain();
    },

    /**
     * `POST /api/conversations/:id/read`: move the caller's read seq up to `seq` (default:
     * the latest message), never back; emits `conversation:read` to both when it moved.
     */
    async markRead(user: User, id: string, seq: number | undefined): Promise<ConversationRead> {
      sideOf(user);
      const { side } = await participantOf(user.id, id);
      const result = await database.transaction(async (tx) => {
        const latest = await repo.maxSeq(tx.db, id);
        const target = Math.min(seq ?? latest, latest);
        const moved = await repo.markRead(tx.db, id, side, target);
        const read: ConversationRead = { conversationId: id, userId: user.id, seq: moved.after };
        if (moved.after > moved.before) {
          const row = (await repo.findConversation(tx.db, id))!;
          tx.afterCommit(() =>
            realtime.toUsers([row.menteeId, row.mentorId], 'conversation:read', read),
          );
        }
        return read;
      });
      return result;
    },

    /**
     * `PUT /api/conversations/:id/moderation`: the mentor mutes the mentee.
     * @throws 403 `general_forbidden` for the mentee; 409 `conversation_moderation_not_allowed`
     *   when the mentee has a booking with the mentor (a booked mentee cannot be muted).
     */
    async moderate(user: User, id: string, input: ConversationModeration): Promise<Conversation> {
      const side = sideOf(user);
      const { row } = await participantOf(user.id, id);
      if (side !== 'mentor')
        throw new AppError('general_forbidden', 'Only the mentor of a conversation can mute it.');
      if (input.muted && (await isBookedMentee(user.id, row.menteeId)))
        throw new AppError(
          'conversation_moderation_not_allowed',
          'You cannot mute a mentee who has booked a session with you.',
        );
      const updated = await database.transaction((tx) =>
        repo.setModeration(tx.db, id, input.muted, now()),
      );
      return toConversation(updated, user.id);
    },

    /**
     * `POST /api/conversations/:id/messages/:messageId/answer`: the mentee accepts or declines
     * a rescheduled invite; acts on the booking (the bookings module's accept/decline, whose
     * event sets the message's answer and emits `message:updated` to both).
     * @throws 404 `conversation_not_found` / `message_not_found`; 403 `general_forbidden` (the
     *   mentor); 409 `message_already_answered` (answered, not an invite, or superseded);
     *   the bookings module's 409 when the booking cannot move.
     */
    async answer(
      user: User,
      id: string,
      messageId: string,
      input: AnswerSystemMessage,
    ): Promise<Message> {
      const side = sideOf(user);
      await participantOf(user.id, id);
      const m = await repo.findMessage(db, messageId);
      if (!m || m.conversationId !== id)
        throw new AppError('message_not_found', 'No message at this address in this conversation.');
      const system = m.system as SystemMessage | null;
      if (side !== 'mentee')
        throw new AppError('general_forbidden', 'Only the mentee answers a proposed new time.');
      if (!system || system.type !== 'booking_proposed' || system.answer !== null)
        throw new AppError('message_already_answered', 'This invite has already been answered.');
      const snapshot = await bookings.eventSnapshot(system.bookingId, 'mentee');
      if (!snapshot.proposal || snapshot.proposal.start.toISOString() !== system.proposal?.start)
        throw new AppError(
          'message_already_answered',
          'This proposed time is no longer open; see the session for its current time.',
        );
      if (input.answer === 'accepted') await bookings.acceptProposal(user.id, system.bookingId);
      else await bookings.declineProposal(user.id, system.bookingId);
      // The booking event answered the message in the booking's transaction; make sure.
      const after = await database.transaction(async (tx) => {
        const locked = (await repo.lockMessage(tx.db, messageId))!;
        const s = locked.system as SystemMessage;
        if (s.answer !== null) return locked;
        const updated = await repo.updateSystem(tx.db, messageId, { ...s, answer: input.answer });
        tx.afterCommit(() => emitMessage('message:updated', messageId));
        return updated;
      });
      const row = (await repo.findConversation(db, id))!;
      return toMessage(after, row, user.id);
    },

    /**
     * The socket's `conversation:typing`: relay it to the other person when `userId` takes part
     * in the conversation (quietly ignored otherwise).
     */
    async relayTyping(userId: string, conversationId: string): Promise<void> {
      const row = await repo.findConversation(db, conversationId);
      if (!row) return;
      const other =
        row.menteeId === userId ? row.mentorId : row.mentorId === userId ? row.menteeId : null;
      if (!other) return;
      realtime.toUsers(other, 'conversation:typing', { conversationId, userId });
    },
  };
}
