import { BlogPost } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client.ts';
import { postsKey } from './get-posts.ts';

/**
 * `GET /api/resources/posts/:slug`: one article with its body as plain-text paragraphs.
 * @throws ApiRequestError `blog_post_not_found` (404) when there is no such article.
 */
export function getPost(slug: string, signal?: AbortSignal): Promise<BlogPost> {
  return api(`/resources/posts/${encodeURIComponent(slug)}`, { schema: BlogPost, signal });
}

export const postQuery = (slug: string) =>
  queryOptions({
    queryKey: [...postsKey, 'one', slug] as const,
    queryFn: ({ signal }) => getPost(slug, signal),
    // A missing article stays missing; other failures are worth another try.
    retry: (count, error) => !isApiError(error, 'blog_post_not_found') && count < 2,
  });

/** One article by its address. */
export function usePost(slug: string) {
  return useQuery(postQuery(slug));
}
