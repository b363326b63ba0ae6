import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * Notifications (docs/product.md#127-notifications). Each kind can be shown
 * in the app and/or mailed, as the person chooses, except where a channel does not exist for
 * the kind or cannot be turned off:
 * - `message`: a message while not looking at its conversation; mailed once after 15 minutes
 *   unread;
 * - `booking`: a booking made, confirmed, moved, cancelled or about to start; **mailed always**
 *   (the booking mails and invites);
 * - `review`: a review received (mentors); in the app only;
 * - `application`: a mentor application decided; **mailed always**;
 * - `activity`: an activity assigned (mentees); in the app only;
 * - `expert`: an Ask an Expert request answered (mentees) or a request left open for offline
 *   experts (mentors, by mail);
 * - `weekly_plan`: the Monday mail of the week's activities; mail only;
 * - `moderation`: a report received and its outcome, or a moderator's warning
 *   (docs/product.md#141-reporting); in the app only (the warning's mail is sent apart).
 */
export const NOTIFICATION_KINDS = [
  'message',
  'booking',
  'review',
  'application',
  'activity',
  'expert',
  'weekly_plan',
  'moderation',
] as const;
export const NotificationKind = lazySchema(() => z.enum(NOTIFICATION_KINDS));
export type NotificationKind = z.infer<typeof NotificationKind>;

/** Kinds whose mail cannot be turned off (the preference's `mail` stays true). */
export const NOTIFICATION_MAIL_ALWAYS = [
  'booking',
  'application',
] as const satisfies readonly NotificationKind[];
/** Kinds that are never mailed (only `inApp` means something). */
export const NOTIFICATION_IN_APP_ONLY = [
  'review',
  'activity',
  'moderation',
] as const satisfies readonly NotificationKind[];
/** Kinds that are never shown in the app (only `mail` means something). */
export const NOTIFICATION_MAIL_ONLY = [
  'weekly_plan',
] as const satisfies readonly NotificationKind[];

/**
 * What happened, per notification (its text comes from the reader's i18n catalogue, keyed by
 * this, with the notification's `data`).
 */
export const NOTIFICATION_EVENTS = [
  'message.received',
  'booking.created',
  'booking.confirmed',
  'booking.declined',
  'booking.expired',
  'booking.cancelled',
  'booking.rescheduled',
  'booking.proposed',
  'booking.starting',
  'booking.reviewed',
  'application.approved',
  'application.declined',
  'activity.assigned',
  'expert-request.accepted',
  'expert-request.expired',
  'report.received',
  'report.resolved',
  'moderation.warned',
] as const;
export const NotificationEvent = lazySchema(() => z.enum(NOTIFICATION_EVENTS));
export type NotificationEvent = z.infer<typeof NotificationEvent>;

/**
 * An in-app notification. `data` holds what its text needs (e.g. `name`, `start` ISO 8601,
 * `title`); `link` is the path of its subject on this site (a session, a conversation, …)
 * for the reader's role. `readAt` null = unread.
 */
export const Notification = lazySchema(() =>
  z.object({
    id: z.string(),
    kind: NotificationKind,
    event: NotificationEvent,
    data: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
    link: z.string(),
    readAt: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type Notification = z.infer<typeof Notification>;

/** Notifications per page of `GET /api/notifications`. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** `GET /api/notifications?before=` query: `before` a notification id pages back. */
export const NotificationListQuery = lazySchema(() =>
  z.object({
    before: z.string().max(36).optional(),
    unread: z.enum(['true', 'false']).optional(),
  }),
);
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

/** `GET /api/notifications`: newest first, the reader's unread count, and whether more exist. */
export const NotificationList = lazySchema(() =>
  z.object({
    items: z.array(Notification),
    unreadCount: z.number().int().min(0),
    hasMore: z.boolean(),
  }),
);
export type NotificationList = z.infer<typeof NotificationList>;

/** `POST /api/notifications/:id/read` params. */
export const NotificationParams = lazySchema(() => z.object({ id: z.string().min(1).max(36) }));
export type NotificationParams = z.infer<typeof NotificationParams>;

/**
 * `GET /api/notifications/unread-count` (the bell's badge); also the answer of
 * `POST /api/notifications/:id/read` and `POST /api/notifications/read-all`.
 */
export const NotificationCount = lazySchema(() =>
  z.object({ unreadCount: z.number().int().min(0) }),
);
export type NotificationCount = z.infer<typeof NotificationCount>;

/** One kind's choice. */
export const NotificationPreference = lazySchema(() =>
  z.object({
    kind: NotificationKind,
    inApp: z.boolean(),
    mail: z.boolean(),
  }),
);
export type NotificationPreference = z.infer<typeof NotificationPreference>;

/** `GET /api/notification-preferences` → every kind, defaults filled in, in list order. */
export const NotificationPreferenceList = lazySchema(() =>
  z.object({ items: z.array(NotificationPreference) }),
);
export type NotificationPreferenceList = z.infer<typeof NotificationPreferenceList>;

/**
 * `PUT /api/notification-preferences` body: the kinds to change (others stay); answers the
 * whole {@link NotificationPreferenceList}.
 */
export const UpdateNotificationPreferences = lazySchema(() =>
  z.object({
    items: z.array(NotificationPreference).min(1).max(NOTIFICATION_KINDS.length),
  }),
);
export type UpdateNotificationPreferences = z.infer<typeof UpdateNotificationPreferences>;

/**
 * `POST /api/unsubscribe` body (one-click unsubscribe, RFC 8058, also posted by the
 * `/unsubscribe` page): the secret of the mail's link and the kind it turns off.
 */
export const Unsubscribe = lazySchema(() =>
  z.object({
    token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/),
    kind: NotificationKind,
  }),
);
export type Unsubscribe = z.infer<typeof Unsubscribe>;
