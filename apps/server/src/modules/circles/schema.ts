import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../account/schema.ts';

/** Tables owned by the circles module (docs/architecture.md "Data"): only its repository queries them. */

/**
 * Circles: interest communities (docs/product.md#217-circles "Circles / communities page", §3 "Circle or
 * community card"). `category` holds a slug of contracts `CIRCLE_CATEGORIES`; `image_path` is
 * a path on this site (e.g. `/images/circles/finance.svg`). Member and like counts are never
 * stored: members are counted from the memberships only (docs/product.md#128-circles: demo circles
 * get demo members as rows; `demo_member_count` is no longer read or written, kept only so that
 * no migration is needed); likes from the rows plus `demo_like_count`, a baseline that only
 * demo circles (`is_demo`) may carry (the circles repository is the one place that adds it).
 */
export const circles = pgTable(
  'circles',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    slug: varchar('slug', { length: 64 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    category: varchar('category', { length: 32 }).notNull(),
    description: text('description').notNull(),
    imagePath: varchar('image_path', { length: 255 }),
    createdAt: createdAt(),
    isDemo: boolean('is_demo').notNull().default(false),
    demoMemberCount: integer('demo_member_count').notNull().default(0),
    demoLikeCount: integer('demo_like_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('circles_slug_key').on(t.slug),
    index('circles_category_idx').on(t.category),
    check(
      'circles_category',
      sql`${t.category} in ('finance', 'education', 'innovation', 'startup', 'university_admission', 'design_creative', 'tech', 'creators', 'bitcoin_web3', 'marketing')`,
    ),
    check(
      'circles_demo_counts',
      sql`${t.demoMemberCount} >= 0 and ${t.demoLikeCount} >= 0 and (${t.isDemo} or (${t.demoMemberCount} = 0 and ${t.demoLikeCount} = 0))`,
    ),
  ],
);

/**
 * Who joined which circle, and when (one row per account and circle). `is_demo` marks the
 * demo content's memberships (demo mentors in demo circles); they count like any other.
 */
export const circleMemberships = pgTable(
  'circle_memberships',
  {
    circleId: varchar('circle_id', { length: 36 })
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    userId: varchar('user_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.circleId, t.userId] }),
    index('circle_memberships_user_idx').on(t.userId),
    index('circle_memberships_circle_joined_idx').on(t.circleId, t.joinedAt),
  ],
);

/** Who liked which circle, and when (one row per account and circle). */
export const circleLikes = pgTable(
  'circle_likes',
  {
    circleId: varchar('circle_id', { length: 36 })
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    userId: varchar('user_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likedAt: timestamp('liked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.circleId, t.userId] }),
    index('circle_likes_user_idx').on(t.userId),
    index('circle_likes_circle_liked_idx').on(t.circleId, t.likedAt),
  ],
);

/**
 * Circle discussions (docs/product.md#128-circles): a member's post, or a reply to one
 * (`parent_id`; replies are one level deep, a thread). 1–4,000 characters. Deleting a post
 * deletes its replies. `edited_at` is set when its author edits it. Counting posts and
 * replies per circle over recent days ranks the circles page's trending filters.
 */
export const circlePosts = pgTable(
  'circle_posts',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    circleId: varchar('circle_id', { length: 36 })
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    authorId: varchar('author_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: varchar('parent_id', { length: 36 }).references((): AnyPgColumn => circlePosts.id, {
      onDelete: 'cascade',
    }),
    body: varchar('body', { length: 4000 }).notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    /**
     * When a moderator removed it (docs/product.md#143-moderation-and-suspension): kept for the
     * record, shown to everyone as "Removed by a moderator".
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: varchar('removed_by', { length: 36 }),
  },
  (t) => [
    index('circle_posts_circle_created_idx').on(t.circleId, t.createdAt),
    index('circle_posts_parent_created_idx').on(t.parentId, t.createdAt),
    index('circle_posts_author_idx').on(t.authorId),
    check('circle_posts_body', sql`char_length(${t.body}) between 1 and 4000`),
  ],
);
