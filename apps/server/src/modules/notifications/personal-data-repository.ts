import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailUnsubscribeTokens, notificationPreferences, notifications } from './schema.ts';

/** A person's notifications and notification choices, for their data export (ADR 0019). */
export async function findOwnNotifications(db: Db, userId: string) {
  const list = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      event: notifications.event,
      data: notifications.data,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt);
  const preferences = await db
    .select({
      kind: notificationPreferences.kind,
      inApp: notificationPreferences.inApp,
      mail: notificationPreferences.mail,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return { notifications: list, preferences };
}

/** Delete the person's notifications, choices and unsubscribe token (account deletion). */
export async function deleteOwnNotifications(db: Db, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
  await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  await db.delete(mailUnsubscribeTokens).where(eq(mailUnsubscribeTokens.userId, userId));
}
