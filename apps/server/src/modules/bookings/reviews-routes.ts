import {
  ApiError,
  BookingParams,
  CreateReview,
  MentorParams,
  MentorReviews,
  MentorReviewsQuery,
  Review,
  ReviewParams,
  ReviewReply,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth.ts';
import type { ReviewsService } from './reviews.ts';

/** Reviews of held sessions and a mentor's public track record, under /api. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (
  app,
  { reviews },
) => {
  app.post(
    '/bookings/:id/review',
    {
      config: { role: 'mentee' },
      schema: {
        tags: ['bookings'],
        summary: 'Rate a held session 1 to 5 with an optional text (the mentee, once)',
        params: BookingParams,
        body: CreateReview,
        response: {
          201: Review,
          400: ApiError,
          401: ApiError,
          403: ApiError,
          404: ApiError,
          409: ApiError,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await reviews.create(requireAuth(request).user.id, request.params.id, request.body)),
  );

  app.put(
    '/reviews/:id/reply',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'The reviewed mentor replies to a review, once (no edit afterwards): shown under it on the profile',
        params: ReviewParams,
        body: ReviewReply,
        response: {
          200: Review,
          400: ApiError,
          401: ApiError,
          403: ApiError,
          404: ApiError,
          409: ApiError,
        },
      },
    },
    async (request) => reviews.reply(requireAuth(request).user.id, request.params.id, request.body),
  );

  app.get(
    '/mentors/:id/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary:
          'One page (10, newest first; `page` from 1) of an approved mentor’s reviews (first names only), their total, and reliability: of their last 20 due sessions, how many were held',
        params: MentorParams,
        querystring: MentorReviewsQuery,
        response: { 200: MentorReviews, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => reviews.forMentor(request.params.id, request.query.page),
  );
};
