import {
  CIRCLE_MEMBERS_SHOWN,
  CIRCLE_PAGE_SIZE,
  FORMER_MEMBER_NAME,
  HOT_TRENDING_WINDOW_DAYS,
  type Circle,
  type CircleCategory,
  type CircleMember,
  type CircleMentor,
  type CircleStatus,
  type CircleTrending,
} from '@pathwise/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { circleMemberships, circles } from './schema.ts';

/**
 * Circles, memberships and likes in SQL (ADR 0009: the only code of this module that
 * touches the database).
 *
 * Counting lives in one place, {@link circleRows}:
 * - `member_count` = memberships, and nothing else: a card and the circle's page count the
 *   same rows (docs/product.md#128-circles; demo circles have demo members as rows);
 * - `like_count` = real likes + `demo_like_count` (a baseline only demo circles carry; a
 *   check constraint keeps it 0 elsewhere, and the `case` repeats the rule);
 * - `post_count` = posts and replies of all time;
 * - `recent_activity` = real joins + real likes + posts and replies of the last
 *   {@link HOT_TRENDING_WINDOW_DAYS} days. Demo baselines never count as activity: Hot
 *   Trending moves only with what people do (demo posts are rows, and do count).
 * A membership or like is one row per account and circle, and a repeated join or like keeps
 * the first time, so one account adds at most 2 to a circle's activity.
 */

/** A `Date` or the string a driver returned for a `timestamptz`, as ISO 8601 in UTC. */
export function iso(value: unknown): string {
  return new Date(value as string | Date).toISOString();
}

const WINDOW = sql.raw(`interval '${HOT_TRENDING_WINDOW_DAYS} days'`);

/**
 * Every circle with its counts and `viewer`'s flags, as a subquery to select from. The counts
 * are correlated per circle so that the (circle_id, joined_at / liked_at) indexes serve them.
 */
function circleRows(viewerId: string | null): SQL {
  // No account has the empty id, so a signed-out viewer's flags are false.
  const viewer = viewerId ?? '';
  return sql`(
    select
      c.id, c.slug, c.title, c.category, c.description, c.image_path, c.created_at,
      m.members as member_count,
      (case when c.is_demo then c.demo_like_count else 0 end) + l.likes as like_count,
      p.posts as post_count,
      m.recent + l.recent + p.recent as recent_activity,
      exists (
        select 1 from circle_memberships vm where vm.circle_id = c.id and vm.user_id = ${viewer}
      ) as joined,
      exists (
        select 1 from circle_likes vl where vl.circle_id = c.id and vl.user_id = ${viewer}
      ) as liked
    from circles c
    cross join lateral (
      select count(*)::int as members,
        (count(*) filter (where cm.joined_at > now() - ${WINDOW}))::int as recent
      from circle_memberships cm where cm.circle_id = c.id
    ) m
    cross join lateral (
      select count(*)::int as likes,
        (count(*) filter (where cl.liked_at > now() - ${WINDOW}))::int as recent
      from circle_likes cl where cl.circle_id = c.id
    ) l
    cross join lateral (
      select count(*)::int as posts,
        (count(*) filter (where cp.created_at > now() - ${WINDOW}))::int as recent
      from circle_posts cp where cp.circle_id = c.id
    ) p
  )`;
}

interface CircleRow extends Record<string, unknown> {
  id: string;
  slug: string;
  title: string;
  category: string;
  description: string;
  image_path: string | null;
  created_at: string | Date;
  member_count: number;
  like_count: number;
  joined: boolean;
  liked: boolean;
}

/** The contract's shape; `category` holds only contract slugs (a check constraint says so). */
function toCircle(row: CircleRow): Circle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category as CircleCategory,
    description: row.description,
    imagePath: row.image_path,
    createdAt: iso(row.created_at),
    memberCount: Number(row.member_count),
    likeCount: Number(row.like_count),
    joined: row.joined,
    liked: row.liked,
  };
}

/** `%`, `_` and `\` typed by a person match themselves, not any text. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The order of each trending filter (docs/product.md#217-circles "Trending filter buttons"); ties fall
 * back to the title, then the id, so that pages never overlap.
 * - none: title A–Z;
 * - `most_active`: most activity of all time first: members + posts and replies
 * (docs/product.md#128-circles: circle activity ranks the trending filters);
 * - `recently_added`: newest `created_at` first;
 * - `hot_trending`: most joins + likes + posts and replies in the last
 *   {@link HOT_TRENDING_WINDOW_DAYS} days first; equal activity falls back to members + likes
 *   of all time.
 */
const ORDER: Record<CircleTrending | 'none', SQL> = {
  none: sql`lower(s.title), s.id`,
  most_active: sql`s.member_count + s.post_count desc, s.member_count desc, lower(s.title), s.id`,
  recently_added: sql`s.created_at desc, s.id`,
  hot_trending: sql`s.recent_activity desc, s.member_count + s.like_count desc, lower(s.title), s.id`,
};

/** What {@link listCircles} filters and sorts by. */
export interface CircleFilter {
  /** Part of the title, any case (docs/product.md#217-circles "Search box"). */
  q?: string;
  category?: CircleCategory;
  trending?: CircleTrending;
  /** 1-based; {@link CIRCLE_PAGE_SIZE} circles per page. */
  page: number;
}

/** One page of circles matching `filter`, and how many match in all. */
export async function listCircles(
  db: Db,
  filter: CircleFilter,
  viewerId: string | null,
): Promise<{ items: Circle[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(sql`s.title ilike ${likePattern(filter.q)}`);
  if (filter.category) conditions.push(sql`s.category = ${filter.category}`);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const rows = await db.execute<CircleRow>(sql`
    select * from ${circleRows(viewerId)} s
    ${where}
    order by ${ORDER[filter.trending ?? 'none']}
    limit ${CIRCLE_PAGE_SIZE} offset ${(filter.page - 1) * CIRCLE_PAGE_SIZE}
  `);
  const counted = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from circles s ${where}
  `);
  return { items: rows.rows.map(toCircle), total: Number(counted.rows[0]?.n ?? 0) };
}

/** One circle with its counts and `viewer`'s flags, or null. */
export async function findCircle(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<Circle | null> {
  const rows = await db.execute<CircleRow>(sql`
    select * from ${circleRows(viewerId)} s where s.id = ${id}
  `);
  const row = rows.rows[0];
  return row ? toCircle(row) : null;
}

/** The circles `userId` is a member of, in title order (Settings → Community). */
export async function listJoined(db: Db, userId: string): Promise<Circle[]> {
  const rows = await db.execute<CircleRow>(sql`
    select * from ${circleRows(userId)} s where s.joined order by s.title, s.id
  `);
  return rows.rows.map(toCircle);
}

/** `findCircle` reduced to what a join or like answers with. */
export async function circleStatus(
  db: Db,
  id: string,
  viewerId: string,
): Promise<CircleStatus | null> {
  const circle = await findCircle(db, id, viewerId);
  if (!circle) return null;
  const { memberCount, likeCount, joined, liked } = circle;
  return { id, memberCount, likeCount, joined, liked };
}

/**
 * How a member is named on a circle's public page: the first word of the account name and
 * the initial of the last ("Ada Lovelace" → "Ada L.", "Ada" → "Ada"). A circle page is open
 * to anyone, and joining a circle should not publish a person's full name; mentors are
 * listed in full separately, under the name of their public profile. A deleted account's
 * posts show "Former member".
 */
export function publicMemberName(name: string): string {
  // A deleted account keeps its whole name, "Former member" (ADR 0019): it names nobody.
  if (name === FORMER_MEMBER_NAME) return name;
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length < 2) return words[0] ?? '';
  // Array.from keeps a letter outside the BMP (or a surrogate pair) whole.
  const initial = Array.from(words.at(-1)!)[0]!.toLocaleUpperCase();
  return `${words[0]} ${initial}.`;
}

/**
 * The newest {@link CIRCLE_MEMBERS_SHOWN} members (named by {@link publicMemberName}, nothing
 * else about them) and how many real members there are. Demo baselines are not people and
 * are not listed; nor are people who chose not to be (`users.show_in_member_lists`, Settings →
 * Community), though they count.
 */
export async function listMembers(
  db: Db,
  circleId: string,
): Promise<{ items: CircleMember[]; total: number }> {
  const rows = await db.execute<{ name: string; joined_at: string | Date }>(sql`
    select u.name, cm.joined_at
    from circle_memberships cm join users u on u.id = cm.user_id
    where cm.circle_id = ${circleId} and u.show_in_member_lists
    order by cm.joined_at desc, cm.user_id
    limit ${CIRCLE_MEMBERS_SHOWN}
  `);
  const counted = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from circle_memberships where circle_id = ${circleId}
  `);
  return {
    items: rows.rows.map((r) => ({ name: publicMemberName(r.name), joinedAt: iso(r.joined_at) })),
    total: Number(counted.rows[0]?.n ?? 0),
  };
}

/**
 * The members whose mentor profile is approved (docs/product.md#121-mentor-vetting "Mentor vetting": pending
 * and declined mentors are never shown), newest member first, named as the public mentor
 * directory names them (the account's `users.name`, docs/product.md#1115-settings-that-save). At
 * most {@link CIRCLE_MEMBERS_SHOWN}.
 */
export async function listMentors(db: Db, circleId: string): Promise<CircleMentor[]> {
  const rows = await db.execute<{ id: string; name: string }>(sql`
    select mp.user_id as id, u.name
    from circle_memberships cm join mentor_profiles mp on mp.user_id = cm.user_id
    join users u on u.id = mp.user_id
    where cm.circle_id = ${circleId} and mp.status = 'approved'
    order by cm.joined_at desc, cm.user_id
    limit ${CIRCLE_MEMBERS_SHOWN}
  `);
  return rows.rows.map((r) => ({ id: r.id, name: r.name }));
}

/**
 * Add `userId` to the circle; a second join keeps the first `joined_at`.
 * @returns false when there is no such circle.
 */
export async function join(db: Db, circleId: string, userId: string): Promise<boolean> {
  const res = await db.execute(sql`
    with target as (select id from circles where id = ${circleId})
    insert into circle_memberships (circle_id, user_id)
    select id, ${userId} from target
    on conflict do nothing
    returning 1
  `);
  return res.rowCount === 1 || (await exists(db, circleId));
}

/** Remove `userId` from the circle (nothing happens when they were not a member). */
export async function leave(db: Db, circleId: string, userId: string): Promise<void> {
  await db.execute(sql`
    delete from circle_memberships where circle_id = ${circleId} and user_id = ${userId}
  `);
}

/**
 * Record that `userId` likes the circle; a second like keeps the first `liked_at`.
 * @returns false when there is no such circle.
 */
export async function like(db: Db, circleId: string, userId: string): Promise<boolean> {
  const res = await db.execute(sql`
    with target as (select id from circles where id = ${circleId})
    insert into circle_likes (circle_id, user_id)
    select id, ${userId} from target
    on conflict do nothing
    returning 1
  `);
  return res.rowCount === 1 || (await exists(db, circleId));
}

/** Take back `userId`'s like (nothing happens when there was none). */
export async function unlike(db: Db, circleId: string, userId: string): Promise<void> {
  await db.execute(sql`
    delete from circle_likes where circle_id = ${circleId} and user_id = ${userId}
  `);
}

async function exists(db: Db, circleId: string): Promise<boolean> {
  const res = await db.execute(sql`select 1 from circles where id = ${circleId}`);
  return res.rows.length > 0;
}

/** A circle to insert (demo content and tests). */
export interface NewCircle {
  id: string;
  slug: string;
  title: string;
  category: CircleCategory;
  description: string;
  imagePath: string | null;
  createdAt: Date;
  isDemo: boolean;
  demoLikeCount?: number;
}

/** Insert circles as given (used by the demo seeder). */
export async function insertCircles(db: Db, rows: NewCircle[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(circles).values(rows);
}

/** Insert demo memberships (`is_demo = true`) as given. */
export async function insertDemoMemberships(
  db: Db,
  rows: { circleId: string; userId: string; joinedAt: Date }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(circleMemberships)
    .values(rows.map((r) => ({ ...r, isDemo: true })))
    .onConflictDoNothing();
}

/** Whether a circle with this id exists. */
export function circleExists(db: Db, circleId: string): Promise<boolean> {
  return exists(db, circleId);
}

/** Whether `userId` is a member of the circle. */
export async function isMember(db: Db, circleId: string, userId: string): Promise<boolean> {
  const res = await db.execute(sql`
    select 1 from circle_memberships where circle_id = ${circleId} and user_id = ${userId}
  `);
  return res.rows.length > 0;
}
