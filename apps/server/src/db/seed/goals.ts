import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { newId } from '../../lib/crypto.ts';
import { insertActivities, insertGoal, type NewActivity } from '../../modules/goals/repository.ts';
import { updateBooking } from '../../modules/bookings/repository.ts';
import { weekIn } from '../../modules/goals/service.ts';
import { bookings, users } from '../schema.ts';
import { DEMO_MENTEE_EMAIL, DEMO_MENTOR_EMAIL } from './demo-accounts.ts';
import type { DemoSeeder } from './types.ts';

/**
 * Demo goals and activities (docs/product.md#13-demo-content): the demo mentee (who signs in with
 * `DEMO_PASSWORD`) gets three goals and activities in all three columns, some due this week,
 * one overdue, and an assignment and a test from the demo mentor. Dates are relative to the
 * seeding time, in the demo mentee's zone. Nothing without the demo accounts.
 *
 * Sessions feed the plan: the first three held sessions with the demo mentor have action items
 * (their notes name them; some done), and the upcoming interview-preparation session names
 * the interviews goal (its page shows that goal's progress).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const ZONE = 'America/New_York';

export const goalsSeeder: DemoSeeder = {
  name: 'goals',
  async run(tx, ctx) {
    const found = await tx.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, [DEMO_MENTEE_EMAIL, DEMO_MENTOR_EMAIL]));
    const menteeId = found.find((u) => u.email === DEMO_MENTEE_EMAIL)?.id;
    const mentorId = found.find((u) => u.email === DEMO_MENTOR_EMAIL)?.id;
    if (!menteeId || !mentorId) return;

    const { today, weekStart, weekEnd } = weekIn(ZONE, new Date(ctx.now));
    // The demo pair's held sessions, oldest first (the bookings seeder ran before).
    const held = (
      await tx.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.menteeId, menteeId),
            eq(bookings.mentorId, mentorId),
            eq(bookings.status, 'confirmed'),
            lt(bookings.endsAt, new Date(ctx.now)),
          ),
        )
        .orderBy(asc(bookings.startsAt))
    ).map((b) => b.id);
    /** A session's action item, added by the mentor, when that held session exists. */
    const fromSession = (index: number, by: string = mentorId) =>
      held[index] ? { source: 'session' as const, bookingId: held[index], createdBy: by } : {};
    const plus = (date: string, days: number) =>
      new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

    const senior = newId();
    const interviews = newId();
    const network = newId();
    const goals = [
      {
        id: senior,
        title: 'Move into a senior product designer role',
        why: 'I want to lead design work end to end and mentor juniors.',
        targetDate: plus(today, 90),
        category: 'career' as const,
      },
      {
        id: interviews,
        title: 'Get confident in design interviews',
        why: 'Portfolio reviews and whiteboard critiques are where I lose offers.',
        targetDate: plus(today, 25),
        category: 'interviews' as const,
      },
      {
        id: network,
        title: 'Grow my design network',
        why: 'Most roles I want are filled through people, not job boards.',
        targetDate: plus(today, 60),
        category: 'networking' as const,
      },
    ];
    for (const g of goals)
      await insertGoal(tx.db, {
        ...g,
        menteeId,
        // The networking goal stays private, without activities: its progress is set by hand.
        shared: g.id !== network,
        progress: g.id === network ? 20 : null,
        isDemo: true,
      });

    const base = {
      menteeId,
      createdBy: menteeId,
      source: 'mentee' as const,
      kind: 'activity' as const,
      description: '',
      bookingId: null,
      isDemo: true,
    };
    const items: Omit<NewActivity, 'id'>[] = [
      {
        ...base,
        name: 'Rewrite my portfolio intro',
        goalId: senior,
        category: 'branding',
        dueDate: plus(weekStart, 1),
        status: 'complete',
        ...fromSession(0),
      },
      {
        ...base,
        name: 'Add outcomes with numbers to the checkout case study',
        goalId: senior,
        category: 'skills',
        dueDate: weekEnd,
        status: 'in_progress',
        ...fromSession(0),
      },
      {
        ...base,
        name: 'Ask my lead for feedback on my last project',
        goalId: senior,
        category: 'career',
        dueDate: plus(weekEnd, 7),
        status: 'not_started',
      },
      {
        ...base,
        name: 'Record myself presenting one case study',
        goalId: interviews,
        category: 'interviews',
        dueDate: plus(today, -2),
        status: 'not_started',
        description: 'Ten minutes, then watch it back and note three things to change.',
        ...fromSession(1),
      },
      {
        ...base,
        name: 'List ten likely interview questions',
        goalId: interviews,
        category: 'interviews',
        dueDate: plus(weekStart, 2),
        status: 'complete',
      },
      {
        ...base,
        name: 'Practise a whiteboard critique with a friend',
        goalId: interviews,
        category: 'interviews',
        dueDate: plus(weekEnd, 3),
        status: 'in_progress',
      },
      {
        ...base,
        name: 'Cut the two older projects from the portfolio',
        goalId: senior,
        category: 'branding',
        dueDate: plus(weekStart, -4),
        status: 'complete',
        ...fromSession(0, menteeId),
      },
      {
        ...base,
        name: 'Send Sofia the first draft of the case study',
        goalId: senior,
        category: 'skills',
        dueDate: plus(weekEnd, 5),
        status: 'not_started',
        ...fromSession(2),
      },
      {
        ...base,
        name: 'Go to a local design meetup',
        goalId: null,
        category: 'networking',
        dueDate: plus(weekEnd, 10),
        status: 'not_started',
      },
      {
        ...base,
        name: 'Update my LinkedIn headline',
        goalId: null,
        category: 'branding',
        dueDate: null,
        status: 'complete',
      },
      {
        ...base,
        createdBy: mentorId,
        source: 'mentor_assignment',
        kind: 'assignment',
        name: 'Write a one-page case study outline',
        goalId: senior,
        category: 'skills',
        dueDate: weekEnd,
        status: 'not_started',
        description: 'Context, constraints, three iterations, results.',
      },
      {
        ...base,
        createdBy: mentorId,
        source: 'mentor_assignment',
        kind: 'test',
        name: 'Design critique quiz',
        goalId: interviews,
        category: 'interviews',
        dueDate: plus(weekStart, -3),
        status: 'complete',
        score: 82,
      },
    ];
    await insertActivities(
      tx.db,
      items.map((item) => ({ ...item, id: newId() })),
    );

    // The upcoming interview-preparation session names the interviews goal.
    const [prep] = await tx.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.menteeId, menteeId),
          eq(bookings.mentorId, mentorId),
          sql`${bookings.agenda} like 'Prepare for the final-round interview%'`,
        ),
      )
      .limit(1);
    if (prep)
      await updateBooking(tx.db, prep.id, { goalId: interviews }, { now: new Date(ctx.now) });
  },
};
