import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { createNotificationsPersonalData } from './personal-data.ts';
import { subscribeNotificationEvents } from './events.ts';
import { createNotificationsInbox, type NotificationsInbox } from './inbox.ts';
import { notificationsRoutes } from './routes.ts';
import {
  createNotificationPreferencesService,
  type NotificationPreferencesService,
} from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Notification preferences, for modules that send optional mail (list 'notifications'). */
    notificationPreferences: NotificationPreferencesService;
    /** In-app notifications (the bell). */
    notifications: NotificationsInbox;
  }
}

/**
 * Notifications (docs/product.md#127-notifications; owns notification_preferences,
 * mail_unsubscribe_tokens, notifications): per-kind choices, one-click unsubscribe (RFC 8058), the
 * service other modules ask before sending optional mail (`app.notificationPreferences`), and the
 * in-app notifications made from domain events (`events.ts`), announced live through
 * `app.realtime`.
 */
export const notificationsModule = defineModule(
  'notifications',
  async (app, { config, database, events, personalData }) => {
    personalData.register(createNotificationsPersonalData(database));
    const preferences = createNotificationPreferencesService({ config, database });
    const inbox = createNotificationsInbox({ database, realtime: app.realtime });
    app.decorate('notificationPreferences', preferences);
    app.decorate('notifications', inbox);
    subscribeNotificationEvents({ events, inbox, realtime: app.realtime });
    await app.register(notificationsRoutes, { prefix: API_PREFIX, preferences, inbox });
  },
  { provides: true, dependencies: ['realtime'] },
);
