import type { CirclePost, CirclePostList, CirclePostReplies } from '@pathwise/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/**
 * The TanStack Query cache of a circle's discussion (docs/product.md#128-circles), and how
 * a new, edited or deleted post changes it. The same change may arrive twice (this tab's own
 * answer and the live `circle-post:*` event, in either order): every change here is applied
 * once per post id, so nothing is shown or counted twice.
 */

/** Query key of a circle's posts (pages, newest first). */
export const circlePostsKey = (circleId: string) => ['circle-posts', circleId] as const;
/** Query key of one thread's replies. */
export const circleRepliesKey = (circleId: string, postId: string) =>
  ['circle-posts', circleId, 'replies', postId] as const;

export type PostPages = InfiniteData<CirclePostList, string | undefined>;

/** Post ids already counted as created / deleted, per query client (the dedupe memory). */
const seen = new WeakMap<QueryClient, { created: Set<string>; deleted: Set<string> }>();
function memory(client: QueryClient) {
  let m = seen.get(client);
  if (!m) {
    m = { created: new Set(), deleted: new Set() };
    seen.set(client, m);
  }
  return m;
}

function mapPosts(
  client: QueryClient,
  circleId: string,
  fn: (post: CirclePost) => CirclePost,
): void {
  client.setQueryData<PostPages>(
    circlePostsKey(circleId),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, items: page.items.map(fn) })),
      },
  );
}

function inPages(data: PostPages | undefined, id: string): boolean {
  return !!data?.pages.some((page) => page.items.some((p) => p.id === id));
}

/**
 * A new post or reply (mine from this tab, or anyone's from the live event). A post goes on
 * top of the first page; a reply goes at the end of its thread (if loaded) and counts on its
 * post. `viewerId` sets `mine`.
 */
export function applyNewPost(client: QueryClient, post: CirclePost, viewerId: string | null) {
  const m = memory(client);
  if (m.created.has(post.id) || m.deleted.has(post.id)) return;
  m.created.add(post.id);
  const own = { ...post, mine: post.mine || post.author.id === viewerId };
  if (post.parentId === null) {
    client.setQueryData<PostPages>(circlePostsKey(post.circleId), (data) => {
      if (!data || inPages(data, post.id)) return data;
      const [first, ...rest] = data.pages;
      if (!first) return data;
      return { ...data, pages: [{ ...first, items: [own, ...first.items] }, ...rest] };
    });
    return;
  }
  const parentId = post.parentId;
  client.setQueryData<CirclePostReplies>(
    circleRepliesKey(post.circleId, parentId),
    (data) =>
      data && (data.items.some((r) => r.id === post.id) ? data : { items: [...data.items, own] }),
  );
  mapPosts(client, post.circleId, (p) =>
    p.id === parentId ? { ...p, replyCount: p.replyCount + 1 } : p,
  );
}

/** An edited post or reply: its body and `editedAt` change wherever it is shown. */
export function applyUpdatedPost(client: QueryClient, post: CirclePost) {
  const update = (p: CirclePost) =>
    p.id === post.id ? { ...p, body: post.body, editedAt: post.editedAt } : p;
  if (post.parentId === null) {
    mapPosts(client, post.circleId, update);
  } else {
    client.setQueryData<CirclePostReplies>(
      circleRepliesKey(post.circleId, post.parentId),
      (data) => data && { items: data.items.map(update) },
    );
  }
}

/** A deleted post (with its thread) or reply disappears; a reply no longer counts on its post. */
export function applyDeletedPost(
  client: QueryClient,
  deleted: { circleId: string; postId: string; parentId: string | null },
) {
  const m = memory(client);
  if (m.deleted.has(deleted.postId)) return;
  m.deleted.add(deleted.postId);
  const { circleId, postId, parentId } = deleted;
  if (parentId === null) {
    client.setQueryData<PostPages>(
      circlePostsKey(circleId),
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.filter((p) => p.id !== postId),
          })),
        },
    );
    client.removeQueries({ queryKey: circleRepliesKey(circleId, postId) });
    return;
  }
  client.setQueryData<CirclePostReplies>(
    circleRepliesKey(circleId, parentId),
    (data) => data && { items: data.items.filter((r) => r.id !== postId) },
  );
  mapPosts(client, circleId, (p) =>
    p.id === parentId ? { ...p, replyCount: Math.max(0, p.replyCount - 1) } : p,
  );
}

/**
 * Refetched pages and threads are the truth again (after a reconnect): forget which ids were
 * counted so that a later event counts against the fresh data.
 */
export function forgetSeen(client: QueryClient) {
  seen.delete(client);
}
