import { z } from 'zod';
import { pathId, singleLineText } from './text.ts';
import { Email } from './account.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * Resources: blog posts and the newsletter (docs/product.md#27-resources "/resources", §3 "Blog card";
 * docs/product.md#1114-resources-search-and-newsletter "Resources search and newsletter are static" → search filters posts,
 * articles open, newsletter subscription with double opt-in and one-click unsubscribe).
 */

/** Cards in each of the 'Latest Blogs' and 'Trending' grids: docs/product.md#9-constants-and-limits ("4 plus 4"). */
export const RESOURCES_SECTION_SIZE = 4;
/** Longest search text, in characters. */
export const BLOG_SEARCH_MAX_LENGTH = 100;
/** Largest page of posts one call returns. */
export const BLOG_PAGE_SIZE_MAX = 50;
/** A newsletter confirmation link lasts 7 days, in ms. */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A post's address on /resources/:slug: lower-case words joined by hyphens. */
export const BlogSlug = lazySchema(() =>
  z
    .string()
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid article address.'),
);

/** A post as a card shows it (docs/product.md#33-public-content "Blog card", plus an excerpt and a cover). */
export const BlogPostSummary = lazySchema(() =>
  z.object({
    slug: z.string(),
    title: z.string(),
    author: z.string(),
    category: z.string(),
    /** ISO 8601 time of publication; the card shows its UTC date as dd/mm/yyyy (docs/product.md#3-data). */
    publishedAt: z.string(),
    excerpt: z.string(),
    /** Path of the cover image under the web app's public folder, or null. */
    coverImage: z.string().nullable(),
    /** Listed under 'Trending'. */
    trending: z.boolean(),
  }),
);
export type BlogPostSummary = z.infer<typeof BlogPostSummary>;

/** One article: the summary plus its body as plain-text paragraphs (never HTML). */
export const BlogPost = lazySchema(() =>
  BlogPostSummary.extend({
    body: z.array(z.string()),
  }),
);
export type BlogPost = z.infer<typeof BlogPost>;

/**
 * `GET /api/resources/posts`: published posts, newest first (`sort=latest`) or most
 * trending first, trending ones only (`sort=trending`). `q` matches the title, the author or
 * the category, case-insensitively; empty means all.
 */
export const BlogPostListQuery = lazySchema(() =>
  z.object({
    q: singleLineText(BLOG_SEARCH_MAX_LENGTH).optional(),
    sort: z.enum(['latest', 'trending']).default('latest'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(BLOG_PAGE_SIZE_MAX).default(12),
  }),
);
export type BlogPostListQuery = z.infer<typeof BlogPostListQuery>;

/** One page of posts and how many match in all. */
export const BlogPostList = lazySchema(() =>
  z.object({
    items: z.array(BlogPostSummary),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type BlogPostList = z.infer<typeof BlogPostList>;

/** `POST /api/newsletter`: subscribe; a confirmation link is mailed (double opt-in). */
export const CreateNewsletterSubscription = lazySchema(() => z.object({ email: Email }));
export type CreateNewsletterSubscription = z.infer<typeof CreateNewsletterSubscription>;

/**
 * Answer of `POST /api/newsletter` (201). The same whatever the address's state, so that the
 * form does not reveal who is subscribed.
 */
export const NewsletterSubscriptionReceipt = lazySchema(() => z.object({ email: z.string() }));
export type NewsletterSubscriptionReceipt = z.infer<typeof NewsletterSubscriptionReceipt>;

/** A token from a newsletter link (64 hex characters when genuine). */
export const NewsletterToken = lazySchema(() => singleLineText(256).pipe(z.string().min(1)));

/** `:slug` of `GET /api/posts/:slug`. */
export const PostParams = lazySchema(() => z.object({ slug: pathId(200) }));
export type PostParams = z.infer<typeof PostParams>;

/** `POST /api/newsletter/confirm`: confirm with the link's token (single use, 7 days). */
export const ConfirmNewsletter = lazySchema(() => z.object({ token: NewsletterToken }));
export type ConfirmNewsletter = z.infer<typeof ConfirmNewsletter>;

/** `POST /api/newsletter/unsubscribe`: leave the list with a mail's unsubscribe token. */
export const UnsubscribeNewsletter = lazySchema(() => z.object({ token: NewsletterToken }));
export type UnsubscribeNewsletter = z.infer<typeof UnsubscribeNewsletter>;

/** Answer of the confirm and unsubscribe calls (200). */
export const NewsletterStatus = lazySchema(() =>
  z.object({ status: z.enum(['confirmed', 'unsubscribed']) }),
);
export type NewsletterStatus = z.infer<typeof NewsletterStatus>;
