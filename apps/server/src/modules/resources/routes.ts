import {
  ApiError,
  BlogPost,
  BlogPostList,
  BlogPostListQuery,
  PostParams,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findPost, listPosts } from './repository.ts';

/**
 * The articles of /resources (product spec §2 "/resources"; PRODUCT-DECISIONS: search filters
 * posts, 'Read More' opens the article). Public.
 */
export const resourcesRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/resources/posts',
    {
      config: { access: 'public' },
      schema: {
        tags: ['resources'],
        summary:
          'Published posts, newest first or trending first; `q` searches title, author and category',
        querystring: BlogPostListQuery,
        response: { 200: BlogPostList, 400: ApiError },
      },
    },
    async (request) => {
      const { items, total } = await listPosts(database.db, request.query);
      return { items, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.get(
    '/resources/posts/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['resources'],
        summary: 'One published post with its body as plain-text paragraphs',
        // Any text: an address that is not a post's is a 404, whatever its shape.
        params: PostParams,
        response: { 200: BlogPost, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const post = await findPost(database.db, request.params.slug);
      if (!post) throw new AppError('blog_post_not_found', 'No article at this address.');
      return post;
    },
  );
};
