import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, tsvector } from '../../db/columns.ts';
import { users } from '../account/schema.ts';

/**
 * Tables owned by the profiles module (ADR 0016): a mentor's and a mentee's profile. Only this
 * module writes them; every other module reads or changes a profile through its service.
 * A person's name, time zone and language are the account's (`users`), never copied here.
 */

/**
 * A mentor's profile and its review state (docs/product.md#121-mentor-vetting "Mentor vetting"): `pending`
 * when submitted or resubmitted, then `approved` or `declined` by an admin (`reviewed_by`).
 */
export const mentorProfiles = pgTable(
  'mentor_profiles',
  {
    userId: varchar('user_id', { length: 36 })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    /**
     * When an admin delisted the approved mentor (docs/product.md#144-the-mentor-lifecycle):
     * hidden from the directory and from new bookings, existing sessions kept; null when listed.
     */
    delistedAt: timestamp('delisted_at', { withTimezone: true }),
    /** The reason mailed to the mentor when delisted. */
    delistReason: text('delist_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Directory fields (docs/product.md#122-discovery). Onboarding does not ask for
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
    /** Settings → Profile (docs/product.md#1115-settings-that-save): Status, one of contracts `EMPLOYMENT_STATUSES`. */
    employmentStatus: varchar('employment_status', { length: 16 }),
    /** Settings → Profile: Industry, one of contracts `INDUSTRIES`. */
    industry: varchar('industry', { length: 16 }),
    /** Settings → Profile: Contact Information and Social Profile links, `{portfolio, linkedin, website, …}` (http/https URLs). */
    profileLinks: jsonb('profile_links')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Settings → Mentee Management: off closes booking to new mentees (docs/product.md#1115-settings-that-save). */
    acceptingNewMentees: boolean('accepting_new_mentees').notNull().default(true),
    /**
     * Settings → Mentee Management: the most mentees with upcoming sessions at once; null = no
     * limit. A new mentee cannot book while the mentor is at it (docs/product.md#1115-settings-that-save).
     */
    maxActiveMentees: integer('max_active_mentees'),
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
     * Full-text search document (docs/product.md#122-discovery): the account's name
     * (`users.name`, weight A), role and company (B), skill tags (C), the onboarding skills
     * text (D). Name, role, company and tags are indexed twice, stemmed (`english`) and as
     * written (`simple`), so that a prefix of the written word matches too (e.g. "enginee"
     * finds "Engineering", whose English stem is "engin"). Kept by the triggers of migration
     * `one_name` (`mentor_profiles_search_vector` on this table, `users_name_search_vector`
     * on a rename), since a generated column cannot read the name from `users`: the name
     * has one place (ADR 0016) and this is an index of it, not a copy anyone shows.
     */
    searchVector: tsvector('search_vector'),
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

/** A mentee's profile, written when a mentee finishes onboarding (docs/product.md#3-data). */
export const menteeProfiles = pgTable(
  'mentee_profiles',
  {
    userId: varchar('user_id', { length: 36 })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    // Settings → Profile (docs/product.md#1115-settings-that-save); onboarding does not ask for these.
    /** Job Title. */
    headline: varchar('headline', { length: 120 }),
    company: varchar('company', { length: 120 }),
    /** One of contracts `EMPLOYMENT_STATUSES`. */
    employmentStatus: varchar('employment_status', { length: 16 }),
    /** One of contracts `INDUSTRIES`. */
    industry: varchar('industry', { length: 16 }),
    /** ISO 639-1 codes: the languages the mentee wants to be mentored in. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** `{portfolio, linkedin, website, …}` (http/https URLs). */
    profileLinks: jsonb('profile_links')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Path of the uploaded photo, served by the server. */
    photoPath: varchar('photo_path', { length: 255 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mentee_profiles_sessions', sql`${t.numberOfSessions} between 1 and 10`),
    check('mentee_profiles_frequency', sql`${t.frequency} between 1 and 10`),
    check('mentee_profiles_skills', sql`cardinality(${t.skills}) <= 5`),
  ],
);
