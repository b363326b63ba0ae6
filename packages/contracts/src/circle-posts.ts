import { z } from 'zod';
import { multiLineText, pathId } from './text.ts';
import { formatInteger } from './number-format.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * Circle discussions (docs/product.md#128-circles): members of a circle post and reply in
 * threads (one level); authors edit or delete their own. Authors are shown by the circles
 * page's public name rule (first name and last initial).
 */

/** Longest post or reply: 4,000 characters. */
export const CIRCLE_POST_MAX_LENGTH = 4000;
/** Posts and replies a person may write per minute (ADR 0004). */
export const CIRCLE_POSTS_PER_MINUTE = 10;
/** Posts per page of `GET /api/circles/:id/posts`. */
export const CIRCLE_POST_PAGE_SIZE = 20;

/**
 * A post or reply. `parentId` null = a post (with `replyCount`); set = a reply to that post.
 * `mine`: the reader wrote it (may edit or delete). `editedAt` set once edited.
 */
export const CirclePost = lazySchema(() =>
  z.object({
    id: z.string(),
    circleId: z.string(),
    parentId: z.string().nullable(),
    author: z.object({ id: z.string(), name: z.string(), isMentor: z.boolean() }),
    body: z.string(),
    replyCount: z.number().int().min(0),
    mine: z.boolean(),
    createdAt: z.string(),
    editedAt: z.string().nullable(),
    /**
     * Removed by a moderator (docs/product.md#143-moderation-and-suspension): `body` is empty
     * and the thread shows "Removed by a moderator" in its place.
     */
    removed: z.boolean().optional(),
  }),
);
export type CirclePost = z.infer<typeof CirclePost>;

/** `GET /api/circles/:id/posts?before=`: newest posts first; `before` a post id pages back. */
export const CirclePostListQuery = lazySchema(() =>
  z.object({ before: z.string().max(36).optional() }),
);
export type CirclePostListQuery = z.infer<typeof CirclePostListQuery>;
export const CirclePostList = lazySchema(() =>
  z.object({ items: z.array(CirclePost), hasMore: z.boolean() }),
);
export type CirclePostList = z.infer<typeof CirclePostList>;

/** `GET /api/circles/:id/posts/:postId/replies`: a thread's replies, oldest first. */
export const CirclePostReplies = lazySchema(() => z.object({ items: z.array(CirclePost) }));
export type CirclePostReplies = z.infer<typeof CirclePostReplies>;

const body = lazySchema(() =>
  multiLineText(
    CIRCLE_POST_MAX_LENGTH,
    `Must be at most ${formatInteger(CIRCLE_POST_MAX_LENGTH, 'en-US')} characters.`,
  ).refine((t) => t.trim().length > 0, 'Required.'),
);

/** `POST /api/circles/:id/posts` body (members only): a post, or a reply with `parentId`. */
export const CreateCirclePost = lazySchema(() =>
  z.object({ body, parentId: z.string().max(36).optional() }),
);
export type CreateCirclePost = z.infer<typeof CreateCirclePost>;

/** `PATCH /api/circles/:id/posts/:postId` body (author only). */
export const UpdateCirclePost = lazySchema(() => z.object({ body }));
export type UpdateCirclePost = z.infer<typeof UpdateCirclePost>;

/** `/api/circles/:id/posts/:postId…` path parameters. */
export const CirclePostParams = lazySchema(() => z.object({ id: pathId(64), postId: pathId(36) }));
export type CirclePostParams = z.infer<typeof CirclePostParams>;

/** `circle:watch` / `circle:unwatch` socket payloads. */
export const CircleWatch = lazySchema(() => z.object({ circleId: pathId(64) }));
export type CircleWatch = z.infer<typeof CircleWatch>;
