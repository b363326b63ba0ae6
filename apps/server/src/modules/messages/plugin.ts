import { z } from 'zod';
import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { createMessagesPersonalData } from './personal-data.ts';
import { createMessageModeration, type MessageModeration } from './moderation.ts';
import { messagesRoutes } from './routes.ts';
import { createMessagesService, type MessagesService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The messages module's service, for the modules that list 'messages' as a dependency,
     * e.g. the experts module's {@link MessagesService.openConversation} when an expert accepts.
     */
    messages: MessagesService;
    /** Messages as moderation reports on and removes them (the reports module). */
    messageModeration: MessageModeration;
  }
}

/** The socket's `conversation:typing` payload. */
const TypingPayload = z.object({ conversationId: z.string().min(1).max(36) });

/** A socket's typing events closer together than this are ignored (ms). */
export const TYPING_THROTTLE_MS = 1000;

/**
 * Messages between mentees and mentors (docs/product.md#126-messaging, the unread
 * mail of docs/product.md#127-notifications; owns conversations, messages, message_mail_log). Routes under
 * /api/conversations; system messages from the `booking.*` events; the unread-mail job on
 * `message.sent`; the socket's typing relay. Provides `app.messages` (openConversation).
 */
export const messagesModule = defineModule(
  'messages',
  async (app, deps) => {
    const { config, database, mailer, jobs, events, logger } = deps;
    deps.personalData.register(createMessagesPersonalData(database));
    const messages = createMessagesService({
      config,
      database,
      mailer,
      jobs,
      events,
      logger,
      realtime: app.realtime,
      accounts: app.accounts,
      mentors: app.mentors,
      bookings: app.bookings,
      blocks: app.blocks,
      profiles: app.profiles,
      // The notifications module registers after this one; its service is read when a job runs.
      preferences: () => app.notificationPreferences,
      unreadMailDelayMs: config.unreadMessageMailDelayMs,
    });
    app.decorate('messages', messages);
    app.decorate(
      'messageModeration',
      createMessageModeration({
        database,
        accounts: app.accounts,
        announceUpdate: (id) => messages.announceUpdate(id),
      }),
    );
    messages.subscribe();
    app.addHook('onReady', () => messages.startUnreadMailWorker());

    app.realtime.onConnection((socket) => {
      let lastTyping = 0;
      socket.on('conversation:typing', (payload) => {
        const parsed = TypingPayload.safeParse(payload);
        if (!parsed.success) return;
        const at = Date.now();
        if (at - lastTyping < TYPING_THROTTLE_MS) return;
        lastTyping = at;
        messages
          .relayTyping(socket.data.userId, parsed.data.conversationId)
          .catch((err: unknown) => logger.warn({ err }, 'typing relay failed'));
      });
    });

    await app.register(messagesRoutes, { prefix: API_PREFIX, messages });
  },
  {
    dependencies: ['realtime', 'account', 'mentors', 'profiles', 'bookings', 'blocks'],
    provides: true,
  },
);
