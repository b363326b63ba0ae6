import type {
  Conversation,
  ConversationContact,
  Message,
  SystemMessage,
  User,
} from '@pathwise/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { dbOnClient, type Database, type Db } from '../../db/client.ts';
import type { Mailer } from '../../jobs/mail-job.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { newId } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { EventBus, EventTransaction } from '../../lib/events.ts';
import type { AccountService } from '../account/service.ts';
import type { BlocksService } from '../blocks/service.ts';
import type { BookingsService } from '../bookings/service.ts';
import type { MentorsService } from '../mentors/service.ts';
import type { NotificationPreferencesService } from '../notifications/service.ts';
import type { ProfilesService } from '../profiles/service.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import * as repo from './repository.ts';

/** A participant's side of a conversation. */
export type Side = 'mentee' | 'mentor';
/** A transaction as the messages service writes in it (its own, or an event's). */
export type Tx = {
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
  mentors: Pick<MentorsService, 'isApproved' | 'directory'>;
  bookings: Pick<
    BookingsService,
    'menteesOf' | 'acceptProposal' | 'declineProposal' | 'eventSnapshot' | 'myMentors'
  >;
  /** Whether a block stands between two people (docs/product.md#1214-blocking). */
  blocks: Pick<BlocksService, 'stands' | 'relations'>;
  /** A contact's name, title, company and photo (the profiles module, ADR 0016). */
  profiles: Pick<ProfilesService, 'people'>;
  /** The notification preferences (registered after this module: read when a mail job runs). */
  preferences: () => Pick<NotificationPreferencesService, 'wants' | 'unsubscribeUrl'>;
  /** How long a message stays unread before it is mailed, ms (default 15 minutes). */
  unreadMailDelayMs: number;
  /** The clock; tests may pass another. */
  now?: () => Date;
}

/**
 * What the parts of the messages service share (`service.ts` composes them): who takes part
 * in a conversation, how a message and a conversation look to each of the two people, the
 * realtime emits after commit, and the transaction a write runs in.
 */
export type MessagesContext = ReturnType<typeof createMessagesContext>;

/** The shared part of the messages service over `deps`. */
export function createMessagesContext(deps: MessagesDeps) {
  const { database, realtime, bookings } = deps;
  const { db } = database;
  const now = deps.now ?? (() => new Date());

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
    // Rows of hand-written statements (the conversation list's last messages) may lack the
    // column: undefined = not removed.
    const removed = (m.removedAt ?? null) !== null;
    return {
      id: m.id,
      seq: m.seq,
      conversationId: m.conversationId,
      senderId: m.senderId,
      text: removed ? '' : m.text,
      system: (m.system as SystemMessage | null) ?? null,
      clientId: m.clientId,
      createdAt: m.createdAt.toISOString(),
      status,
      removed,
    };
  }

  /** The contact cards of the people `ids` of role `role`, by id. */
  async function contactsOf(
    ids: { id: string; role: Side }[],
    online?: Set<string>,
  ): Promise<Map<string, ConversationContact>> {
    const [people, onlineSet] = await Promise.all([
      deps.profiles.people(ids.map((i) => i.id)),
      online ?? realtime.online(ids.map((i) => i.id)),
    ]);
    const out = new Map<string, ConversationContact>();
    for (const { id, role } of ids) {
      // Each fact from its one owner, read in one statement (ADR 0016).
      const person = people.get(id);
      out.set(id, {
        id,
        role,
        name: person?.name || 'Former member',
        title: person?.headline ?? null,
        company: person?.company ?? null,
        photoUrl: person?.photoPath ?? null,
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
    const [contacts, last, unread, booked, blocks] = await Promise.all([
      contactsOf([{ id: otherId, role: side === 'mentee' ? 'mentor' : 'mentee' }]),
      repo.lastMessages(db, [row.id]),
      repo.unreadCounts(db, viewerId),
      side === 'mentor' ? isBookedMentee(row.mentorId, row.menteeId) : true,
      deps.blocks.relations(viewerId, [otherId]),
    ]);
    const block = blocks.get(otherId);
    const lastRow = last.get(row.id);
    return {
      id: row.id,
      contact: contacts.get(otherId)!,
      lastMessage: lastRow ? toMessage(lastRow, row, viewerId) : null,
      unreadCount: unread.get(row.id) ?? 0,
      otherReadSeq: readSeqOf(row, side === 'mentee' ? 'mentor' : 'mentee'),
      muted: row.mentorMutedAt !== null,
      blocked: block !== undefined,
      blockedByMe: block?.byMe ?? false,
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

  return {
    deps,
    db,
    now,
    notFound,
    sideOf,
    participantOf,
    otherOf,
    readSeqOf,
    toMessage,
    contactsOf,
    toConversation,
    emitMessage,
    emitStored,
    ensureConversation,
    withTx,
    isBookedMentee,
  };
}
