import type { CirclePost } from '@pathwise/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { iso, publicMemberName } from './repository.ts';
import { circlePosts } from './schema.ts';

/*
 * Circle discussions in SQL (docs/product.md#128-circles): posts and replies with their
 * authors and reply counts, written and read by the circles service.
 */

interface PostRow extends Record<string, unknown> {
  id: string;
  circle_id: string;
  parent_id: string | null;
  author_id: string;
  author_name: string;
  author_is_mentor: boolean;
  body: string;
  reply_count: number;
  created_at: string | Date;
  edited_at: string | Date | null;
  removed_at: string | Date | null;
}

/**
 * Posts with their author (named by {@link publicMemberName}; a mentor = an approved mentor
 * profile) and reply count, as a subquery to select from.
 */
const POST_ROWS = sql`(
  select p.id, p.circle_id, p.parent_id, p.author_id, p.body, p.created_at, p.edited_at,
    p.removed_at,
    u.name as author_name,
    exists (
      select 1 from mentor_profiles mp where mp.user_id = p.author_id and mp.status = 'approved'
    ) as author_is_mentor,
    (select count(*)::int from circle_posts r where r.parent_id = p.id) as reply_count
  from circle_posts p join users u on u.id = p.author_id
)`;

function toPost(row: PostRow, viewerId: string | null): CirclePost {
  return {
    id: row.id,
    circleId: row.circle_id,
    parentId: row.parent_id,
    author: {
      id: row.author_id,
      name: publicMemberName(row.author_name),
      isMentor: Boolean(row.author_is_mentor),
    },
    body: row.removed_at === null ? row.body : '',
    replyCount: Number(row.reply_count),
    mine: viewerId !== null && row.author_id === viewerId,
    createdAt: iso(row.created_at),
    editedAt: row.edited_at === null ? null : iso(row.edited_at),
    removed: row.removed_at !== null,
  };
}

/**
 * A page of `limit` top-level posts of the circle, newest first (ties by id); `before` a post
 * id answers those older than it (an unknown `before` answers nothing).
 */
export async function listPosts(
  db: Db,
  circleId: string,
  viewerId: string | null,
  before: string | undefined,
  limit: number,
): Promise<CirclePost[]> {
  const older = before
    ? sql`and (s.created_at, s.id) < (select b.created_at, b.id from circle_posts b where b.id = ${before} and b.circle_id = ${circleId})`
    : sql``;
  const rows = await db.execute<PostRow>(sql`
    select * from ${POST_ROWS} s
    where s.circle_id = ${circleId} and s.parent_id is null ${older}
    order by s.created_at desc, s.id desc
    limit ${limit}
  `);
  return rows.rows.map((r) => toPost(r, viewerId));
}

/** The replies of a post, oldest first. */
export async function listReplies(
  db: Db,
  postId: string,
  viewerId: string | null,
): Promise<CirclePost[]> {
  const rows = await db.execute<PostRow>(sql`
    select * from ${POST_ROWS} s where s.parent_id = ${postId}
    order by s.created_at, s.id
  `);
  return rows.rows.map((r) => toPost(r, viewerId));
}

/** One post or reply of the circle, or null. */
export async function findPost(
  db: Db,
  circleId: string,
  postId: string,
  viewerId: string | null,
): Promise<CirclePost | null> {
  const rows = await db.execute<PostRow>(sql`
    select * from ${POST_ROWS} s where s.id = ${postId} and s.circle_id = ${circleId}
  `);
  const row = rows.rows[0];
  return row ? toPost(row, viewerId) : null;
}

/** A post or reply to insert. */
export interface NewCirclePost {
  id: string;
  circleId: string;
  authorId: string;
  parentId: string | null;
  body: string;
  isDemo?: boolean;
  createdAt?: Date;
}

/** Insert a post or reply (an existing id is left as it is: the demo seeder reruns). */
export async function insertPosts(db: Db, rows: NewCirclePost[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(circlePosts)
    .values(rows.map((r) => ({ ...r, isDemo: r.isDemo ?? false })))
    .onConflictDoNothing();
}

/**
 * Replace a post's body and mark it edited, only when the body changed: saving the same text
 * leaves the post as it was, without "(edited)" (docs/product.md#128-circles).
 */
export async function updatePostBody(db: Db, postId: string, body: string): Promise<void> {
  await db.execute(sql`
    update circle_posts set body = ${body}, edited_at = now()
    where id = ${postId} and body is distinct from ${body}
  `);
}

/** Delete a post (its replies go with it: `parent_id … on delete cascade`). */
export async function deletePost(db: Db, postId: string): Promise<void> {
  await db.execute(sql`delete from circle_posts where id = ${postId}`);
}

/** When `userId` first wrote a circle post or reply, or null (the First Post badge). */
export async function firstPostAt(db: Db, userId: string): Promise<Date | null> {
  const res = await db.execute<{ at: string | Date | null }>(sql`
    select min(created_at) as at from circle_posts where author_id = ${userId}
  `);
  const at = res.rows[0]?.at;
  return at ? new Date(at) : null;
}

/**
 * A post or reply as moderation sees it (docs/product.md#143-moderation-and-suspension): the
 * whole thread it belongs to (the post, then its replies, oldest first), with the full text
 * and author names for the admin, and the circle's title. Null when there is no such post.
 */
export async function moderationThread(db: Db, postId: string) {
  const rows = await db.execute<{
    id: string;
    author_id: string;
    author_name: string;
    body: string;
    created_at: string | Date;
    removed_at: string | Date | null;
    circle_title: string;
    is_root: boolean;
  }>(sql`
    with target as (select coalesce(parent_id, id) as root from circle_posts where id = ${postId})
    select p.id, p.author_id, u.name as author_name, p.body, p.created_at, p.removed_at,
      c.title as circle_title, p.parent_id is null as is_root
    from circle_posts p
      join target t on p.id = t.root or p.parent_id = t.root
      join users u on u.id = p.author_id
      join circles c on c.id = p.circle_id
    order by p.parent_id is not null, p.created_at, p.id
  `);
  return rows.rows;
}

/** Mark a post or reply removed by `adminId` (kept for the record); its author, or null. */
export async function markPostRemoved(
  db: Db,
  postId: string,
  adminId: string,
): Promise<string | null> {
  const rows = await db.execute<{ author_id: string }>(sql`
    update ${circlePosts} set removed_at = coalesce(removed_at, now()),
      removed_by = coalesce(removed_by, ${adminId})
    where id = ${postId} returning author_id
  `);
  return rows.rows[0]?.author_id ?? null;
}
