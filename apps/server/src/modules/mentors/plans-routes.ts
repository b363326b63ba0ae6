import { ApiError, MenteeIntake, OwnPlanList, PlanParams, SavePlan } from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth.ts';
import type { MentorPlansService } from './plans.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

/**
 * The signed-in mentor's plans and intake settings under /api (Settings → Mentee Management,
 * docs/product.md#1115-settings-that-save). Every answer of a plan change is the whole list as it now stands.
 */
export const mentorPlansRoutes: FastifyPluginAsyncZod<{ plans: MentorPlansService }> = async (
  app,
  { plans },
) => {
  app.get(
    '/mentor/plans',
    {
      config: { role: 'mentor' },
      schema: {
        tags: ['mentors'],
        summary: 'The signed-in mentor’s current plans, in order',
        response: { 200: OwnPlanList, ...errors },
      },
    },
    async (request) => plans.list(requireAuth(request).user.id),
  );

  app.post(
    '/mentor/plans',
    {
      config: { role: 'mentor' },
      schema: {
        tags: ['mentors'],
        summary: 'Add a plan after the others (at most 10 plans)',
        body: SavePlan,
        response: { 201: OwnPlanList, ...errors, 409: ApiError },
      },
    },
    async (request, reply) => {
      const list = await plans.add(requireAuth(request).user.id, request.body);
      return reply.code(201).send(list);
    },
  );

  app.put(
    '/mentor/plans/:id',
    {
      config: { role: 'mentor' },
      schema: {
        tags: ['mentors'],
        summary:
          'New terms for a plan: a plan mentees opened is archived and replaced by a new one in its place',
        params: PlanParams,
        body: SavePlan,
        response: { 200: OwnPlanList, ...errors },
      },
    },
    async (request) => plans.update(requireAuth(request).user.id, request.params.id, request.body),
  );

  app.delete(
    '/mentor/plans/:id',
    {
      config: { role: 'mentor' },
      schema: {
        tags: ['mentors'],
        summary:
          'Remove a plan (archived when mentees opened it); the first plan cannot be removed',
        params: PlanParams,
        response: { 200: OwnPlanList, ...errors, 409: ApiError },
      },
    },
    async (request) => plans.remove(requireAuth(request).user.id, request.params.id),
  );

  app.get(
    '/mentor/mentee-management',
    {
      config: { role: 'mentor' },
      schema: {
        tags: ['mentors'],
        summary: 'Whether the mentor takes new mentees, and the most active mentees at once',
        response: { 200: MenteeIntake, ...errors },
      },
    },
    async (request) => plans.intake(requireAuth(request).user.id),
  );

  app.put(
    '/mentor/mentee-management',
    {
      config: { role: 'mentor' },
      schema: {
        tags: ['mentors'],
        summary: 'Save whether the mentor takes new mentees and the most active mentees at once',
        body: MenteeIntake,
        response: { 200: MenteeIntake, ...errors },
      },
    },
    async (request) => plans.saveIntake(requireAuth(request).user.id, request.body),
  );
};
