import { z } from 'zod';
import { multiLineText, pathId } from './text.ts';
import { formatInteger } from './number-format.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * Messages between a mentee and a mentor (docs/product.md#126-messaging; docs/product.md §2
 * Messages, §3 "Message": sender them or me, text, time, isSystemMessage). A conversation joins one
 * mentee and one mentor. Times are ISO 8601 in UTC. `seq` orders messages (increasing) and is
 * the paging cursor.
 */

/** Longest message: 4,000 characters. */
export const MESSAGE_MAX_LENGTH = 4000;
/** Messages per page of `GET /api/conversations/:id/messages`. */
export const MESSAGE_PAGE_SIZE = 50;
/** Messages a person may send per minute (ADR 0004). */
export const MESSAGES_PER_MINUTE = 30;
/**
 * An unread message is mailed after this long unread (docs/product.md#127-notifications): 15
 * minutes.
 */
export const UNREAD_MESSAGE_MAIL_DELAY_MS = 15 * 60 * 1000;
/** At most one unread-message mail per conversation and recipient per this long: 1 hour. */
export const UNREAD_MESSAGE_MAIL_GAP_MS = 60 * 60 * 1000;

/**
 * The booking events that appear in a conversation as system messages (each change
 * says what truly happened: docs/product.md#126-messaging): `booking_requested` a pending request,
 * `booking_created` a booking confirmed at once, `booking_confirmed` / `booking_declined` the
 * mentor's answer to a request, `booking_expired` a request left unanswered,
 * `booking_rescheduled` a move by `actor`, `booking_proposed` the mentor's proposed time,
 * `booking_accepted` the mentee accepted it (the booking moved), `booking_cancelled`.
 */
export const SYSTEM_MESSAGE_TYPES = [
  'booking_requested',
  'booking_created',
  'booking_confirmed',
  'booking_declined',
  'booking_expired',
  'booking_rescheduled',
  'booking_proposed',
  'booking_accepted',
  'booking_cancelled',
] as const;
export const SystemMessageType = lazySchema(() => z.enum(SYSTEM_MESSAGE_TYPES));
export type SystemMessageType = z.infer<typeof SystemMessageType>;

/**
 * A system message's content: which booking event, the booking, its time (and for a
 * rescheduled invite, `booking_proposed`, the proposed time and the mentee's answer once
 * given: then the Accept and Decline buttons are gone on both sides).
 */
export const SystemMessage = lazySchema(() =>
  z.object({
    type: SystemMessageType,
    bookingId: z.string(),
    start: z.string(),
    end: z.string(),
    proposal: z.object({ start: z.string(), end: z.string() }).nullable(),
    answer: z.enum(['accepted', 'declined']).nullable(),
    /** Who made the change (`booking_cancelled`, `booking_rescheduled`): mentee, mentor or system. */
    actor: z.enum(['mentee', 'mentor', 'system']).nullable(),
    /** The start before a move (`booking_rescheduled`, `booking_accepted`); absent on older rows. */
    previousStart: z.string().nullable().optional(),
  }),
);
export type SystemMessage = z.infer<typeof SystemMessage>;

/**
 * A message. `senderId` is null for a system message. `status` is for the reader's own
 * messages: `sent` (stored) or `read` (the other side has read it); others' messages are
 * `read` or `sent` as the reader has read them.
 */
export const Message = lazySchema(() =>
  z.object({
    id: z.string(),
    seq: z.number().int(),
    conversationId: z.string(),
    senderId: z.string().nullable(),
    text: z.string(),
    system: SystemMessage.nullable(),
    clientId: z.string().nullable(),
    createdAt: z.string(),
    status: z.enum(['sent', 'read']),
    /**
     * Removed by a moderator (docs/product.md#143-moderation-and-suspension): `text` is empty
     * and both sides see "Removed by a moderator" in its place.
     */
    removed: z.boolean().optional(),
  }),
);
export type Message = z.infer<typeof Message>;

/**
 * The other person of a conversation, as the contact list shows them
 * (docs/product.md#2-screens-and-routes).
 */
export const ConversationContact = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    role: z.enum(['mentee', 'mentor']),
    /** Job title, or null. */
    title: z.string().nullable(),
    company: z.string().nullable(),
    /** Path of their photo on this site, or null (initials are shown). */
    photoUrl: z.string().nullable(),
    online: z.boolean(),
  }),
);
export type ConversationContact = z.infer<typeof ConversationContact>;

/**
 * A conversation in the reader's contact list: the other person, the last message (or null),
 * how many messages the reader has not read, the mentor's mute (`muted`), and whether a block
 * stands between the two (`blocked`: either blocked the other, so neither can write;
 * `blockedByMe`: the reader set it and may lift it; docs/product.md#1214-blocking).
 * `otherReadSeq`: the `seq` of
 * the last message the other side has read (the reader's own messages up to it are read).
 */
export const Conversation = lazySchema(() =>
  z.object({
    id: z.string(),
    contact: ConversationContact,
    lastMessage: Message.nullable(),
    unreadCount: z.number().int().min(0),
    otherReadSeq: z.number().int().min(0),
    muted: z.boolean(),
    blocked: z.boolean(),
    blockedByMe: z.boolean(),
    /**
     * For the mentor: whether Mute is open, false while the mentee has a booking
     * with them that counts (the server refuses then: 409 `conversation_moderation_not_allowed`),
     * so the page says so before anything is confirmed (docs/product.md#126-messaging). Always
     * false for the mentee.
     */
    moderationAllowed: z.boolean(),
    createdAt: z.string(),
  }),
);
export type Conversation = z.infer<typeof Conversation>;

/** `GET /api/conversations`: the reader's conversations, latest message first. */
export const ConversationList = lazySchema(() => z.object({ items: z.array(Conversation) }));
export type ConversationList = z.infer<typeof ConversationList>;

/**
 * `GET /api/conversations/:id/messages` query: `before` a `seq` pages back (older, for
 * scrolling up); `after` a `seq` catches up (newer, after a reconnect). Neither = the newest
 * page. Answers oldest first.
 */
export const MessagePageQuery = lazySchema(() =>
  z.object({
    before: z.coerce.number().int().min(0).optional(),
    after: z.coerce.number().int().min(0).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(MESSAGE_PAGE_SIZE),
  }),
);
export type MessagePageQuery = z.infer<typeof MessagePageQuery>;

/** A page of messages, oldest first; `hasMore`: there are more in the paging direction. */
export const MessagePage = lazySchema(() =>
  z.object({ items: z.array(Message), hasMore: z.boolean() }),
);
export type MessagePage = z.infer<typeof MessagePage>;

/**
 * `POST /api/conversations/:id/messages` body. `clientId` is the sender's own id for this
 * message (e.g. a UUID): a retry with the same one stores one message and answers it.
 */
export const SendMessage = lazySchema(() =>
  z.object({
    text: multiLineText(
      MESSAGE_MAX_LENGTH,
      `Must be at most ${formatInteger(MESSAGE_MAX_LENGTH, 'en-US')} characters.`,
    ).refine((t) => t.trim().length > 0, 'Required.'),
    clientId: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id.'),
  }),
);
export type SendMessage = z.infer<typeof SendMessage>;

/**
 * `POST /api/conversations` body: the person to talk to and the first message (`text`,
 * `clientId` as in {@link SendMessage}). A conversation is created with its first message,
 * never empty (docs/product.md#126-messaging); when the pair already has one, the message is added
 * to it.
 */
export const StartConversation = lazySchema(() => SendMessage.extend({ userId: pathId(36) }));
export type StartConversation = z.infer<typeof StartConversation>;

/** `POST /api/conversations/:id/read` body: read up to `seq` (default: everything). */
export const MarkConversationRead = lazySchema(() =>
  z.object({ seq: z.number().int().min(0).optional() }),
);
export type MarkConversationRead = z.infer<typeof MarkConversationRead>;

/**
 * `PUT /api/conversations/:id/moderation` body (mentor only): mute the mentee. Blocking is
 * `PUT /api/blocks/:userId`, for either side (docs/product.md#1214-blocking).
 */
export const ConversationModeration = lazySchema(() => z.object({ muted: z.boolean() }));
export type ConversationModeration = z.infer<typeof ConversationModeration>;

/**
 * `POST /api/conversations/:id/messages/:messageId/answer` body: the mentee's answer to a
 * rescheduled invite (`booking_proposed` system message); acts on the booking.
 */
export const AnswerSystemMessage = lazySchema(() =>
  z.object({ answer: z.enum(['accepted', 'declined']) }),
);
export type AnswerSystemMessage = z.infer<typeof AnswerSystemMessage>;

/**
 * `GET /api/conversations/candidates?q=`: people the reader may start a conversation with
 * (Start a Conversation): people they have a session or a conversation with, and for a
 * mentee any listed mentor matching `q`; `conversationId` names their existing conversation.
 */
export const ConversationCandidateQuery = lazySchema(() =>
  z.object({
    q: z.string().trim().max(100).optional(),
    /**
     * Only this person, when the reader may write to them (an empty list otherwise): the
     * `?with=` of Start a Conversation (docs/product.md#126-messaging), which opens their
     * conversation if one exists and otherwise asks for the first message.
     */
    with: pathId(36).optional(),
  }),
);
export type ConversationCandidateQuery = z.infer<typeof ConversationCandidateQuery>;
export const ConversationCandidate = lazySchema(() =>
  ConversationContact.extend({
    conversationId: z.string().nullable(),
    /** Why they are listed. */
    reason: z.enum(['session', 'conversation', 'mentor']),
  }),
);
export type ConversationCandidate = z.infer<typeof ConversationCandidate>;
export const ConversationCandidateList = lazySchema(() =>
  z.object({ items: z.array(ConversationCandidate) }),
);
export type ConversationCandidateList = z.infer<typeof ConversationCandidateList>;

/** `:id` of the conversation routes. */
export const ConversationParams = lazySchema(() => z.object({ id: pathId(36) }));
export type ConversationParams = z.infer<typeof ConversationParams>;

/** `:id` and `:messageId` of `POST /api/conversations/:id/messages/:messageId/answer`. */
export const ConversationMessageParams = lazySchema(() =>
  z.object({ id: pathId(36), messageId: pathId(36) }),
);
export type ConversationMessageParams = z.infer<typeof ConversationMessageParams>;

/**
 * `POST /api/conversations/:id/read` answer (and the `conversation:read` event's payload):
 * `userId` has read the conversation up to `seq`.
 */
export const ConversationRead = lazySchema(() =>
  z.object({
    conversationId: z.string(),
    userId: z.string(),
    seq: z.number().int().min(0),
  }),
);
export type ConversationRead = z.infer<typeof ConversationRead>;
