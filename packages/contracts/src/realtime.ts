import type { CirclePost } from './circle-posts.ts';
import type { ExpertRequest } from './experts.ts';
import type { Conversation, Message } from './messages.ts';
import type { Notification } from './notifications.ts';

/**
 * The realtime protocol (ADR 0012): Socket.IO on the app's own origin,
 * path {@link REALTIME_PATH}, authenticated by the session cookie during the handshake.
 * Every event mirrors something already stored in PostgreSQL and readable over HTTP: a client
 * that missed events (offline, reconnecting) fetches what it missed, so the socket only ever
 * makes things faster, never necessary.
 */

/** Socket.IO's path on the app's origin. */
export const REALTIME_PATH = '/socket.io';
/** Heartbeat: the server pings every 20 s (docs/product.md §7). */
export const REALTIME_PING_INTERVAL_MS = 20_000;
/** Reconnect delays in order, the last one repeating: 1 s, 5 s, 10 s, then 60 s (§7). */
export const REALTIME_RECONNECT_DELAYS_MS = [1_000, 5_000, 10_000, 60_000] as const;
/** A person counts as online while a socket of theirs was seen within this long. */
export const PRESENCE_TTL_MS = 60_000;

/** Events the server sends. Payloads are the contracts' HTTP shapes. */
export interface ServerToClientEvents {
  /** A new message in a conversation of the reader (their own too: other tabs). */
  'message:new': (payload: { message: Message }) => void;
  /**
   * A conversation of the reader was opened (started by the other person, by an expert's
   * accept, or by a booking's system message): add it to the contact list.
   */
  'conversation:new': (payload: { conversation: Conversation }) => void;
  /** A message changed (a rescheduled invite's answer). */
  'message:updated': (payload: { message: Message }) => void;
  /** Someone read a conversation up to `seq`. */
  'conversation:read': (payload: { conversationId: string; userId: string; seq: number }) => void;
  /**
   * A block between the two people `userIds` was set or lifted (docs/product.md#1214-blocking):
   * refetch what it changes (their conversation, the blocked list).
   */
  'block:changed': (payload: { userIds: [string, string] }) => void;
  /** The other person is typing in a conversation (sent at most every 2 s while typing). */
  'conversation:typing': (payload: { conversationId: string; userId: string }) => void;
  /** A new in-app notification, and the reader's unread count after it. */
  'notification:new': (payload: { notification: Notification; unreadCount: number }) => void;
  /** The reader's unread notification count changed (read elsewhere). */
  'notification:count': (payload: { unreadCount: number }) => void;
  /** To online experts: a new Ask an Expert request they may accept. */
  'expert-request:new': (payload: { request: ExpertRequest }) => void;
  /** To experts: a request was taken, withdrawn or expired; remove it. */
  'expert-request:closed': (payload: { requestId: string }) => void;
  /** To the mentee (and the winning expert): the request changed (accepted, expired, …). */
  'expert-request:updated': (payload: { request: ExpertRequest }) => void;
  /** To people viewing a circle: a post or reply was added, edited or deleted. */
  'circle-post:new': (payload: { post: CirclePost }) => void;
  'circle-post:updated': (payload: { post: CirclePost }) => void;
  'circle-post:deleted': (payload: {
    circleId: string;
    postId: string;
    parentId: string | null;
  }) => void;
}

/** Answer to a client event that takes an acknowledgement. */
export type RealtimeAck = { ok: true } | { ok: false; type: string; message: string };

/** Events the client sends. */
export interface ClientToServerEvents {
  /**
   * This tab now shows this conversation (null: none); while it does, its messages are not
   * notified to me. The realtime hub keeps it with the socket's presence.
   */
  'conversation:viewing': (payload: { conversationId: string | null }) => void;
  /** I am typing in this conversation (relayed to the other person if I belong to it). */
  'conversation:typing': (payload: { conversationId: string }) => void;
  /** Start or stop receiving a circle's live posts (any signed-in person viewing it). */
  'circle:watch': (payload: { circleId: string }, ack?: (answer: RealtimeAck) => void) => void;
  'circle:unwatch': (payload: { circleId: string }) => void;
}

/** Room names (server side): one per user and per conversation, and per viewed circle. */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  conversation: (conversationId: string) => `conversation:${conversationId}`,
  circle: (circleId: string) => `circle:${circleId}`,
  experts: 'experts',
} as const;
