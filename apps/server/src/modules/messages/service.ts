import {
  MESSAGES_PER_MINUTE,
  UNREAD_MESSAGE_MAIL_GAP_MS,
  type AnswerSystemMessage,
  type Conversation,
  type ConversationCandidate,
  type ConversationCandidateList,
  type ConversationCandidateQuery,
  type ConversationContact,
  type ConversationList,
  type ConversationModeration,
  type ConversationRead,
  type Message,
  type MessagePage,
  type MessagePageQuery,
  type SendMessage,
  type StartConversation,
  type SystemMessage,
  type User,
} from '@pathwise/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { dbOnClient, type Database, type Db } from '../../db/client.ts';
import type { Mailer } from '../../jobs/mail-job.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { newId } from '../../lib/crypto.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import type { BookingEvent, EventBus, EventTransaction } from '../../lib/events.ts';
import { createRateLimit } from '../../lib/rate-limit.ts';
import type { AccountService } from '../account/service.ts';
import type { BookingsService } from '../bookings/service.ts';
import { derivedUuid } from '../bookings/reminders.ts';
import type { MentorsService } from '../mentors/service.ts';
import type { NotificationPreferencesService } from '../notifications/service.ts';
import type { OnboardingService } from '../onboarding/service.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import * as repo from './repository.ts';
import { storeTextMessage, type StoredText } from './send-repository.ts';

/**
 * Messages between a mentee and a mentor (issue 11 "Messages", "System messages",
 * "Notifications" for the unread mail; docs/product.md §2 Messages, §3 Message).
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
 * - A mentor may mute or block a mentee who is not their booked mentee; a blocked mentee
 *   cannot write; a muted one's messages are neither notified nor mailed to the mentor.
 * - Booking events appear as system messages in the pair's conversation (created if none).
 */
export type MessagesService = ReturnType<typeof createMessagesService>;

/** The pg-boss queue of unread-message mails. */
export const UNREAD_MAIL_QUEUE = 'message-unread-mail';

/** One unread-mail job: mail `recipientId` if message `seq` of the conversation is still unread. */
export interface UnreadMailJob {
  conversationId: string;
  recipientId: string;
  senderId: string;
  seq: number;
}

type Side = 'mentee' | 'mentor';
type Tx = {
  db: Db;
  client: EventTransaction['client'];
  afterCommit: EventTransaction['afterCommit'];
};

export interface MessagesDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  jobs: JobQueue;
  events: EventBus;
  logger: Logger;
  realtime: RealtimeHub;
  accounts: Pick<AccountService, 'findPeople'>;
  mentors: Pick<MentorsService, 'cards' | 'isApproved' | 'directory'>;
  bookings: Pick<
    BookingsService,
    'menteesOf' | 'acceptProposal' | 'declineProposal' | 'eventSnapshot' | 'myMentors'
  >;
  onboarding: Pick<OnboardingService, 'menteeProfile'>;
  /** The notification preferences (registered after this module: read when a mail job runs). */
  preferences: () => Pick<NotificationPreferencesService, 'wants' | 'unsubscribeUrl'>;
  /** How long a message stays unread before it is mailed, ms (default 15 minutes). */
  unreadMailDelayMs: number;
  /** The clock; tests may pass another. */
  now?: () => Date;
}

export function createMessagesService(deps: MessagesDeps) {
  const { database, realtime, accounts, mentors, bookings, events, jobs, mailer, logger } = deps;
  const { db } = database;
  const now = deps.now ?? (() => new Date());
  const sendLimit = createRateLimit(
    database.pool,
    'messages-per-user',
    MESSAGES_PER_MINUTE,
    deps.config.rateLimits.enabled,
    { durationS: 60 },
  );

  const notFound = () =>
    new AppError(
      'conversation_not_found',
      'No conversation at this address that you take part in.',
    );

  /** The caller's side: a finished onboarding as mentee or mentor; otherwise 403. */
  function sideOf(user: User): Side {
    if (!user.onboarded || (user.role !== 'mentee' && user.role !== 'mentor'))
      throw new AppError(
        'general_forbidden',
        'Finish onboarding as a mentee or mentor to use messages.',
      );
    return user.role;
  }

  /** The conversation `id` if `userId` takes part in it, with their side; else 404. */
  async function participantOf(
    userId: string,
    id: string,
    on: Db = db,
  ): Promise<{ row: repo.ConversationRow; side: Side }> {
    const row = await repo.findConversation(on, id);
    if (!row) throw notFound();
    if (row.menteeId === userId) return { row, side: 'mentee' };
    if (row.mentorId === userId) return { row, side: 'mentor' };
    throw notFound();
  }

  const otherOf = (row: repo.ConversationRow, side: Side) =>
    side === 'mentee' ? row.mentorId : row.menteeId;
  const readSeqOf = (row: repo.ConversationRow, side: Side) =>
    side === 'mentee' ? row.menteeReadSeq : row.mentorReadSeq;

  /** A stored message as `viewerId` (on `side`) sees it. */
  function toMessage(
    m: repo.MessageRow,
    row: repo.ConversationRow | null,
    viewerId: string,
  ): Message {
    let status: Message['status'] = 'sent';
    if (row) {
      const side: Side = row.menteeId === viewerId ? 'mentee' : 'mentor';
      const other: Side = side === 'mentee' ? 'mentor' : 'mentee';
      const readBy = m.senderId === viewerId ? readSeqOf(row, other) : readSeqOf(row, side);
      status = readBy >= m.seq ? 'read' : 'sent';
    }
    return {
      id: m.id,
      seq: m.seq,
      conversationId: m.conversationId,
      senderId: m.senderId,
      text: m.text,
      system: (m.system as SystemMessage | null) ?? null,
      clientId: m.clientId,
      createdAt: m.createdAt.toISOString(),
      status,
    };
  }

  /** The contact cards of the people `ids` of role `role`, by id. */
  async function contactsOf(
    ids: { id: string; role: Side }[],
    online?: Set<string>,
  ): Promise<Map<string, ConversationContact>> {
    const mentorIds = ids.filter((i) => i.role === 'mentor').map((i) => i.id);
    const menteeIds = ids.filter((i) => i.role === 'mentee').map((i) => i.id);
    const [cards, people, profiles, onlineSet] = await Promise.all([
      mentors.cards(mentorIds),
      accounts.findPeople(ids.map((i) => i.id)),
      Promise.all(menteeIds.map((id) => deps.onboarding.menteeProfile.find(id))),
      online ?? realtime.online(ids.map((i) => i.id)),
    ]);
    const menteeProfiles = new Map(menteeIds.map((id, k) => [id, profiles[k] ?? null]));
    const out = new Map<string, ConversationContact>();
    for (const { id, role } of ids) {
      const card = role === 'mentor' ? cards.get(id) : undefined;
      const profile = role === 'mentee' ? menteeProfiles.get(id) : null;
      out.set(id, {
        id,
        role,
        // The account's name is the one owner of a person's name (issue 17 item 5).
        name: people.get(id)?.name || card?.name || 'Former member',
        title: card?.headline ?? profile?.headline ?? null,
        company: card?.company ?? profile?.company ?? null,
        photoUrl: card?.photoPath ?? profile?.photoPath ?? null,
        online: onlineSet.has(id),
      });
    }
    return out;
  }

  /** `row` as `viewerId` lists it. */
  async function toConversation(
    row: repo.ConversationRow,
    viewerId: string,
  ): Promise<Conversation> {
    const side: Side = row.menteeId === viewerId ? 'mentee' : 'mentor';
    const otherId = otherOf(row, side);
    const [contacts, last, unread, booked] = await Promise.all([
      contactsOf([{ id: otherId, role: side === 'mentee' ? 'mentor' : 'mentee' }]),
      repo.lastMessages(db, [row.id]),
      repo.unreadCounts(db, viewerId),
      side === 'mentor' ? isBookedMentee(row.mentorId, row.menteeId) : true,
    ]);
    const lastRow = last.get(row.id);
    return {
      id: row.id,
      contact: contacts.get(otherId)!,
      lastMessage: lastRow ? toMessage(lastRow, row, viewerId) : null,
      unreadCount: unread.get(row.id) ?? 0,
      otherReadSeq: readSeqOf(row, side === 'mentee' ? 'mentor' : 'mentee'),
      muted: row.mentorMutedAt !== null,
      blocked: row.mentorBlockedAt !== null,
      moderationAllowed: !booked,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** Tell both people of `row` about it as each sees it (after a new conversation commits). */
  async function emitConversation(conversationId: string): Promise<void> {
    const row = await repo.findConversation(db, conversationId);
    if (!row) return;
    for (const userId of [row.menteeId, row.mentorId]) {
      realtime.toUsers(userId, 'conversation:new', {
        conversation: await toConversation(row, userId),
      });
    }
  }

  /** Emit `message:new` (or `message:updated`) of `messageId` to both people, each with their status. */
  async function emitMessage(event: 'message:new' | 'message:updated', messageId: string) {
    const m = await repo.findMessage(db, messageId);
    if (!m) return;
    const row = await repo.findConversation(db, m.conversationId);
    if (!row) return;
    emitStored(event, m, row);
  }

  /** Emit `event` with message `m` of conversation `row` to both, each as they see it. */
  function emitStored(
    event: 'message:new' | 'message:updated',
    m: repo.MessageRow,
    row: repo.ConversationRow,
  ) {
    for (const userId of [row.menteeId, row.mentorId]) {
      realtime.toUsers(userId, event, { message: toMessage(m, row, userId) });
    }
  }

  /**
   * Get or create the pair's conversation on `tx` (emits `conversation:new` to both after
   * commit when created).
   */
  async function ensureConversation(tx: Tx, menteeId: string, mentorId: string) {
    const result = await repo.ensurePair(tx.db, newId(), menteeId, mentorId);
    if (result.created) tx.afterCommit(() => emitConversation(result.row.id));
    return result;
  }

  /** Run `fn` on `given` (a caller's transaction) or in a new transaction. */
  async function withTx<T>(given: EventTransaction | undefined, fn: (tx: Tx) => Promise<T>) {
    if (given)
      return fn({
        db: dbOnClient(given.client),
        client: given.client,
        afterCommit: (cb) => given.afterCommit(cb),
      });
    return database.transaction((tx) => fn(tx));
  }

  /** Whether `menteeId` has a booking with `mentorId` that counts (not declined or expired). */
  async function isBookedMentee(mentorId: string, menteeId: string): Promise<boolean> {
    return (await bookings.menteesOf(mentorId, menteeId)).length > 0;
  }

  /** Insert a system message for `event`'s pair in the event's transaction; emit after commit. */
  async function addSystemMessage(
    event: BookingEvent,
    tx: EventTransaction,
    system: SystemMessage,
  ) {
    await withTx(tx, async (t) => {
      const { row } = await ensureConversation(t, event.mentee.id, event.mentor.id);
      const m = await repo.insertSystemMessage(t.db, {
        id: newId(),
        conversationId: row.id,
        system,
      });
      await repo.touchConversation(t.db, row.id, m.createdAt);
      t.afterCommit(() => emitMessage('message:new', m.id));
    });
  }

  const systemOf = (
    type: SystemMessage['type'],
    e: BookingEvent,
    extra: Partial<SystemMessage> = {},
  ): SystemMessage => ({
    type,
    bookingId: e.bookingId,
    start: e.start.toISOString(),
    end: e.end.toISOString(),
    proposal: null,
    answer: null,
    actor: null,
    ...extra,
  });

  /** Set the answer of the open rescheduled invites of `event`'s booking that `pick` selects. */
  async function answerOpenProposals(
    event: BookingEvent,
    tx: EventTransaction,
    answer: 'accepted' | 'declined',
    pick: (s: SystemMessage) => boolean,
  ) {
    const t = dbOnClient(tx.client);
    for (const m of await repo.openProposals(t, event.bookingId)) {
      const system = m.system as SystemMessage;
      if (!pick(system)) continue;
      await repo.updateSystem(t, m.id, { ...system, answer });
      tx.afterCommit(() => emitMessage('message:updated', m.id));
    }
  }

  /** Subscribe to the booking events that become system messages (issue 11 "System messages"). */
  function subscribe() {
    // A pending booking is a request, not yet booked (issue 17, item 7).
    events.on('booking.created', (e, tx) =>
      addSystemMessage(
        e,
        tx,
        systemOf(e.status === 'pending' ? 'booking_requested' : 'booking_created', e),
      ),
    );
    events.on('booking.confirmed', (e, tx) =>
      addSystemMessage(e, tx, systemOf('booking_confirmed', e, { actor: e.actor })),
    );
    events.on('booking.declined', (e, tx) =>
      addSystemMessage(e, tx, systemOf('booking_declined', e, { actor: e.actor })),
    );
    events.on('booking.expired', (e, tx) =>
      addSystemMessage(e, tx, systemOf('booking_expired', e, { actor: e.actor })),
    );
    events.on('booking.cancelled', (e, tx) =>
      addSystemMessage(e, tx, systemOf('booking_cancelled', e, { actor: e.actor })),
    );
    events.on('booking.proposed', (e, tx) =>
      addSystemMessage(
        e,
        tx,
        systemOf('booking_proposed', e, {
          proposal: e.proposal
            ? { start: e.proposal.start.toISOString(), end: e.proposal.end.toISOString() }
            : null,
        }),
      ),
    );
    // A move: the mentee accepted the mentor's proposed time (that invite is answered, from
    // here or elsewhere), or the mentee moved it; either way a notice says who and when.
    events.on('booking.rescheduled', async (e, tx) => {
      await answerOpenProposals(
        e,
        tx,
        'accepted',
        (s) => s.proposal?.start === e.start.toISOString(),
      );
      await addSystemMessage(
        e,
        tx,
        systemOf(e.acceptedProposal ? 'booking_accepted' : 'booking_rescheduled', e, {
          actor: e.actor,
          previousStart: e.previousStart?.toISOString() ?? null,
        }),
      );
    });
    events.on('booking.proposal-declined', (e, tx) =>
      answerOpenProposals(e, tx, 'declined', () => true),
    );
    events.on('message.sent', (e, tx) => scheduleUnreadMail(e, tx));
  }

  /** Enqueue the unread-message mail of `e` (issue 11 "Notifications"), unless muted. */
  async function scheduleUnreadMail(
    e: {
      conversationId: string;
      recipientId: string;
      senderId: string;
      seq: number;
      muted: boolean;
    },
    tx: EventTransaction,
  ) {
    if (e.muted) return;
    const data: UnreadMailJob = {
      conversationId: e.conversationId,
      recipientId: e.recipientId,
      senderId: e.senderId,
      seq: e.seq,
    };
    await jobs.send(UNREAD_MAIL_QUEUE, data, {
      client: tx.client,
      startAfter: new Date(now().getTime() + deps.unreadMailDelayMs),
      singletonKey: `${UNREAD_MAIL_QUEUE}:${e.conversationId}:${e.recipientId}`,
    });
  }

  /**
   * Run one unread-mail job: mail the recipient if message `seq` is still unread by them,
   * the conversation is not muted for them, they want `message` mail and no such mail went to
   * them for this conversation within the hour (the `message_mail_log` claim, taken in the
   * transaction that enqueues the mail).
   * @returns why nothing was sent, or 'sent'.
   */
  async function runUnreadMail(jobId: string, data: UnreadMailJob): Promise<string> {
    const row = await repo.findConversation(db, data.conversationId);
    if (!row) return 'gone';
    const side: Side = row.menteeId === data.recipientId ? 'mentee' : 'mentor';
    if (readSeqOf(row, side) >= data.seq) return 'read';
    if (side === 'mentor' && row.mentorMutedAt) return 'muted';
    const preferences = deps.preferences();
    if (!(await preferences.wants(data.recipientId, 'message', 'mail'))) return 'unwanted';
    const unread = await repo.unreadTexts(db, row.id, data.recipientId, readSeqOf(row, side), 5);
    if (unread.length === 0) return 'read';
    const senderRole: Side = side === 'mentee' ? 'mentor' : 'mentee';
    const [people, contacts] = await Promise.all([
      accounts.findPeople([data.recipientId]),
      contactsOf([{ id: data.senderId, role: senderRole }], new Set()),
    ]);
    const recipient = people.get(data.recipientId);
    if (!recipient) return 'gone';
    const { unreadMessageMail } = await import('./mails.tsx');
    const base = side === 'mentee' ? '/dashboard/messages' : '/dashboard_mentor/messages';
    const mail = await unreadMessageMail({
      appName: deps.config.appName,
      to: recipient.email,
      name: recipient.name,
      senderName: contacts.get(data.senderId)?.name ?? 'Someone',
      texts: unread.map((m) => m.text),
      conversationUrl: `${deps.config.appUrl}${base}?c=${encodeURIComponent(row.id)}`,
      unsubscribe: await preferences.unsubscribeUrl(data.recipientId, 'message'),
    });
    const claimed = await database.transaction(async (tx) => {
      const ok = await repo.claimMailSlot(
        tx.db,
        row.id,
        data.recipientId,
        now(),
        UNREAD_MESSAGE_MAIL_GAP_MS,
      );
      if (ok) await mailer.send(mail, tx.client, { id: derivedUuid(`message-mail:${jobId}`) });
      return ok;
    });
    return claimed ? 'sent' : 'mailed-within-the-hour';
  }

  /** Create the unread-mail queue and start its worker (every process; pg-boss runs a job once). */
  async function startUnreadMailWorker(): Promise<void> {
    await jobs.work<UnreadMailJob>(
      UNREAD_MAIL_QUEUE,
      { policy: 'short', retryLimit: 5, retryDelay: 30, pollingIntervalSeconds: 1 },
      async ({ id, data }) => {
        const outcome = await runUnreadMail(id, data);
        logger.info(
          { jobId: id, conversationId: data.conversationId, outcome },
          'unread message mail',
        );
      },
    );
  }

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
        // The mentee's own words open it (issue 17, item 10: Ask an Expert's question); the
        // clientId makes a retry store it once.
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

  const blocked = () =>
    new AppError('conversation_blocked', 'This mentor has blocked messages from you.');

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
   * a send that fails or stores nothing (a concurrent retry) does not use it up (issue 17,
   * item 25). @throws 429 `general_rate_limit_exceeded`.
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
   * part on `side` or is a blocked mentee (then null: `storeTextMessage`), marks the
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

  return {
    subscribe,
    startUnreadMailWorker,
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
      const [contacts, last, unread, booked] = await Promise.all([
        contactsOf(others),
        repo.lastMessages(db, ids),
        repo.unreadCounts(db, user.id),
        // A mentor's booked mentees cannot be muted or blocked (one query for the list).
        user.role === 'mentor'
          ? bookings.menteesOf(user.id).then((rows) => new Set(rows.map((b) => b.menteeId)))
          : null,
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
            blocked: r.mentorBlockedAt !== null,
            moderationAllowed: booked !== null && !booked.has(r.menteeId),
            createdAt: r.createdAt.toISOString(),
          };
        }),
      };
    },

    /**
     * `POST /api/conversations`: the first message to `input.userId`, which creates the
     * pair's conversation with it in one transaction (never an empty one: issue 17, item 10),
     * or adds it to the pair's existing conversation. The send path, rules and effects are
     * {@link send}'s (block, rate limit, `message.sent`, realtime); a retry with the same
     * `clientId` answers the stored message's conversation.
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
      if (side === 'mentee' && existing?.mentorBlockedAt) throw blocked();
      const stored = await storeLimited(user, (tx) =>
        ensureConversation(tx, menteeId, mentorId).then(({ row }) =>
          storeText(tx, row.id, user, side, input),
        ),
      );
      if (stored) return answer(stored.conversation.id, true);
      const retried = await earlierSend(user, input.clientId, existing?.id ?? null);
      // Not a retry: the mentor blocked the mentee meanwhile (the store checks under its lock).
      if (!retried) throw blocked();
      return answer(retried.conversationId, false);
    },

    /**
     * `GET /api/conversations/candidates?q=`: whom the caller may start a conversation with:
     * people they have a conversation or a session with, and for a mentee the listed mentors
     * matching `q` (first 20). Names filtered by `q` (case-insensitive substring). With
     * `with`: only that person, if the caller may write to them (else an empty list).
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
        if (!pair) return { items: [] };
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
      const ids = [...reasons.keys()].filter((id) => id !== user.id);
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
     * @throws 404 `conversation_not_found`; 403 `conversation_blocked` (a blocked mentee);
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
        if (side === 'mentee' && row.mentorBlockedAt) throw blocked();
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
     * `PUT /api/conversations/:id/moderation`: the mentor mutes or blocks the mentee.
     * @throws 403 `general_forbidden` for the mentee; 409 `conversation_moderation_not_allowed`
     *   when the mentee has a booking with the mentor (a booked mentee cannot be muted or blocked).
     */
    async moderate(user: User, id: string, input: ConversationModeration): Promise<Conversation> {
      const side = sideOf(user);
      const { row } = await participantOf(user.id, id);
      if (side !== 'mentor')
        throw new AppError(
          'general_forbidden',
          'Only the mentor of a conversation can mute or block it.',
        );
      if ((input.muted || input.blocked) && (await isBookedMentee(user.id, row.menteeId)))
        throw new AppError(
          'conversation_moderation_not_allowed',
          'You cannot mute or block a mentee who has booked a session with you.',
        );
      const updated = await database.transaction((tx) =>
        repo.setModeration(tx.db, id, input.muted, input.blocked, now()),
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
