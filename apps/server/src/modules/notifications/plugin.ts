import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { notificationsRoutes } from './routes.ts';
import {
  createNotificationPreferencesService,
  type NotificationPreferencesService,
} from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Notification preferences, for modules that send optional mail (list 'notifications'). */
    notificationPreferences: NotificationPreferencesService;
  }
}

/**
 * Notifications (issue 10 "Reminders"; owns notification_preferences, mail_unsubscribe_tokens):
 * per-kind choices, one-click unsubscribe (RFC 8058), and the service other modules ask
 * before sending optional mail (`app.notificationPreferences`).
 */
export const notificationsModule = defineModule(
  'notifications',
  async (app, { config, database }) => {
    const preferences = createNotificationPreferencesService({ config, database });
    app.decorate('notificationPreferences', preferences);
    await app.register(notificationsRoutes, { prefix: API_PREFIX, preferences });
  },
  { provides: true },
);
