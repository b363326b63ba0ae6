import type { NotificationKind, NotificationPreference } from '@pathwise/contracts';
import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { mailUnsubscribeTokens, notificationPreferences, notifications } from './schema.ts';

/**
 * Notification preferences' and unsubscribe secrets' data access
 * (docs/product.md#127-notifications).
 */

/** The stored choices of `userId` (kinds never changed have no row). */
export async function listPreferences(
  db: Db,
  userId: string,
): Promise<Map<NotificationKind, NotificationPreference>> {
  const rows = await db
    .select({
      kind: notificationPreferences.kind,
      inApp: notificationPreferences.inApp,
      mail: notificationPreferences.mail,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return new Map(rows.map((r) => [r.kind as NotificationKind, r as NotificationPreference]));
}

/** Whether `userId` gets `kind` by `channel`: true without a row (the default is on). */
export async function wants(
  db: Db,
  userId: string,
  kind: NotificationKind,
  channel: 'mail' | 'inApp',
): Promise<boolean> {
  const [row] = await db
    .select({ inApp: notificationPreferences.inApp, mail: notificationPreferences.mail })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)))
    .limit(1);
  return row ? row[channel] : true;
}

/** Store the choices given (insert or replace per kind). */
export async function savePreferences(
  db: Db,
  userId: string,
  items: NotificationPreference[],
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(items.map((i) => ({ userId, kind: i.kind, inApp: i.inApp, mail: i.mail })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: {
        inApp: sql`excluded.in_app`,
        mail: sql`excluded.mail`,
        updatedAt: sql`now()`,
      },
    });
}

/** Turn the mail of `kind` off for `userId`, keeping the in-app choice. */
export async function turnMailOff(db: Db, userId: string, kind: NotificationKind): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, mail: false })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { mail: false, updatedAt: sql`now()` },
    });
}

/**
 * The unsubscribe secret of `userId`, made from `fresh` when they have none yet (concurrent
 * callers all get the one stored).
 */
export async function tokenOf(db: Db, userId: string, fresh: string): Promise<string> {
  await db.insert(mailUnsubscribeTokens).values({ userId, token: fresh }).onConflictDoNothing();
  const [row] = await db
    .select({ token: mailUnsubscribeTokens.token })
    .from(mailUnsubscribeTokens)
    .where(eq(mailUnsubscribeTokens.userId, userId))
    .limit(1);
  return row!.token;
}

/** Whose unsubscribe secret `token` is, or null. */
export async function userOfToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: mailUnsubscribeTokens.userId })
    .from(mailUnsubscribeTokens)
    .where(eq(mailUnsubscribeTokens.token, token))
    .limit(1);
  return row?.userId ?? null;
}

/** One stored in-app notification (docs/product.md#127-notifications). */
export interface NotificationRow {
  id: string;
  userId: string;
  kind: string;
  event: string;
  data: Record<string, string | number | null>;
  readAt: Date | null;
  createdAt: Date;
}

/** Add a notification (unread and made now unless given: the demo seeder gives both). */
export async function insertNotification(
  db: Db,
  row: Omit<NotificationRow, 'readAt' | 'createdAt'> & {
    isDemo?: boolean;
    createdAt?: Date;
    readAt?: Date | null;
  },
): Promise<NotificationRow> {
  const [stored] = await db.insert(notifications).values(row).returning(columns);
  return stored as NotificationRow;
}

const columns = {
  id: notifications.id,
  userId: notifications.userId,
  kind: notifications.kind,
  event: notifications.event,
  data: notifications.data,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

/**
 * A message notification for `userId`, collapsed per conversation, in one round trip (a send
 * runs it in its transaction; docs/performance.md, "Realtime: what a message send costs"):
 * unless they turned in-app `message` notices off, their unread one for `conversationId` (the
 * newest, locked) gets `data` with `count` one more (1 when it had none: the first message) and
 * moves to now; without one, notification `id` is added with `count` 1. `data` must carry
 * `conversationId`. Nothing either while a tab of theirs shows the conversation (a presence
 * row viewing it seen after `viewingSince`). The person's unread count after it comes back with it, so the
 * `notification:new` after commit needs no read (docs/performance.md, "Realtime, second round").
 * @returns the notification as stored and `unreadCount`, or null when the person does not want
 *   it or is viewing the conversation.
 */
export async function upsertMessageNotification(
  db: Db,
  input: {
    id: string;
    userId: string;
    conversationId: string;
    data: NotificationRow['data'];
    viewingSince: Date;
  },
): Promise<(NotificationRow & { unreadCount: number }) | null> {
  const [row] = await prepared<NotificationRow & { unreadCount: string }>(
    db,
    'upsert_message_notification',
    UPSERT_MESSAGE_NOTIFICATION_SQL,
    [input.userId, input.conversationId, input.id, JSON.stringify(input.data), input.viewingSince],
  );
  return row ? { ...row, unreadCount: Number(row.unreadCount) } : null;
}

const UPSERT_MESSAGE_NOTIFICATION_SQL = `
  with wanted as (
    select coalesce(
      (select in_app from notification_preferences where user_id = $1 and kind = 'message'),
      true)
      -- Not while a tab of theirs shows the conversation (the realtime module's presence rows,
      -- seen after $5, the hub's presenceSince).
      and not exists (
        select 1 from presence
         where user_id = $1 and viewing_conversation_id = $2 and seen_at > $5
      ) as yes
  ), existing as (
    select id, data from notifications
     where user_id = $1 and event = 'message.received' and read_at is null
       and data->>'conversationId' = $2 and (select yes from wanted)
     order by created_at desc limit 1
     for update
  ), refreshed as (
    update notifications n
       set data = $4::jsonb || jsonb_build_object('count', coalesce((e.data->>'count')::int, 1) + 1),
           created_at = now()
      from existing e where n.id = e.id
    returning n.id, n.user_id as "userId", n.kind, n.event, n.data, n.read_at as "readAt",
      n.created_at as "createdAt"
  ), added as (
    insert into notifications (id, user_id, kind, event, data)
    select $3, $1, 'message', 'message.received', $4::jsonb || '{"count": 1}'::jsonb
     where (select yes from wanted) and not exists (select 1 from existing)
    returning id, user_id as "userId", kind, event, data, read_at as "readAt",
      created_at as "createdAt"
  ), stored as (
    select * from refreshed union all select * from added
  )
  -- The statement's snapshot does not see its own insert: the one added counts apart.
  select stored.*,
    (select count(*) from notifications where user_id = $1 and read_at is null)
      + (select count(*) from added) as "unreadCount"
  from stored`;

/**
 * A page of `userId`'s notifications, newest first (`created_at`, then id): `limit` of them
 * older than the notification `before` (when given and theirs), only unread ones if asked.
 */
export async function listNotifications(
  db: Db,
  userId: string,
  options: { before?: string; unreadOnly?: boolean; limit: number },
): Promise<NotificationRow[]> {
  const conditions = [eq(notifications.userId, userId)];
  if (options.unreadOnly) conditions.push(isNull(notifications.readAt));
  if (options.before) {
    const [cursor] = await db
      .select({ createdAt: notifications.createdAt, id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, options.before), eq(notifications.userId, userId)))
      .limit(1);
    if (cursor)
      conditions.push(
        or(
          lt(notifications.createdAt, cursor.createdAt),
          and(eq(notifications.createdAt, cursor.createdAt), lt(notifications.id, cursor.id)),
        )!,
      );
  }
  const rows = await db
    .select(columns)
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit);
  return rows as NotificationRow[];
}

/** How many unread notifications `userId` has. */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Mark one of `userId`'s notifications read (kept if already). @returns false if not theirs. */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Mark every unread notification of `userId` read. */
export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Delete the demo seeder's notifications of `userId` (it adds them again). */
export async function deleteDemoNotifications(db: Db, userId: string): Promise<void> {
  await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isDemo, true)));
}
