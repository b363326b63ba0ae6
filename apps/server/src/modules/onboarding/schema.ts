import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../account/schema.ts';

/** Tables owned by the onboarding module (docs/architecture.md "Data"): only its repository queries them. */

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

/** A mentee's profile, written when a mentee finishes onboarding (docs/product.md#3-data). */
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
    // Settings → Profile (issue 12); onboarding does not ask for these.
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
