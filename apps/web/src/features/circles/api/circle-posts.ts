import {
  CirclePost,
  CirclePostList,
  CirclePostReplies,
  type CreateCirclePost,
} from '@pathwise/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { useAccount } from '@/lib/session/account.ts';
import {
  applyDeletedPost,
  applyNewPost,
  applyUpdatedPost,
  circlePostsKey,
  circleRepliesKey,
} from '../lib/post-cache.ts';

const base = (circleId: string) => `/circles/${encodeURIComponent(circleId)}/posts`;

/**
 * `GET /api/circles/:id/posts?before=`: the circle's posts, newest first, 20 a page; the
 * next page starts before the last post held. Public.
 */
export function useCirclePosts(circleId: string) {
  return useInfiniteQuery({
    queryKey: circlePostsKey(circleId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api(`${base(circleId)}${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`, {
        schema: CirclePostList,
        signal,
      }),
    getNextPageParam: (last) => (last.hasMore ? last.items.at(-1)?.id : undefined),
  });
}

/** `GET /api/circles/:id/posts/:postId/replies`: a thread's replies, oldest first (when `enabled`). */
export function useCircleReplies(circleId: string, postId: string, enabled: boolean) {
  return useQuery({
    queryKey: circleRepliesKey(circleId, postId),
    queryFn: ({ signal }) =>
      api(`${base(circleId)}/${encodeURIComponent(postId)}/replies`, {
        schema: CirclePostReplies,
        signal,
      }),
    enabled,
  });
}

/**
 * `POST /api/circles/:id/posts`: post, or reply with `parentId`; the answer joins the cache
 * at once (the live event of the same post is then ignored).
 * @throws ApiRequestError 403 `circle_members_only`, 429 `general_rate_limit_exceeded`, 400.
 */
export function useCreateCirclePost(circleId: string) {
  const client = useQueryClient();
  const { data: user } = useAccount();
  return useMutation({
    mutationFn: (input: CreateCirclePost) =>
      api(base(circleId), { method: 'POST', body: input, schema: CirclePost }),
    onSuccess: (post) => applyNewPost(client, post, user?.id ?? null),
  });
}

/** `PATCH /api/circles/:id/posts/:postId` (author only). */
export function useUpdateCirclePost(circleId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, body }: { postId: string; body: string }) =>
      api(`${base(circleId)}/${encodeURIComponent(postId)}`, {
        method: 'PATCH',
        body: { body },
        schema: CirclePost,
      }),
    onSuccess: (post) => applyUpdatedPost(client, post),
  });
}

/** `DELETE /api/circles/:id/posts/:postId` (author only; a post's replies go with it). */
export function useDeleteCirclePost(circleId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (post: Pick<CirclePost, 'id' | 'parentId'>) =>
      api(`${base(circleId)}/${encodeURIComponent(post.id)}`, { method: 'DELETE' }),
    onSuccess: (_answer, post) =>
      applyDeletedPost(client, { circleId, postId: post.id, parentId: post.parentId }),
  });
}
