import { z } from 'zod';
import { pathId, singleLineText } from './text.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * Circles: interest communities people join and like (docs/product.md#2-screens-and-routes "Circles / communities
 * page", §3 "Circle or community card"; docs/product.md#128-circles "Circles": join/leave, like, member
 * counts from real memberships, trending from activity). One schema per operation, shared by
 * the web app and the server routes.
 */

/**
 * The category buttons of /circles after "All", as stored slugs, in the spec's order
 * (docs/product.md#2-screens-and-routes: Finance, Education, Innovation, Startup, University Admission,
 * Design & Creative, Tech, Creators, Bitcoin & Web 3, Marketing).
 */
export const CIRCLE_CATEGORIES = [
  'finance',
  'education',
  'innovation',
  'startup',
  'university_admission',
  'design_creative',
  'tech',
  'creators',
  'bitcoin_web3',
  'marketing',
] as const;
export const CircleCategory = lazySchema(() => z.enum(CIRCLE_CATEGORIES));
export type CircleCategory = z.infer<typeof CircleCategory>;

/**
 * The trending filters of /circles (docs/product.md#2-screens-and-routes: Most Active, Recently Added, Hot
 * Trending). Each one orders the circles by real data; see the server's circles repository
 * for the exact formulas:
 * - `most_active`: the most members first;
 * - `recently_added`: the newest circle first;
 * - `hot_trending`: the most joins plus likes in the last {@link HOT_TRENDING_WINDOW_DAYS}
 *   days first.
 */
export const CIRCLE_TRENDING = ['most_active', 'recently_added', 'hot_trending'] as const;
export const CircleTrending = lazySchema(() => z.enum(CIRCLE_TRENDING));
export type CircleTrending = z.infer<typeof CircleTrending>;

/** The window of Hot Trending's activity count, in days. */
export const HOT_TRENDING_WINDOW_DAYS = 7;
/** Circles per page of `GET /api/circles`. */
export const CIRCLE_PAGE_SIZE = 12;
/** Members listed on a circle's page, newest first; the rest are only counted. */
export const CIRCLE_MEMBERS_SHOWN = 50;
/** Longest search text, in characters. */
export const CIRCLE_SEARCH_MAX_LENGTH = 100;
/** Join, leave, like and unlike actions one account may take per hour, all circles together. */
export const CIRCLE_ACTIONS_PER_HOUR = 600;

/** An optional query-string value: empty or blank means "not given". */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    schema.optional(),
  );

/**
 * `GET /api/circles` query. `q` matches titles case-insensitively (docs/product.md#2-screens-and-routes); `page`
 * is 1-based, {@link CIRCLE_PAGE_SIZE} circles per page. Without `trending` the circles come
 * in title order.
 */
export const CircleListQuery = lazySchema(() =>
  z.object({
    q: optionalParam(singleLineText(CIRCLE_SEARCH_MAX_LENGTH)),
    category: optionalParam(CircleCategory),
    trending: optionalParam(CircleTrending),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
);
export type CircleListQuery = z.infer<typeof CircleListQuery>;

/**
 * A circle as a card shows it (docs/product.md#33-public-content "Circle or community card": id, title,
 * category, desc, members, likes, image). `joined` and `liked` say what the signed-in account
 * did; both are false when signed out. `imagePath` is a path on this site, e.g.
 * `/images/circles/finance.svg`, or null. `createdAt` is ISO 8601 in UTC.
 */
export const Circle = lazySchema(() =>
  z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    category: CircleCategory,
    description: z.string(),
    imagePath: z.string().nullable(),
    createdAt: z.string(),
    memberCount: z.number().int().min(0),
    likeCount: z.number().int().min(0),
    joined: z.boolean(),
    liked: z.boolean(),
  }),
);
export type Circle = z.infer<typeof Circle>;

/** `GET /api/circles`: one page of circles and how many match in all. */
export const CircleList = lazySchema(() =>
  z.object({
    items: z.array(Circle),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type CircleList = z.infer<typeof CircleList>;

/**
 * A person in a circle's member list, which anyone may read: the first name and the initial
 * of the last ("Ada L.", never the full name; see `publicMemberName` on the server) and when
 * they joined (ISO 8601).
 */
export const CircleMember = lazySchema(() =>
  z.object({
    name: z.string(),
    joinedAt: z.string(),
  }),
);
export type CircleMember = z.infer<typeof CircleMember>;

/**
 * An approved mentor who is a member of the circle. `id` is the user id of the public mentor
 * profile (`/mentors/:id`).
 */
export const CircleMentor = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
  }),
);
export type CircleMentor = z.infer<typeof CircleMentor>;

/**
 * `GET /api/circles/:id`: the circle, its newest members (at most
 * {@link CIRCLE_MEMBERS_SHOWN}; `members.total` counts every account that joined) and the
 * approved mentors among them.
 */
export const CircleDetail = lazySchema(() =>
  Circle.extend({
    members: z.object({
      items: z.array(CircleMember),
      total: z.number().int(),
    }),
    mentors: z.array(CircleMentor),
  }),
);
export type CircleDetail = z.infer<typeof CircleDetail>;

/** `:id` of the circle routes. */
export const CircleParams = lazySchema(() => z.object({ id: pathId(64) }));
export type CircleParams = z.infer<typeof CircleParams>;

/**
 * The answer of `PUT`/`DELETE /api/circles/:id/membership` and `…/like`: the circle's counts
 * and the caller's flags after the change.
 */
export const CircleStatus = lazySchema(() =>
  z.object({
    id: z.string(),
    memberCount: z.number().int().min(0),
    likeCount: z.number().int().min(0),
    joined: z.boolean(),
    liked: z.boolean(),
  }),
);
export type CircleStatus = z.infer<typeof CircleStatus>;
