import {
  ApiError,
  NotificationCount,
  NotificationKind,
  NotificationList,
  NotificationListQuery,
  NotificationParams,
  NotificationPreference,
  NotificationPreferenceList,
  Unsubscribe,
  UpdateNotificationPreferences,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import type { NotificationsInbox } from './inbox.ts';
import type { NotificationPreferencesService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

/**
 * In-app notifications, notification preferences and one-click unsubscribe under
 * /api (docs/product.md#127-notifications).
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  preferences: NotificationPreferencesService;
  inbox: NotificationsInbox;
}> = async (app, { preferences, inbox }) => {
  // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` as a form to the
  // header's URL, which carries the token and the kind. Scoped to this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'The signed-in person’s notifications, newest first, 20 a page (`before`: the last id held; `unread=true`: unread only), with their unread count',
        querystring: NotificationListQuery,
        response: { 200: NotificationList, ...errors },
      },
    },
    async (request) => inbox.list(requireAuth(request).user.id, request.query),
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many notifications the signed-in person has not read (the bell’s badge)',
        response: { 200: NotificationCount, ...errors },
      },
    },
    async (request) => inbox.unreadCount(requireAuth(request).user.id),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification read; other tabs get `notification:count`',
        response: { 200: NotificationCount, ...errors },
      },
    },
    async (request) => inbox.markAllRead(requireAuth(request).user.id),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read; other tabs get `notification:count`',
        params: NotificationParams,
        response: { 200: NotificationCount, 404: ApiError, ...errors },
      },
    },
    async (request) => inbox.markRead(requireAuth(request).user.id, request.params.id),
  );

  app.get(
    '/notification-preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The signed-in person’s notification choices, every kind (defaults: on)',
        response: { 200: NotificationPreferenceList, ...errors },
      },
    },
    async (request) => preferences.list(requireAuth(request).user.id),
  );

  app.put(
    '/notification-preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Change some kinds’ choices; answers every kind',
        body: UpdateNotificationPreferences,
        response: { 200: NotificationPreferenceList, ...errors },
      },
    },
    async (request) => preferences.update(requireAuth(request).user.id, request.body.items),
  );

  app.post(
    '/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['notifications'],
        summary:
          'Turn one kind of mail off with the secret of a mail’s link: `{token, kind}` as JSON, or RFC 8058 one-click (form body, both in the URL)',
        querystring: Unsubscribe.partial(),
        body: Unsubscribe.partial().passthrough().optional(),
        response: { 200: NotificationPreference, 404: ApiError, ...errors },
      },
    },
    async (request) => {
      const token = request.body?.token ?? request.query.token;
      const kind = request.body?.kind ?? request.query.kind;
      if (!token)
        throw new AppError('general_argument_invalid', 'Missing required parameter: "token"');
      if (!kind)
        throw new AppError('general_argument_invalid', 'Missing required parameter: "kind"');
      return preferences.unsubscribe({ token, kind: NotificationKind.parse(kind) });
    },
  );
};
