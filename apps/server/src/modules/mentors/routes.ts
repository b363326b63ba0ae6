import {
  ApiError,
  MentorParams,
  PublicMentor,
  PublicMentorList,
  PublicMentorListQuery,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import type { MentorsService } from './service.ts';

/**
 * The public mentor directory's data (docs/product.md#121-mentor-vetting "Mentor vetting": only approved
 * mentors are listed; "Discovery": full-text search, filters, an explained ranking). Anyone
 * may call these; they show public profile fields only.
 */
export const mentorsRoutes: FastifyPluginAsyncZod<{ mentors: MentorsService }> = async (
  app,
  { mentors },
) => {
  app.get(
    '/mentors',
    {
      config: { access: 'public' },
      schema: {
        tags: ['mentors'],
        summary: 'Search approved mentors (full text, filters, sort; paginated, pageSize ≤ 50)',
        description:
          "`q` matches name (weight A), role and company (B), skill tags (C) and the skills text (D), every word as a prefix. `sort=relevance` orders by PostgreSQL ts_rank, ties by rating, then review count, then the most recently approved. `price=volunteer` keeps mentors whose every plan is free, `price=paid` those with a plan above 0. `languages` lists every language some approved mentor speaks (the Language filter's options), whatever the filters.",
        querystring: PublicMentorListQuery,
        response: { 200: PublicMentorList, 400: ApiError },
      },
    },
    async (request) => {
      const query = request.query;
      const { items, total, languages } = await mentors.directory.search(query);
      return { items, total, languages, page: query.page, pageSize: query.pageSize };
    },
  );

  app.get(
    '/mentors/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['mentors'],
        summary: 'One approved mentor’s public profile',
        params: MentorParams,
        response: { 200: PublicMentor, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const mentor = await mentors.findApproved(request.params.id);
      if (!mentor) throw new AppError('mentor_not_found', 'No approved mentor with this id.');
      return mentor;
    },
  );
};
