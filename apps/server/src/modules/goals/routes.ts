import {
  Activity,
  ActivityList,
  ActivityListQuery,
  ActivityParams,
  ApiError,
  CreateActivity,
  CreateGoal,
  Goal,
  GoalList,
  GoalListQuery,
  GoalParams,
  UpdateActivity,
  UpdateGoal,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth.ts';
import type { GoalsService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

/**
 * Goals and activities under /api (docs/product.md#125-goals-and-activities). A mentee reaches only
 * their own; a mentor reads their mentees' shared goals and assigns work; anything else 404.
 */
export const goalsRoutes: FastifyPluginAsyncZod<{ goals: GoalsService }> = async (
  app,
  { goals },
) => {
  app.get(
    '/goals',
    {
      schema: {
        tags: ['goals'],
        summary: 'The mentee’s goals, or a mentor’s mentees’ shared goals, with progress',
        querystring: GoalListQuery,
        response: { 200: GoalList, ...errors },
      },
    },
    async (request) => goals.listGoals(requireAuth(request).user, request.query),
  );

  app.post(
    '/goals',
    {
      config: { role: 'mentee' },
      schema: {
        tags: ['goals'],
        summary: 'Add a goal to the signed-in mentee’s plan',
        body: CreateGoal,
        response: { 201: Goal, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await goals.createGoal(requireAuth(request).user, request.body)),
  );

  app.get(
    '/goals/:id',
    {
      schema: {
        tags: ['goals'],
        summary: 'One goal the caller may see',
        params: GoalParams,
        response: { 200: Goal, ...errors, 404: ApiError },
      },
    },
    async (request) => goals.getGoal(requireAuth(request).user, request.params.id),
  );

  app.patch(
    '/goals/:id',
    {
      config: { role: 'mentee' },
      schema: {
        tags: ['goals'],
        summary: 'Edit, achieve, drop or reopen one of the mentee’s goals',
        params: GoalParams,
        body: UpdateGoal,
        response: { 200: Goal, ...errors, 404: ApiError },
      },
    },
    async (request) => goals.updateGoal(requireAuth(request).user, request.params.id, request.body),
  );

  app.delete(
    '/goals/:id',
    {
      config: { role: 'mentee' },
      schema: {
        tags: ['goals'],
        summary: 'Delete one of the mentee’s goals (its activities stay, without a goal)',
        params: GoalParams,
        response: { 204: z.null(), ...errors, 404: ApiError },
      },
    },
    async (request, reply) => {
      await goals.deleteGoal(requireAuth(request).user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/activities',
    {
      schema: {
        tags: ['goals'],
        summary: 'Activities the caller may see, filtered by goal, category, due, source, status',
        querystring: ActivityListQuery,
        response: { 200: ActivityList, ...errors },
      },
    },
    async (request) => goals.listActivities(requireAuth(request).user, request.query),
  );

  app.post(
    '/activities',
    {
      schema: {
        tags: ['goals'],
        summary: 'Add an activity (mentee) or an assignment or test for a mentee (mentor)',
        body: CreateActivity,
        response: { 201: Activity, ...errors, 404: ApiError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await goals.createActivity(requireAuth(request).user, request.body)),
  );

  app.patch(
    '/activities/:id',
    {
      schema: {
        tags: ['goals'],
        summary:
          'Change an activity: the mentee’s own, or what a mentor assigned or added (and a test’s score)',
        params: ActivityParams,
        body: UpdateActivity,
        response: { 200: Activity, ...errors, 404: ApiError },
      },
    },
    async (request) =>
      goals.updateActivity(requireAuth(request).user, request.params.id, request.body),
  );

  app.delete(
    '/activities/:id',
    {
      schema: {
        tags: ['goals'],
        summary:
          'Delete an activity: the mentee’s own, or what a mentor assigned or added as an action item',
        params: ActivityParams,
        response: { 204: z.null(), ...errors, 404: ApiError },
      },
    },
    async (request, reply) => {
      await goals.deleteActivity(requireAuth(request).user, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
