import type { NotificationKind, NotificationPreference } from '@pathwise/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailUnsubscribeTokens, notificationPreferences } from './schema.ts';

/** Notification preferences' and unsubscribe secrets' data access (issue 10 "Reminders"). */

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
