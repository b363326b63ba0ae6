import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../account/schema.ts';
import { bookings } from '../bookings/schema.ts';

/** Tables owned by the goals module (docs/architecture.md "Data"): only its repository queries them. */

/**
 * A mentee's goals. `manual_progress` (0–100) is the progress the mentee sets by
 * hand; it counts only while the goal has no activities (then progress = done / all).
 * `shared`: the mentee's mentors (anyone with a booking with them) may read it.
 */
export const goals = pgTable(
  'goals',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    menteeId: varchar('mentee_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    why: text('why').notNull().default(''),
    targetDate: date('target_date', { mode: 'string' }),
    category: varchar('category', { length: 16 }).notNull().default('other'),
    status: varchar('status', { length: 12 })
      .$type<'active' | 'achieved' | 'dropped'>()
      .notNull()
      .default('active'),
    manualProgress: integer('manual_progress'),
    shared: boolean('shared').notNull().default(true),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('goals_mentee_idx').on(t.menteeId, t.status),
    check('goals_status', sql`${t.status} in ('active', 'achieved', 'dropped')`),
    check('goals_manual_progress', sql`${t.manualProgress} between 0 and 100`),
  ],
);

/**
 * Activities of a mentee's plan (docs/product.md#3-data "Activity"). `created_by` is the mentee or
 * the mentor who assigned it; `booking_id` the session an action item came from (kept as
 * null when that booking goes). A goal's deletion leaves its activities without a goal.
 */
export const activities = pgTable(
  'activities',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    menteeId: varchar('mentee_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: varchar('created_by', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goalId: varchar('goal_id', { length: 36 }).references(() => goals.id, {
      onDelete: 'set null',
    }),
    bookingId: varchar('booking_id', { length: 36 }).references(() => bookings.id, {
      onDelete: 'set null',
    }),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    category: varchar('category', { length: 16 }).notNull().default('other'),
    dueDate: date('due_date', { mode: 'string' }),
    status: varchar('status', { length: 12 })
      .$type<'not_started' | 'in_progress' | 'complete'>()
      .notNull()
      .default('not_started'),
    source: varchar('source', { length: 20 })
      .$type<'mentee' | 'mentor_assignment' | 'session'>()
      .notNull()
      .default('mentee'),
    kind: varchar('kind', { length: 12 })
      .$type<'activity' | 'assignment' | 'test'>()
      .notNull()
      .default('activity'),
    score: integer('score'),
    /** When it moved to Complete (null otherwise): the weekly bars and milestones count it. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activities_mentee_due_idx').on(t.menteeId, t.dueDate),
    index('activities_goal_idx').on(t.goalId),
    index('activities_booking_idx').on(t.bookingId),
    // The mentor's assigned work, counted on the mentees table.
    index('activities_assigned_idx')
      .on(t.createdBy, t.kind)
      .where(sql`${t.kind} in ('assignment', 'test')`),
    check('activities_status', sql`${t.status} in ('not_started', 'in_progress', 'complete')`),
    check('activities_source', sql`${t.source} in ('mentee', 'mentor_assignment', 'session')`),
    check('activities_kind', sql`${t.kind} in ('activity', 'assignment', 'test')`),
    check(
      'activities_score',
      sql`${t.score} is null or (${t.score} between 0 and 100 and ${t.kind} = 'test')`,
    ),
  ],
);

/**
 * The weekly plan mails sent (docs/product.md#127-notifications): one row per mentee and week (the
 * Monday in the mentee's time zone). Inserting the row is what claims the send, so several server
 * processes send each week's mail once.
 */
export const weeklyPlanMails = pgTable(
  'weekly_plan_mails',
  {
    userId: varchar('user_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
);
