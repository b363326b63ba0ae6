import {
  ApiError,
  BlogPost,
  BlogPostList,
  BlogPostListQuery,
  PostParams,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import type { ResourcesService } from './service.ts';

/**
 * The articles of /resources (docs/product.md#27-resources "/resources"; docs/product.md#1114-resources-search-and-newsletter: search filters
 * posts, 'Read More' opens the article). Public.
 */
export const resourcesRoutes: FastifyPluginAsyncZod<{ resources: ResourcesService }> = async (
  app,
  { resources },
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
      return resources.list(request.query);
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
      const post = await resources.find(request.params.slug);
      if (!post) throw new AppError('blog_post_not_found', 'No article at this address.');
      return post;
    },
  );
};
