import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailUnsubscribeTokens, notificationPreferences, notifications } from './schema.ts';

/** A person's notifications and notification choices, for their data export (ADR 0019). */
export async function findOwnNotifications(db: Db, userId: string) {
  const list = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt);
  const preferences = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return {
    notifications: list.map(({ userId: _u, isDemo: _d, ...n }) => n),
    preferences: preferences.map(({ userId: _u, ...p }) => p),
  };
}

/** Delete the person's notifications, choices and unsubscribe token (account deletion). */
export async function deleteOwnNotifications(db: Db, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
  await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  await db.delete(mailUnsubscribeTokens).where(eq(mailUnsubscribeTokens.userId, userId));
}
