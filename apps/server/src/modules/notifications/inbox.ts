import {
  NOTIFICATION_IN_APP_ONLY,
  NOTIFICATION_MAIL_ALWAYS,
  NOTIFICATION_MAIL_ONLY,
  NOTIFICATION_PAGE_SIZE,
  type Notification,
  type NotificationCount,
  type NotificationEvent,
  type NotificationKind,
  type NotificationList,
  type NotificationListQuery,
  type NotificationPreference,
} from '@pathwise/contracts';
import { dbOnClient, type Database, type Db } from '../../db/client.ts';
import { newId } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { EventTransaction } from '../../lib/events.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import * as repo from './repository.ts';

/**
 * In-app notifications (docs/product.md "Notifications"): the bell's list and
 * count, and how other events become notifications ({@link NotificationsInbox.notify}).
 */
export type NotificationsInbox = ReturnType<typeof createNotificationsInbox>;

/** What a notification's text and link need; `link` is stored with it in `data`. */
export type NotificationData = Record<string, string | number | null>;

/**
 * A preference as it holds, whatever was stored (docs/product.md "Notifications"): the mail of
 * `NOTIFICATION_MAIL_ALWAYS` kinds is always on, `NOTIFICATION_IN_APP_ONLY` kinds are never
 * mailed and `NOTIFICATION_MAIL_ONLY` kinds never shown in the app. A `PUT` asking otherwise
 * is not refused: the locked channel simply keeps its fixed value.
 */
export function effectivePreference(p: NotificationPreference): NotificationPreference {
  const kind = p.kind;
  return {
    kind,
    inApp: (NOTIFICATION_MAIL_ONLY as readonly NotificationKind[]).includes(kind) ? false : p.inApp,
    mail: (NOTIFICATION_MAIL_ALWAYS as readonly NotificationKind[]).includes(kind)
      ? true
      : (NOTIFICATION_IN_APP_ONLY as readonly NotificationKind[]).includes(kind)
        ? false
        : p.mail,
  };
}

function toNotification(row: repo.NotificationRow): Notification {
  const { link, ...data } = row.data;
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    event: row.event as NotificationEvent,
    data,
    link: typeof link === 'string' ? link : '/',
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createNotificationsInbox(deps: {
  database: Database;
  /** The realtime hub (`app.realtime`); emits happen after commit only. */
  realtime: Pick<RealtimeHub, 'toUsers'>;
}) {
  const { db } = deps.database;
  const { realtime } = deps;

  async function emitCount(userId: string): Promise<number> {
    const unreadCount = await repo.countUnread(db, userId);
    realtime.toUsers(userId, 'notification:count', { unreadCount });
    return unreadCount;
  }

  /** Whether `userId` wants `kind` in the app, read on `on` (the event's transaction). */
  async function wantsInApp(on: Db, userId: string, kind: NotificationKind): Promise<boolean> {
    if ((NOTIFICATION_MAIL_ONLY as readonly NotificationKind[]).includes(kind)) return false;
    return repo.wants(on, userId, kind, 'inApp');
  }

  /**
   * After commit: tell every tab of the person about `row` with their new unread count (read
   * after commit, unless `unreadCount` is given: what the writing statement counted).
   */
  function announce(tx: EventTransaction, row: repo.NotificationRow, unreadCount?: number) {
    tx.afterCommit(async () => {
      realtime.toUsers(row.userId, 'notification:new', {
        notification: toNotification(row),
        unreadCount: unreadCount ?? (await repo.countUnread(db, row.userId)),
      });
    });
  }

  return {
    /**
     * Notify `userId` of `event` in the event's transaction `tx`, unless they turned `kind`
     * off in the app; after commit, their tabs get `notification:new` with the unread count.
     * `link` is the subject's path for the reader's role.
     * @returns the notification, or null when not wanted.
     */
    async notify(
      tx: EventTransaction,
      input: {
        userId: string;
        kind: NotificationKind;
        event: NotificationEvent;
        data: NotificationData;
        link: string;
      },
    ): Promise<Notification | null> {
      const on = dbOnClient(tx.client);
      if (!(await wantsInApp(on, input.userId, input.kind))) return null;
      const row = await repo.insertNotification(on, {
        id: newId(),
        userId: input.userId,
        kind: input.kind,
        event: input.event,
        data: { ...input.data, link: input.link },
      });
      announce(tx, row);
      return toNotification(row);
    },

    /**
     * A message notification (`message.received`), collapsed per conversation: while one for
     * `conversationId` is unread, it is updated (newest sender, preview, `count` + 1) and
     * moved to the top instead of adding another; nothing when the person turned in-app
     * message notices off or has a tab showing the conversation (presence seen after
     * `viewingSince`). One statement (`repo.upsertMessageNotification`), which also
     * counts the person's unread notifications for the `notification:new` after commit.
     */
    async notifyMessage(
      tx: EventTransaction,
      input: {
        userId: string;
        conversationId: string;
        data: NotificationData;
        link: string;
        viewingSince: Date;
      },
    ): Promise<Notification | null> {
      const row = await repo.upsertMessageNotification(dbOnClient(tx.client), {
        id: newId(),
        userId: input.userId,
        conversationId: input.conversationId,
        data: { ...input.data, conversationId: input.conversationId, link: input.link },
        viewingSince: input.viewingSince,
      });
      if (!row) return null;
      const { unreadCount, ...stored } = row;
      announce(tx, stored, unreadCount);
      return toNotification(stored);
    },

    /** `GET /api/notifications`: newest first, {@link NOTIFICATION_PAGE_SIZE} a page. */
    async list(userId: string, query: NotificationListQuery): Promise<NotificationList> {
      const rows = await repo.listNotifications(db, userId, {
        before: query.before,
        unreadOnly: query.unread === 'true',
        limit: NOTIFICATION_PAGE_SIZE + 1,
      });
      return {
        items: rows.slice(0, NOTIFICATION_PAGE_SIZE).map(toNotification),
        unreadCount: await repo.countUnread(db, userId),
        hasMore: rows.length > NOTIFICATION_PAGE_SIZE,
      };
    },

    /** `GET /api/notifications/unread-count`: the bell's badge. */
    async unreadCount(userId: string): Promise<NotificationCount> {
      return { unreadCount: await repo.countUnread(db, userId) };
    },

    /**
     * Mark one read; the person's other tabs get `notification:count`.
     * @throws 404 `notification_not_found` when it is not theirs.
     */
    async markRead(userId: string, id: string): Promise<NotificationCount> {
      if (!(await repo.markRead(db, userId, id)))
        throw new AppError('notification_not_found', 'This notification does not exist.');
      return { unreadCount: await emitCount(userId) };
    },

    /** Mark all read; the person's other tabs get `notification:count` (0). */
    async markAllRead(userId: string): Promise<NotificationCount> {
      await repo.markAllRead(db, userId);
      return { unreadCount: await emitCount(userId) };
    },
  };
}
