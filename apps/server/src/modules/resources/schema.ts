import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** Tables owned by the resources module (docs/architecture.md "Data"): only its repository queries them. */

/**
 * Articles of /resources (docs/product.md#27-resources "/resources", §3 "Blog card"). `body` is plain
 * text, paragraphs separated by a blank line; the web app renders it as paragraphs, never as
 * HTML. A post with `published_at` in the future is not listed yet. `trending_score` > 0 puts
 * a post under 'Trending', highest first.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    slug: varchar('slug', { length: 120 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    author: varchar('author', { length: 120 }).notNull(),
    category: varchar('category', { length: 60 }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    /** Path under the web app's public folder, e.g. `/images/resources/first-mentor.svg`. */
    coverImage: varchar('cover_image', { length: 300 }),
    trendingScore: integer('trending_score').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_key').on(t.slug),
    index('blog_posts_published_idx').on(t.publishedAt),
    check('blog_posts_trending_score', sql`${t.trendingScore} >= 0`),
  ],
);
