import { ApiError, EarningsQuery, MentorEarnings } from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth.ts';
import { toCsv, type EarningsService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

/** The signed-in mentor's earnings under /api (docs/product.md#1210-earnings-and-analytics). */
export const earningsRoutes: FastifyPluginAsyncZod<{ earnings: EarningsService }> = async (
  app,
  { earnings },
) => {
  app.get(
    '/mentor/earnings',
    {
      config: { role: 'mentor' },
      schema: {
        tags: ['earnings'],
        summary: 'Earned and booked amounts per currency by month, plan and mentee',
        querystring: EarningsQuery,
        response: { 200: MentorEarnings, ...errors },
      },
    },
    async (request) => earnings.summary(requireAuth(request).user.id, request.query.month),
  );

  app.get(
    '/mentor/earnings.csv',
    {
      config: { role: 'mentor' },
      schema: {
        tags: ['earnings'],
        summary: 'Every held and upcoming session with its amount, as CSV (a download)',
        querystring: z.object({}),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { timeZone, lines } = await earnings.csvLines(requireAuth(request).user.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="pathwise-earnings.csv"')
        .send(toCsv(timeZone, lines));
    },
  );
};
