import { CircleWatch, rooms, type RealtimeAck } from '@pathwise/contracts';
import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { createCirclesPersonalData } from './personal-data.ts';
import type { RealtimeSocket } from '../realtime/hub.ts';
import { createPostModeration, type PostModeration } from './post-moderation.ts';
import { circlesRoutes } from './routes.ts';
import { createCirclesService, type CirclesService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The circles module's service, for the modules that list 'circles' as a dependency. */
    circles: CirclesService;
    /** Posts as moderation reports on and removes them (the reports module). */
    postModeration: PostModeration;
  }
}

/**
 * Circles: interest communities (owns circles, circle_memberships, circle_likes,
 * circle_posts). Provides its service to settings (the circles a person is in) and
 * to the summary (the First Post badge). Adds the `circle:watch` / `circle:unwatch`
 * socket events: a signed-in person viewing a circle page receives its `circle-post:*` events.
 */
export const circlesModule = defineModule(
  'circles',
  async (app, { config, database, events, personalData }) => {
    personalData.register(createCirclesPersonalData(database));
    const circles = createCirclesService({ database, config, events, realtime: app.realtime });
    app.decorate('circles', circles);
    app.decorate('postModeration', createPostModeration({ database }));
    app.realtime.onConnection((socket) => watchCircles(socket, circles));
    await app.register(circlesRoutes, { prefix: API_PREFIX, circles });
  },
  { provides: true, dependencies: ['realtime'] },
);

/**
 * `circle:watch {circleId}` joins this socket to `rooms.circle(circleId)` once the circle is
 * known to exist (any signed-in person may watch: a circle's discussion is public), and acks
 * `{ok:true}`; a bad payload or unknown circle acks `{ok:false}`. `circle:unwatch` leaves.
 */
function watchCircles(socket: RealtimeSocket, circles: CirclesService): void {
  socket.on('circle:watch', (payload, ack) => {
    const reply = (answer: RealtimeAck) => {
      if (typeof ack === 'function') ack(answer);
    };
    const parsed = CircleWatch.safeParse(payload);
    if (!parsed.success) {
      reply({ ok: false, type: 'general_argument_invalid', message: 'Invalid circle id.' });
      return;
    }
    const { circleId } = parsed.data;
    circles.exists(circleId).then(
      async (found) => {
        if (!found) {
          reply({ ok: false, type: 'circle_not_found', message: 'No circle with this id.' });
          return;
        }
        await socket.join(rooms.circle(circleId));
        reply({ ok: true });
      },
      () => reply({ ok: false, type: 'general_server_error', message: 'Please try again.' }),
    );
  });
  socket.on('circle:unwatch', (payload) => {
    const parsed = CircleWatch.safeParse(payload);
    if (parsed.success) void socket.leave(rooms.circle(parsed.data.circleId));
  });
}
