import { ApiError, BookingParams } from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth.ts';
import type { CalendarService } from './calendar-service.ts';

/** `GET /api/bookings/:id/ics` (docs/product.md#123-booking), under /api. */
export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (
  app,
  { calendar },
) => {
  app.get(
    '/bookings/:id/ics',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'The session’s calendar invite (text/calendar): REQUEST, or CANCEL once it is off; participants only',
        params: BookingParams,
        response: {
          200: z.string().describe('The invite, `text/calendar; charset=utf-8` (RFC 5545)'),
          400: ApiError,
          401: ApiError,
          403: ApiError,
          404: ApiError,
        },
      },
    },
    async (request, reply) => {
      const { content, filename } = await calendar.invite(
        requireAuth(request).user.id,
        request.params.id,
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(content);
    },
  );
};
