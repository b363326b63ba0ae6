import {
  AdminOverview,
  AdminPeoplePage,
  AdminPeopleQuery,
  AdminPerson,
  ApiError,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth.ts';
import type { createOverviewService } from './overview.ts';
import type { createPeopleService } from './people.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

/**
 * The admin overview, people list and person page (docs/product.md#146-admin-overview):
 * admins only; anyone else gets 403 `general_forbidden`.
 */
export const adminPeopleRoutes: FastifyPluginAsyncZod<{
  people: ReturnType<typeof createPeopleService>;
  overview: ReturnType<typeof createOverviewService>;
}> = async (app, { people, overview }) => {
  app.get(
    '/admin/overview',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "This week and the twelve before, in the admin's time zone, and what waits now",
        response: { 200: AdminOverview, ...errors },
      },
    },
    async (request) => overview.overview(requireAuth(request).user.id),
  );

  app.get(
    '/admin/people',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'People by name or email, with role, status, sessions held and open reports',
        querystring: AdminPeopleQuery,
        response: { 200: AdminPeoplePage, ...errors },
      },
    },
    async (request) => people.list(request.query),
  );

  app.get(
    '/admin/people/:id',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'One person: details, reports about them, actions taken, sessions',
        params: z.object({ id: z.string().min(1).max(36) }),
        response: { 200: AdminPerson, ...errors },
      },
    },
    async (request) => people.find(request.params.id),
  );
};
