import { randomUUID } from 'node:crypto';
import {
  CIRCLE_ACTIONS_PER_HOUR,
  CIRCLE_POST_PAGE_SIZE,
  CIRCLE_POSTS_PER_MINUTE,
  rooms,
  type CirclePost,
  type CirclePostList,
  type CirclePostReplies,
  type CreateCirclePost,
  CIRCLE_PAGE_SIZE,
  type Circle,
  type CircleDetail,
  type CircleList,
  type CircleListQuery,
  type CircleStatus,
} from '@pathwise/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/events.ts';
import { createRateLimit } from '../../lib/rate-limit.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import * as posts from './posts-repository.ts';
import * as repo from './repository.ts';

/**
 * Circles rules (docs/product.md#217-circles "Circles / communities page"; docs/product.md#128-circles "Circles"):
 * anyone may browse; a verified account joins, leaves, likes and unlikes. Every change is
 * idempotent (joining twice is one membership) and answers the circle's new counts.
 */
export type CirclesService = ReturnType<typeof createCirclesService>;

const NOT_FOUND = 'No circle with this id.';
const POST_NOT_FOUND = 'No post with this id in this circle.';
const MEMBERS_ONLY = 'Only members of this circle can post. Join the circle to take part.';
const NOT_AUTHOR = 'Only the author of a post can edit or delete it.';

/**
 * @param deps.config its `rateLimits.enabled` switches the per-account limits of
 *   {@link CIRCLE_ACTIONS_PER_HOUR} changes per hour and {@link CIRCLE_POSTS_PER_MINUTE}
 *   posts and replies per minute (429 `general_rate_limit_exceeded`).
 * @param deps.events publishes `circle-post.created` inside the post's transaction.
 * @param deps.realtime emits `circle-post:new|updated|deleted` to `rooms.circle(id)` after
 *   commit (everyone viewing the circle page).
 */
export function createCirclesService(deps: {
  database: Database;
  config: Config;
  events: EventBus;
  realtime: RealtimeHub;
}) {
  const { db } = deps.database;
  const actions = createRateLimit(
    deps.database.pool,
    'circle_actions',
    CIRCLE_ACTIONS_PER_HOUR,
    deps.config.rateLimits.enabled,
  );
  const posting = createRateLimit(
    deps.database.pool,
    'circle_posts',
    CIRCLE_POSTS_PER_MINUTE,
    deps.config.rateLimits.enabled,
    { durationS: 60 },
  );

  async function requireCircle(circleId: string): Promise<void> {
    if (!(await repo.circleExists(db, circleId))) {
      throw new AppError('circle_not_found', NOT_FOUND);
    }
  }

  /** The post `postId` of the circle written by `userId`; 404 / 403 otherwise. */
  async function ownPost(circleId: string, postId: string, userId: string): Promise<CirclePost> {
    const post = await posts.findPost(db, circleId, postId, userId);
    // A post removed by a moderator is kept for the record: its author can no longer change
    // or delete it (docs/product.md#143-moderation-and-suspension).
    if (!post || post.removed) {
      await requireCircle(circleId);
      throw new AppError('circle_post_not_found', POST_NOT_FOUND);
    }
    if (!post.mine) throw new AppError('circle_post_not_author', NOT_AUTHOR);
    return post;
  }

  /** Count the action, run `change`, then answer the counts; 404 for an unknown circle. */
  async function act(
    circleId: string,
    userId: string,
    change: () => Promise<boolean | void>,
  ): Promise<CircleStatus> {
    await actions.consume(userId);
    const found = await change();
    const status = found === false ? null : await repo.circleStatus(db, circleId, userId);
    if (!status) throw new AppError('circle_not_found', NOT_FOUND);
    return status;
  }

  return {
    /** One page of circles; `viewerId` (or null when signed out) fills `joined` and `liked`. */
    async list(query: CircleListQuery, viewerId: string | null): Promise<CircleList> {
      const { items, total } = await repo.listCircles(db, query, viewerId);
      return { items, total, page: query.page, pageSize: CIRCLE_PAGE_SIZE };
    },

    /**
     * A circle with its newest members and its approved mentors.
     * @throws AppError `circle_not_found` (404).
     */
    async get(id: string, viewerId: string | null): Promise<CircleDetail> {
      const circle = await repo.findCircle(db, id, viewerId);
      if (!circle) throw new AppError('circle_not_found', NOT_FOUND);
      const [members, mentors] = await Promise.all([
        repo.listMembers(db, id),
        repo.listMentors(db, id),
      ]);
      return { ...circle, members, mentors };
    },

    /** The circles `userId` is in, in title order, with their counts (Settings → Community). */
    joinedBy(userId: string): Promise<Circle[]> {
      return repo.listJoined(db, userId);
    },

    join: (id: string, userId: string) => act(id, userId, () => repo.join(db, id, userId)),
    leave: (id: string, userId: string) => act(id, userId, () => repo.leave(db, id, userId)),
    like: (id: string, userId: string) => act(id, userId, () => repo.like(db, id, userId)),
    unlike: (id: string, userId: string) => act(id, userId, () => repo.unlike(db, id, userId)),

    /**
     * A page of the circle's posts, newest first ({@link CIRCLE_POST_PAGE_SIZE} a page;
     * `before` a post id answers older ones). Public: anyone may read a circle's discussion.
     * @throws AppError `circle_not_found` (404).
     */
    async listPosts(
      circleId: string,
      viewerId: string | null,
      before: string | undefined,
    ): Promise<CirclePostList> {
      await requireCircle(circleId);
      const rows = await posts.listPosts(db, circleId, viewerId, before, CIRCLE_POST_PAGE_SIZE + 1);
      return {
        items: rows.slice(0, CIRCLE_POST_PAGE_SIZE),
        hasMore: rows.length > CIRCLE_POST_PAGE_SIZE,
      };
    },

    /**
     * The replies of a post, oldest first. Public.
     * @throws AppError `circle_not_found`, `circle_post_not_found` (404; also for a reply's id).
     */
    async listReplies(
      circleId: string,
      postId: string,
      viewerId: string | null,
    ): Promise<CirclePostReplies> {
      const post = await posts.findPost(db, circleId, postId, viewerId);
      if (!post || post.parentId !== null) {
        await requireCircle(circleId);
        throw new AppError('circle_post_not_found', POST_NOT_FOUND);
      }
      return { items: await posts.listReplies(db, postId, viewerId) };
    },

    /**
     * A member posts, or replies with `parentId`. Threads are one level deep: a reply to a
     * reply joins the thread of that reply's post. Publishes `circle-post.created` in the
     * transaction and emits `circle-post:new` to the circle's room after commit.
     * @throws AppError 429 `general_rate_limit_exceeded` past {@link CIRCLE_POSTS_PER_MINUTE}
     *   a minute; 404 `circle_not_found` / `circle_post_not_found` (parent); 403
     *   `circle_members_only`.
     */
    async createPost(
      circleId: string,
      userId: string,
      input: CreateCirclePost,
    ): Promise<CirclePost> {
      await posting.consume(userId);
      await requireCircle(circleId);
      if (!(await repo.isMember(db, circleId, userId))) {
        throw new AppError('circle_members_only', MEMBERS_ONLY);
      }
      let parentId: string | null = null;
      if (input.parentId !== undefined) {
        const parent = await posts.findPost(db, circleId, input.parentId, userId);
        if (!parent) throw new AppError('circle_post_not_found', POST_NOT_FOUND);
        parentId = parent.parentId ?? parent.id;
      }
      const id = randomUUID();
      return deps.database.transaction(async (tx) => {
        await posts.insertPosts(tx.db, [
          { id, circleId, authorId: userId, parentId, body: input.body },
        ]);
        const post = await posts.findPost(tx.db, circleId, id, userId);
        if (!post) throw new Error('The new circle post is missing.');
        await deps.events.publish(
          'circle-post.created',
          { postId: id, circleId, authorId: userId, parentId },
          tx,
        );
        tx.afterCommit(() => {
          deps.realtime.toRoom(rooms.circle(circleId), 'circle-post:new', {
            post: { ...post, mine: false },
          });
        });
        return post;
      });
    },

    /**
     * The author replaces the body of their post or reply (marked edited); emits
     * `circle-post:updated` after commit.
     * @throws AppError 404 `circle_not_found` / `circle_post_not_found`; 403 `circle_post_not_author`.
     */
    async updatePost(
      circleId: string,
      postId: string,
      userId: string,
      body: string,
    ): Promise<CirclePost> {
      await ownPost(circleId, postId, userId);
      return deps.database.transaction(async (tx) => {
        await posts.updatePostBody(tx.db, postId, body);
        const post = await posts.findPost(tx.db, circleId, postId, userId);
        if (!post) throw new AppError('circle_post_not_found', POST_NOT_FOUND);
        tx.afterCommit(() => {
          deps.realtime.toRoom(rooms.circle(circleId), 'circle-post:updated', {
            post: { ...post, mine: false },
          });
        });
        return post;
      });
    },

    /**
     * The author deletes their post (with its replies) or reply; emits `circle-post:deleted`
     * after commit.
     * @throws AppError 404 `circle_not_found` / `circle_post_not_found`; 403 `circle_post_not_author`.
     */
    async deletePost(circleId: string, postId: string, userId: string): Promise<void> {
      const post = await ownPost(circleId, postId, userId);
      await deps.database.transaction(async (tx) => {
        await posts.deletePost(tx.db, postId);
        tx.afterCommit(() => {
          deps.realtime.toRoom(rooms.circle(circleId), 'circle-post:deleted', {
            circleId,
            postId,
            parentId: post.parentId,
          });
        });
      });
    },

    /** Whether a circle with this id exists (the `circle:watch` socket event). */
    exists: (circleId: string): Promise<boolean> => repo.circleExists(db, circleId),

    /** When `userId` first wrote a circle post or reply, or null (the First Post badge). */
    firstPostAt: (userId: string): Promise<Date | null> => posts.firstPostAt(db, userId),
  };
}
