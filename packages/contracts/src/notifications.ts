import { z } from 'zod';

/**
 * Notification preferences (issues 10 and 11; docs/product.md "Notifications"): per kind of
 * notification, whether it is shown in the app and whether it is mailed. A kind nobody has
 * changed is on for both. Issue 11 adds the in-app kinds (messages, bookings, reviews, …) to
 * {@link NOTIFICATION_KINDS}; booking mails are always sent (`mail` of `booking` cannot be
 * turned off), so the list only holds kinds a person may turn off.
 */
export const NOTIFICATION_KINDS = ['weekly_plan'] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** One kind's choice. */
export const NotificationPreference = z.object({
  kind: NotificationKind,
  inApp: z.boolean(),
  mail: z.boolean(),
});
export type NotificationPreference = z.infer<typeof NotificationPreference>;

/** `GET /api/notification-preferences` → every kind, defaults filled in, in list order. */
export const NotificationPreferenceList = z.object({ items: z.array(NotificationPreference) });
export type NotificationPreferenceList = z.infer<typeof NotificationPreferenceList>;

/**
 * `PUT /api/notification-preferences` body: the kinds to change (others stay); answers the
 * whole {@link NotificationPreferenceList}.
 */
export const UpdateNotificationPreferences = z.object({
  items: z.array(NotificationPreference).min(1).max(NOTIFICATION_KINDS.length),
});
export type UpdateNotificationPreferences = z.infer<typeof UpdateNotificationPreferences>;

/**
 * `POST /api/unsubscribe` body (one-click unsubscribe, RFC 8058, also posted by the
 * `/unsubscribe` page): the secret of the mail's link and the kind it turns off.
 */
export const Unsubscribe = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/),
  kind: NotificationKind,
});
export type Unsubscribe = z.infer<typeof Unsubscribe>;
