import type {
  Conversation,
  ConversationCandidate,
  ConversationCandidateList,
  ConversationCandidateQuery,
  ConversationList,
  StartConversation,
  User,
} from '@pathwise/contracts';
import { newId } from '../../lib/crypto.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import type { EventTransaction } from '../../lib/events.ts';
import type { MessagesContext, Side } from './context.ts';
import * as repo from './repository.ts';
import type { SendPath } from './send-path.ts';
import { storeTextMessage } from './send-repository.ts';

/**
 * Conversations (docs/product.md §2 Messages): the caller's list, whom they may write to,
 * and a conversation started with its first message or opened by another module.
 */
export function createConversations(ctx: MessagesContext, sendPath: SendPath) {
  const { deps, db, sideOf, otherOf, readSeqOf, toMessage, contactsOf, toConversation } = ctx;
  const { ensureConversation, withTx, emitStored, isBookedMentee } = ctx;
  const { accounts, mentors, bookings, blocks } = deps;
  const { blocked, earlierSend, storeLimited, storeText } = sendPath;

  /**
   * Get or create the conversation of `menteeId` and `mentorId` (no permission check: the
   * caller decided, e.g. the experts module when an expert accepts a request) and, when
   * created, emit `conversation:new` to both after commit.
   * @param tx the caller's transaction, when the conversation must exist exactly when it commits.
   * @returns the conversation's id and whether this call created it.
   */
  async function openConversation(
    menteeId: string,
    mentorId: string,
    tx?: EventTransaction,
    first?: { text: string; clientId: string },
  ): Promise<{ id: string; created: boolean }> {
    return withTx(tx, async (t) => {
      const { row, created } = await ensureConversation(t, menteeId, mentorId);
      if (first) {
        // The mentee's own words open it (docs/product.md#126-messaging: Ask an Expert's question);
        // the clientId makes a retry store it once.
        const stored = await storeTextMessage(
          t.db,
          {
            id: newId(),
            conversationId: row.id,
            senderId: menteeId,
            text: first.text,
            clientId: first.clientId,
          },
          'mentee',
        );
        if (stored)
          t.afterCommit(() => emitStored('message:new', stored.message, stored.conversation));
      }
      return { id: row.id, created };
    });
  }

  /** Who may write to `otherId` from `side`: the pair, or the refusal (see {@link start}). */
  async function pairWith(
    user: User,
    side: Side,
    otherId: string,
  ): Promise<{ menteeId: string; mentorId: string }> {
    if (otherId === user.id)
      throw new AppError(
        'conversation_not_allowed',
        'You cannot start a conversation with yourself.',
      );
    if (side === 'mentee') {
      if (!(await mentors.isApproved(otherId)))
        throw new AppError(
          'mentor_not_found',
          'There is no listed mentor with this id to write to.',
        );
      return { menteeId: user.id, mentorId: otherId };
    }
    const existing = await repo.findPair(db, otherId, user.id);
    if (!existing && !(await isBookedMentee(user.id, otherId))) {
      const known = (await accounts.findPeople([otherId])).has(otherId);
      if (!known) throw new AppError('user_not_found', MESSAGES.userNotFound);
      throw new AppError(
        'conversation_not_allowed',
        'You can message people who booked a session with you or who wrote to you first.',
      );
    }
    return { menteeId: otherId, mentorId: user.id };
  }

  return {
    openConversation,

    /** `GET /api/conversations`: the caller's conversations, latest message first. */
    async list(user: User): Promise<ConversationList> {
      sideOf(user);
      const rows = await repo.listConversationsOf(db, user.id);
      const ids = rows.map((r) => r.id);
      const others = rows.map((r): { id: string; role: Side } => {
        const s: Side = r.menteeId === user.id ? 'mentee' : 'mentor';
        return { id: otherOf(r, s), role: s === 'mentee' ? 'mentor' : 'mentee' };
      });
      const [contacts, last, unread, booked, blockedWith] = await Promise.all([
        contactsOf(others),
        repo.lastMessages(db, ids),
        repo.unreadCounts(db, user.id),
        // A mentor's booked mentees cannot be muted (one query for the list).
        user.role === 'mentor'
          ? bookings.menteesOf(user.id).then((rows) => new Set(rows.map((b) => b.menteeId)))
          : null,
        blocks.relations(
          user.id,
          others.map((o) => o.id),
        ),
      ]);
      return {
        items: rows.map((r, k) => {
          const s: Side = r.menteeId === user.id ? 'mentee' : 'mentor';
          const lastRow = last.get(r.id);
          return {
            id: r.id,
            contact: contacts.get(others[k]!.id)!,
            lastMessage: lastRow ? toMessage(lastRow, r, user.id) : null,
            unreadCount: unread.get(r.id) ?? 0,
            otherReadSeq: readSeqOf(r, s === 'mentee' ? 'mentor' : 'mentee'),
            muted: r.mentorMutedAt !== null,
            blocked: blockedWith.has(others[k]!.id),
            blockedByMe: blockedWith.get(others[k]!.id)?.byMe ?? false,
            moderationAllowed: booked !== null && !booked.has(r.menteeId),
            createdAt: r.createdAt.toISOString(),
          };
        }),
      };
    },

    /**
     * `POST /api/conversations`: the first message to `input.userId`, which creates the
     * pair's conversation with it in one transaction (never an empty one:
     * docs/product.md#126-messaging), or adds it to the pair's existing conversation. The send
     * path, rules and effects are {@link send}'s (block, rate limit, `message.sent`, realtime); a
     * retry with the same `clientId` answers the stored message's conversation.
     * @returns the conversation as the caller sees it (its last message is this one) and
     *   whether the message was stored now (false: a retry).
     * @throws 403 `conversation_not_allowed` (yourself, a person of the same role, a mentor's
     *   non-mentee), 404 `user_not_found` / `mentor_not_found` (no such approved mentor),
     *   403 `conversation_blocked`, 429, 409 `message_client_id_reused` as {@link send}.
     */
    async start(
      user: User,
      input: StartConversation,
    ): Promise<{ conversation: Conversation; created: boolean }> {
      const side = sideOf(user);
      const { menteeId, mentorId } = await pairWith(user, side, input.userId);
      const answer = async (id: string, created: boolean) => ({
        conversation: await toConversation((await repo.findConversation(db, id))!, user.id),
        created,
      });
      const existing = await repo.findPair(db, menteeId, mentorId);
      const earlier = await earlierSend(user, input.clientId, existing?.id ?? null);
      if (earlier) return answer(earlier.conversationId, false);
      if (await blocks.stands(menteeId, mentorId)) throw blocked();
      const stored = await storeLimited(user, (tx) =>
        ensureConversation(tx, menteeId, mentorId).then(({ row }) =>
          storeText(tx, row.id, user, side, input),
        ),
      );
      if (stored) return answer(stored.conversation.id, true);
      const retried = await earlierSend(user, input.clientId, existing?.id ?? null);
      // Not a retry: a block was set meanwhile (the store checks it in its transaction).
      if (!retried) throw blocked();
      return answer(retried.conversationId, false);
    },

    /**
     * `GET /api/conversations/candidates?q=`: whom the caller may start a conversation with:
     * people they have a conversation or a session with, and for a mentee the listed mentors
     * matching `q` (first 20). Names filtered by `q` (case-insensitive substring). With
     * `with`: only that person, if the caller may write to them (else an empty list). Nobody a
     * block stands between is a candidate.
     */
    async candidates(
      user: User,
      { q, with: withId }: ConversationCandidateQuery,
    ): Promise<ConversationCandidateList> {
      const side = sideOf(user);
      const otherRole: Side = side === 'mentee' ? 'mentor' : 'mentee';
      if (withId) {
        // Exactly this person, if the caller may write to them (Start a Conversation's ?with=).
        const pair = await pairWith(user, side, withId).catch((error: unknown) => {
          if (error instanceof AppError) return null;
          throw error;
        });
        if (!pair || (await blocks.stands(pair.menteeId, pair.mentorId))) return { items: [] };
        const existing = await repo.findPair(db, pair.menteeId, pair.mentorId);
        const contact = (await contactsOf([{ id: withId, role: otherRole }])).get(withId)!;
        const reason = existing ? 'conversation' : side === 'mentee' ? 'mentor' : 'session';
        return { items: [{ ...contact, conversationId: existing?.id ?? null, reason }] };
      }
      const [conversationsByOther, sessionIds] = await Promise.all([
        repo.conversationsWith(db, user.id, side),
        side === 'mentor'
          ? bookings.menteesOf(user.id).then((rows) => rows.map((r) => r.menteeId))
          : bookings.myMentors(user.id).then((list) => list.items.map((i) => i.mentor.id)),
      ]);
      const reasons = new Map<string, ConversationCandidate['reason']>();
      for (const id of sessionIds) reasons.set(id, 'session');
      for (const id of conversationsByOther.keys())
        if (!reasons.has(id)) reasons.set(id, 'conversation');
      if (side === 'mentee') {
        const found = await mentors.directory.search({
          q: q || undefined,
          sort: 'relevance',
          page: 1,
          pageSize: 20,
        });
        for (const card of found.items) if (!reasons.has(card.id)) reasons.set(card.id, 'mentor');
      }
      // Nobody a block stands between (docs/product.md#1214-blocking): they cannot be written to.
      const blocked = await blocks.relations(user.id, [...reasons.keys()]);
      const ids = [...reasons.keys()].filter((id) => id !== user.id && !blocked.has(id));
      const contacts = await contactsOf(ids.map((id) => ({ id, role: otherRole })));
      const needle = q?.trim().toLowerCase() ?? '';
      const order = { session: 0, conversation: 1, mentor: 2 } as const;
      const items = ids
        .map((id): ConversationCandidate => ({
          ...contacts.get(id)!,
          conversationId: conversationsByOther.get(id) ?? null,
          reason: reasons.get(id)!,
        }))
        .filter((c) => c.reason === 'mentor' || !needle || c.name.toLowerCase().includes(needle))
        .sort((a, b) => order[a.reason] - order[b.reason] || a.name.localeCompare(b.name));
      return { items };
    },
  };
}
