import { BlogPostList, type BlogPostListQuery } from '@pathwise/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Every blog query starts with this key (lists and articles). */
export const postsKey = ['resources', 'posts'] as const;

/** What the page asks for; the server fills in the defaults of the rest. */
export type PostsQuery = Partial<BlogPostListQuery>;

/**
 * `GET /api/resources/posts`: one page of published posts, newest first or trending first,
 * filtered by `q` (title, author or category).
 */
export function getPosts(query: PostsQuery, signal?: AbortSignal): Promise<BlogPostList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return api(`/resources/posts${search ? `?${search}` : ''}`, { schema: BlogPostList, signal });
}

export const postsQuery = (query: PostsQuery) =>
  queryOptions({
    queryKey: [...postsKey, 'list', query] as const,
    queryFn: ({ signal }) => getPosts(query, signal),
    // While a new search loads, the last results stay on screen instead of a skeleton.
    placeholderData: keepPreviousData,
  });

/** One page of posts for `query`; with `enabled` false nothing is fetched. */
export function usePosts(query: PostsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...postsQuery(query), enabled: options.enabled ?? true });
}
