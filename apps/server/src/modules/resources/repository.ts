import type { BlogPost, BlogPostListQuery, BlogPostSummary } from '@pathwise/contracts';
import { and, count, desc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPosts } from './schema.ts';

/**
 * Blog posts' data access: published posts only, explicit columns (ADR 0009).
 */

const summaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  author: blogPosts.author,
  category: blogPosts.category,
  publishedAt: blogPosts.publishedAt,
  excerpt: blogPosts.excerpt,
  coverImage: blogPosts.coverImage,
  trendingScore: blogPosts.trendingScore,
};

type SummaryRow = {
  slug: string;
  title: string;
  author: string;
  category: string;
  publishedAt: Date;
  excerpt: string;
  coverImage: string | null;
  trendingScore: number;
};

function toSummary({ trendingScore, publishedAt, ...row }: SummaryRow): BlogPostSummary {
  return { ...row, publishedAt: publishedAt.toISOString(), trending: trendingScore > 0 };
}

/** Paragraphs of a stored body: separated by one or more blank lines (see schema). */
export function splitParagraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** `text` as a LIKE pattern that matches it anywhere, its own `%`, `_` and `\` taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const published = lte(blogPosts.publishedAt, sql`now()`);

/**
 * One page of published posts matching `query` (title, author or category contains `q`,
 * case-insensitively), newest first or, for `trending`, the trending ones by score.
 */
export async function listPosts(
  db: Db,
  query: BlogPostListQuery,
): Promise<{ items: BlogPostSummary[]; total: number }> {
  const conditions: SQL[] = [published];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(blogPosts.title, pattern),
        ilike(blogPosts.author, pattern),
        ilike(blogPosts.category, pattern),
      )!,
    );
  }
  if (query.sort === 'trending') conditions.push(gt(blogPosts.trendingScore, 0));
  const where = and(...conditions);
  const order =
    query.sort === 'trending'
      ? [desc(blogPosts.trendingScore), desc(blogPosts.publishedAt), blogPosts.slug]
      : [desc(blogPosts.publishedAt), blogPosts.slug];
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [counted] = await db.select({ n: count() }).from(blogPosts).where(where);
  return { items: rows.map(toSummary), total: counted?.n ?? 0 };
}

/** One published post with its body as paragraphs, or null. */
export async function findPost(db: Db, slug: string): Promise<BlogPost | null> {
  const [row] = await db
    .select({ ...summaryColumns, body: blogPosts.body })
    .from(blogPosts)
    .where(and(published, eq(blogPosts.slug, slug)))
    .limit(1);
  if (!row) return null;
  const { body, ...summary } = row;
  return { ...toSummary(summary), body: splitParagraphs(body) };
}

/** A post to store (the demo seeder's and, later, an editor's input). */
export interface NewBlogPost {
  id: string;
  slug: string;
  title: string;
  author: string;
  category: string;
  publishedAt: Date;
  excerpt: string;
  /** Plain-text paragraphs; stored joined by blank lines. */
  paragraphs: string[];
  coverImage: string | null;
  trendingScore: number;
  isDemo: boolean;
}

/** Insert posts; a slug that exists already is left as it is. */
export async function insertPosts(db: Db, posts: NewBlogPost[]): Promise<void> {
  if (posts.length === 0) return;
  await db
    .insert(blogPosts)
    .values(
      posts.map(({ paragraphs, ...p }) => ({
        ...p,
        body: paragraphs.map((x) => x.trim()).join('\n\n'),
      })),
    )
    .onConflictDoNothing({ target: blogPosts.slug });
}
