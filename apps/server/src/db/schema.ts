import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Database schema (Drizzle). Migrations in `drizzle/` are generated from this file with
 * `npm run db:generate` and applied at start. Times are `timestamptz` in UTC.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** PostgreSQL's `tsvector` (full-text search document); Drizzle has no built-in type for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Accounts. `email` is stored trimmed and lowercased, so the unique index is exact. */
export const users = pgTable(
  'users',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);

/** Sign-in sessions. Only the SHA-256 of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    userId: varchar('user_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
);

/** One-time secrets of verification and recovery links. Only the SHA-256 is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    userId: varchar('user_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<'verification' | 'recovery'>().notNull(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_tokens_secret_hash_key').on(t.secretHash),
    index('account_tokens_user_kind_idx').on(t.userId, t.kind),
    check('account_tokens_kind', sql`${t.kind} in ('verification', 'recovery')`),
  ],
);

/** Mail kept instead of sent when `SMTP_URL` is unset; listed at /dev/mailbox. */
export const devMails = pgTable('dev_mails', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  from: text('from').notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
});

/** Counters of `rate-limiter-flexible`'s Postgres store (its own column layout). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * The onboarding wizard's progress (issue "Onboarding"): the role and every saved step's
 * answers, keyed by the step key of contracts `ONBOARDING_STEPS`. `answers` is checked with
 * the contracts' schemas on the way in and on the way out. `completed_at` is set by Confirm on
 * /welcome-aboard, when the profile rows below are written.
 */
export const onboarding = pgTable(
  'onboarding',
  {
    userId: varchar('user_id', { length: 36 })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    userType: varchar('user_type', { length: 8 }).$type<'coach' | 'mentee'>(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('onboarding_user_type', sql`${t.userType} in ('coach', 'mentee')`),
    check(
      'onboarding_completed_has_role',
      sql`${t.completedAt} is null or ${t.userType} is not null`,
    ),
  ],
);

/** A mentee's profile, written when a mentee finishes onboarding (product spec §3). */
export const menteeProfiles = pgTable(
  'mentee_profiles',
  {
    userId: varchar('user_id', { length: 36 })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    contactEmail: varchar('contact_email', { length: 254 }),
    location: varchar('location', { length: 120 }),
    institution: varchar('institution', { length: 160 }),
    bioRole: varchar('bio_role', { length: 16 }),
    domain: varchar('domain', { length: 16 }),
    about: text('about').notNull(),
    experience: varchar('experience', { length: 32 }).notNull(),
    timeline: varchar('timeline', { length: 16 }).notNull(),
    numberOfSessions: integer('number_of_sessions').notNull(),
    frequency: integer('frequency').notNull(),
    period: varchar('period', { length: 8 }).notNull(),
    skills: text('skills').array().notNull(),
    traits: text('traits').array().notNull(),
    goal: varchar('goal', { length: 32 }).notNull(),
    goalOther: varchar('goal_other', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mentee_profiles_sessions', sql`${t.numberOfSessions} between 1 and 10`),
    check('mentee_profiles_frequency', sql`${t.frequency} between 1 and 10`),
    check('mentee_profiles_skills', sql`cardinality(${t.skills}) <= 5`),
  ],
);

/**
 * A mentor's profile and its review state (PRODUCT-DECISIONS "Mentor vetting"): `pending`
 * when submitted or resubmitted, then `approved` or `declined` by an admin (`reviewed_by`).
 */
export const mentorProfiles = pgTable(
  'mentor_profiles',
  {
    userId: varchar('user_id', { length: 36 })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    contactEmail: varchar('contact_email', { length: 254 }),
    location: varchar('location', { length: 120 }),
    institution: varchar('institution', { length: 160 }),
    bioRole: varchar('bio_role', { length: 16 }),
    domain: varchar('domain', { length: 16 }),
    about: text('about').notNull(),
    niche: varchar('niche', { length: 16 }).notNull(),
    skillsText: text('skills_text').notNull(),
    expertOptIn: boolean('expert_opt_in').notNull().default(false),
    certification: varchar('certification', { length: 16 }).notNull(),
    certificationOther: varchar('certification_other', { length: 200 }),
    clientsCount: integer('clients_count').notNull(),
    goal: varchar('goal', { length: 32 }).notNull(),
    goalOther: varchar('goal_other', { length: 200 }),
    status: varchar('status', { length: 8 })
      .$type<'pending' | 'approved' | 'declined'>()
      .notNull()
      .default('pending'),
    declineReason: text('decline_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: varchar('reviewed_by', { length: 36 }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Directory fields (issue "Public site and discovery"). Onboarding does not ask for
    // them, so a real mentor has them null or empty until a later settings issue.
    /** The mentor's current role, e.g. "Engineering Director". */
    headline: varchar('headline', { length: 120 }),
    company: varchar('company', { length: 120 }),
    /** ISO 639-1 codes of contracts `MENTOR_LANGUAGES`. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    yearsExperience: integer('years_experience'),
    /** Slugs of contracts `MENTOR_SKILLS`. */
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Slugs of contracts `MENTOR_TOPICS`. */
    topics: text('topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Path on this site, e.g. `/images/mentors/amara-okafor.svg`. */
    photoPath: varchar('photo_path', { length: 255 }),
    /**
     * Average review rating, 0.0–5.0. Reviews arrive with a later issue; until then only demo
     * mentors carry a rating and a count.
     */
    ratingAvg: numeric('rating_avg', { precision: 2, scale: 1, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    /** Shown in the home page's mentor carousel. */
    featured: boolean('featured').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    /**
     * The cheapest plan's price (minor units) and currency, null without plans. Kept by the
     * trigger `mentor_plans_lowest_price` on `mentor_plans` (migration `mentor_lowest_price`)
     * whoever writes the plans, so the directory filters and sorts by price without a join.
     */
    lowestPriceMinor: integer('lowest_price_minor'),
    lowestPriceCurrency: char('lowest_price_currency', { length: 3 }),
    /**
     * Full-text search document (PRODUCT-DECISIONS "Discovery"): name (weight A), role and
     * company (B), skill tags (C), the onboarding skills text (D). Name, role, company and
     * tags are indexed twice, stemmed (`english`) and as written (`simple`), so that a prefix
     * of the written word matches too (e.g. "enginee" finds "Engineering", whose English
     * stem is "engin"). `mentor_tags_text` is an immutable SQL function of this migration.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(first_name, '') || ' ' || coalesce(last_name, '')), 'A') || setweight(to_tsvector('english', coalesce(headline, '') || ' ' || coalesce(company, '')), 'B') || setweight(to_tsvector('simple', coalesce(headline, '') || ' ' || coalesce(company, '')), 'B') || setweight(to_tsvector('english', mentor_tags_text(skills)), 'C') || setweight(to_tsvector('simple', mentor_tags_text(skills)), 'C') || setweight(to_tsvector('english', coalesce(skills_text, '')), 'D')`,
    ),
  },
  (t) => [
    check('mentor_profiles_status', sql`${t.status} in ('pending', 'approved', 'declined')`),
    check('mentor_profiles_clients', sql`${t.clientsCount} >= 1`),
    index('mentor_profiles_status_idx').on(t.status, t.submittedAt),
    check(
      'mentor_profiles_skills',
      sql`${t.skills} <@ array['ux_design', 'finance', 'data_science', 'sales', 'design', 'coding', 'marketing', 'management', 'strategy']::text[]`,
    ),
    check(
      'mentor_profiles_topics',
      sql`${t.topics} <@ array['career_growth', 'technical_skills', 'leadership']::text[]`,
    ),
    check(
      'mentor_profiles_languages',
      sql`${t.languages} <@ array['en', 'hi', 'es', 'fr', 'de', 'pt', 'zh', 'ar']::text[]`,
    ),
    check('mentor_profiles_years', sql`${t.yearsExperience} between 0 and 80`),
    check('mentor_profiles_rating', sql`${t.ratingAvg} between 0 and 5`),
    check('mentor_profiles_review_count', sql`${t.reviewCount} >= 0`),
    index('mentor_profiles_search_idx').using('gin', t.searchVector),
    index('mentor_profiles_skills_idx').using('gin', t.skills),
    index('mentor_profiles_languages_idx').using('gin', t.languages),
    index('mentor_profiles_topics_idx').using('gin', t.topics),
    index('mentor_profiles_featured_idx')
      .on(t.featured)
      .where(sql`${t.featured} and ${t.status} = 'approved'`),
    // The directory's default order (contracts MENTOR_SORTS `relevance` without search text,
    // and `rating`): its first page is read straight from this index instead of sorting every
    // mentor. With search text, `rating` walks it too, ranking ties on rating and reviews.
    index('mentor_profiles_directory_order_idx')
      .on(
        t.ratingAvg.desc().nullsLast(),
        t.reviewCount.desc(),
        t.reviewedAt.desc().nullsLast(),
        t.userId,
      )
      .where(sql`${t.status} = 'approved'`),
    // The other directory orders, column for column (repository `orderBy`), for the same
    // reason; the price ones also count the `price` filter's mentors without the table.
    index('mentor_profiles_directory_price_asc_idx')
      .on(
        t.lowestPriceMinor.asc().nullsLast(),
        t.ratingAvg.desc().nullsLast(),
        t.reviewCount.desc(),
        t.reviewedAt.desc().nullsLast(),
        t.userId,
      )
      .where(sql`${t.status} = 'approved'`),
    index('mentor_profiles_directory_price_desc_idx')
      .on(
        t.lowestPriceMinor.desc().nullsLast(),
        t.ratingAvg.desc().nullsLast(),
        t.reviewCount.desc(),
        t.reviewedAt.desc().nullsLast(),
        t.userId,
      )
      .where(sql`${t.status} = 'approved'`),
    index('mentor_profiles_directory_experience_idx')
      .on(
        t.yearsExperience.desc().nullsLast(),
        t.ratingAvg.desc().nullsLast(),
        t.reviewCount.desc(),
        t.reviewedAt.desc().nullsLast(),
        t.userId,
      )
      .where(sql`${t.status} = 'approved'`),
  ],
);

/** A mentor's priced packages of sessions, in the order entered (`position` from 0). */
export const mentorPlans = pgTable(
  'mentor_plans',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    mentorId: varchar('mentor_id', { length: 36 })
      .notNull()
      .references(() => mentorProfiles.userId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    /** Integer minor units of `currency` (ARCHITECTURE "Data"). */
    priceMinor: integer('price_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    sessions: integer('sessions').notNull(),
    deliverables: text('deliverables'),
  },
  (t) => [
    uniqueIndex('mentor_plans_mentor_position_key').on(t.mentorId, t.position),
    check('mentor_plans_price', sql`${t.priceMinor} >= 0`),
    check('mentor_plans_sessions', sql`${t.sessions} >= 1`),
  ],
);

/**
 * The public mentor directory's version: one row whose `version` goes up once in every
 * transaction that changes `mentor_profiles`, where everything a directory answer shows,
 * filters and sorts by lives (statement triggers of migration `mentor_directory_version`).
 * The server keeps directory answers while the version stays the same (ADR 0007).
 */
export const mentorDirectoryVersion = pgTable(
  'mentor_directory_version',
  {
    /** Always true: the table has one row. */
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    /** The transaction (`pg_current_xact_id`) that raised `version` last. */
    changedIn: bigint('changed_in', { mode: 'number' }),
  },
  (t) => [check('mentor_directory_version_one_row', sql`${t.id}`)],
);

/** One row once the demo content has been loaded (see db/seed). */
export const demoSeedRuns = pgTable('demo_seed_runs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Circles: interest communities (product spec §2 "Circles / communities page", §3 "Circle or
 * community card"). `category` holds a slug of contracts `CIRCLE_CATEGORIES`; `image_path` is
 * a path on this site (e.g. `/images/circles/finance.svg`). Member and like counts are never
 * stored: they are counted from the rows below, plus `demo_member_count` / `demo_like_count`,
 * a baseline that only demo circles (`is_demo`) may carry, so that the demo content looks
 * lived-in without inventing accounts (the circles repository is the one place that adds them).
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
 * Messages sent through the /contact form (issue "Public site and discovery"). Stored first,
 * so none is lost when mail fails; each is also mailed to SUPPORT_EMAIL by the mail job, with
 * Reply-To set to `email`. Limits: names 80, subject 200, message 5000 characters (contracts
 * `CreateContactMessage`).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('contact_messages_message_length', sql`char_length(${t.message}) between 1 and 5000`),
    index('contact_messages_created_idx').on(t.createdAt),
  ],
);

/**
 * Articles of /resources (product spec §2 "/resources", §3 "Blog card"). `body` is plain
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

/**
 * Newsletter subscribers with double opt-in (issue "Public site and discovery"): `pending`
 * until the mailed link is opened (`confirm_token_hash`, SHA-256 of a single-use token that
 * expires at `confirm_expires_at`, 7 days), then `confirmed`; `unsubscribed` after an
 * unsubscribe link. One row per address (stored lowercased).
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    status: varchar('status', { length: 12 })
      .$type<'pending' | 'confirmed' | 'unsubscribed'>()
      .notNull()
      .default('pending'),
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    uniqueIndex('newsletter_subscribers_confirm_token_key').on(t.confirmTokenHash),
    check('newsletter_subscribers_email_lowercase', sql`${t.email} = lower(btrim(${t.email}))`),
    check(
      'newsletter_subscribers_status',
      sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
  ],
);

/**
 * Unsubscribe tokens (SHA-256 only): every newsletter mail carries a fresh one, so a link
 * keeps working after later mails and the raw token never rests in the database. Any token
 * of a subscriber unsubscribes that subscriber (RFC 8058 one-click).
 */
export const newsletterUnsubscribeTokens = pgTable(
  'newsletter_unsubscribe_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    subscriberId: varchar('subscriber_id', { length: 36 })
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('newsletter_unsubscribe_tokens_subscriber_idx').on(t.subscriberId)],
);

/**
 * Testimonials on the home page (product spec §3 "Static testimonial": name, role, rating,
 * text; §9 "3 testimonials"), shown in `position` order. `rating` is whole stars, 1 to 5.
 */
export const testimonials = pgTable(
  'testimonials',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    role: varchar('role', { length: 120 }).notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    position: integer('position').notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('testimonials_rating', sql`${t.rating} between 1 and 5`),
    check('testimonials_text_length', sql`char_length(${t.text}) between 1 and 1000`),
    index('testimonials_position_idx').on(t.position),
  ],
);

/**
 * A mentor's availability (issue 9): the rules of `@pathwise/contracts` `Availability`, one
 * row per mentor. Weekly hours and date overrides are JSON checked by the contract on the way
 * in; every number has a column of its own.
 */
export const availability = pgTable(
  'availability',
  {
    mentorId: varchar('mentor_id', { length: 36 })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    weeklyHours: jsonb('weekly_hours')
      .notNull()
      .default(sql`'[]'::jsonb`),
    dateOverrides: jsonb('date_overrides')
      .notNull()
      .default(sql`'[]'::jsonb`),
    sessionMinutes: integer('session_minutes').notNull().default(60),
    minimumNoticeMinutes: integer('minimum_notice_minutes').notNull().default(1440),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(15),
    bookingWindowDays: integer('booking_window_days').notNull().default(60),
    maxPerDay: integer('max_per_day'),
    changeNoticeMinutes: integer('change_notice_minutes').notNull().default(1440),
    requiresConfirmation: boolean('requires_confirmation').notNull().default(false),
    meetingUrl: text('meeting_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('availability_session_minutes', sql`${t.sessionMinutes} between 15 and 240`),
    check(
      'availability_buffers',
      sql`${t.bufferBeforeMinutes} >= 0 and ${t.bufferAfterMinutes} >= 0`,
    ),
  ],
);

/**
 * Booked sessions (issue 9). `blocked_from`/`blocked_until` are the start and end widened by
 * the mentor's buffers at booking time; exclusion constraints (migration `bookings`) refuse
 * two active bookings of one mentor whose blocked ranges overlap, and two of one mentee whose
 * times overlap, so no double booking survives concurrency or several server processes.
 * The plan is copied (name, sessions, price per session in minor units): later edits of the
 * mentor's plans never change a booking.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    mentorId: varchar('mentor_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menteeId: varchar('mentee_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 })
      .$type<'pending' | 'confirmed' | 'cancelled' | 'declined' | 'expired'>()
      .notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    blockedFrom: timestamp('blocked_from', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    planId: varchar('plan_id', { length: 36 }).references(() => mentorPlans.id, {
      onDelete: 'set null',
    }),
    planName: varchar('plan_name', { length: 80 }),
    planSessions: integer('plan_sessions'),
    /** Price of this one session in minor units of `currency` (0 for a free session). */
    priceMinor: integer('price_minor').notNull().default(0),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    agenda: text('agenda').notNull().default(''),
    meetingUrl: text('meeting_url').notNull(),
    /** The calendar invite's SEQUENCE: raised on every change. */
    sequence: integer('sequence').notNull().default(0),
    /** A mentee's cancellation inside the change notice. */
    lateCancellation: boolean('late_cancellation').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_mentor_starts_idx').on(t.mentorId, t.startsAt),
    index('bookings_mentee_starts_idx').on(t.menteeId, t.startsAt),
    check('bookings_times', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'bookings_blocked',
      sql`${t.blockedFrom} <= ${t.startsAt} and ${t.blockedUntil} >= ${t.endsAt}`,
    ),
    check(
      'bookings_status',
      sql`${t.status} in ('pending', 'confirmed', 'cancelled', 'declined', 'expired')`,
    ),
    check('bookings_price', sql`${t.priceMinor} >= 0`),
  ],
);

/** Every change of a booking, oldest first: who, when, what, why (issue 9). */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: varchar('booking_id', { length: 36 })
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Who made the change; null for the system (e.g. expiry). */
    actorId: varchar('actor_id', { length: 36 }).references(() => users.id, {
      onDelete: 'set null',
    }),
    kind: varchar('kind', { length: 24 }).notNull(),
    reason: text('reason'),
    /** The times before a move. */
    previousStartsAt: timestamp('previous_starts_at', { withTimezone: true }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_changes_booking_idx').on(t.bookingId, t.at)],
);
