import {
  ApiError,
  CalendarFeedCreated,
  CalendarFeedParams,
  CalendarFeedState,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth.ts';
import type { CalendarFeedService } from './calendar-feed.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

/** The private calendar feed under /api (Settings → Integrations), for any signed-in person. */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ feed: CalendarFeedService }> = async (
  app,
  { feed },
) => {
  app.get(
    '/calendar-feed',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Whether the caller’s private calendar feed is on (never its URL)',
        response: { 200: CalendarFeedState, ...errors },
      },
    },
    async (request) => feed.state(requireAuth(request).user.id),
  );

  app.post(
    '/calendar-feed',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'Make or regenerate the caller’s private calendar feed: the URL is answered this once; an older URL stops working',
        response: { 201: CalendarFeedCreated, ...errors, 429: ApiError },
      },
    },
    async (request, reply) => {
      const created = await feed.regenerate(requireAuth(request).user.id);
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.delete(
    '/calendar-feed',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Turn the caller’s calendar feed off (its URL answers 404)',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await feed.remove(requireAuth(request).user.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/calendar-feed/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary:
          'A private calendar feed (`<token>.ics`, text/calendar): sessions upcoming and of the last 60 days; the token is the key',
        params: CalendarFeedParams,
        response: {
          200: z.string().describe('The feed, `text/calendar; charset=utf-8` (RFC 5545)'),
          400: ApiError,
          404: ApiError,
        },
      },
    },
    async (request, reply) => {
      const content = await feed.calendar(request.params.file);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(content);
    },
  );
};
