import {
  MENTEE_EXPERIENCES,
  MENTEE_GOALS,
  QUALITY_SKILLS,
  type Availability,
  AVAILABILITY_DEFAULTS,
} from '@pathwise/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import { hashPassword, newId, newSecret } from '../../lib/crypto.ts';
import { saveAvailability } from '../../modules/bookings/schedule-repository.ts';
import { setTimeZone } from '../../modules/account/repository.ts';
import { computeSlots } from '../../modules/bookings/slots.ts';
import type { Db } from '../client.ts';
import {
  bookingChanges,
  bookings,
  mentorPlans,
  mentorProfiles,
  onboarding,
  reviews,
  users,
} from '../schema.ts';
import { menteeAnswers } from './makers.ts';
import { insertMentors } from './mentor-factory.ts';
import type { DemoSeedContext, DemoSeeder } from './types.ts';
import { reviewText } from './review-texts.ts';
import { DEMO_ADMIN_EMAIL, DEMO_MENTEE_EMAIL, DEMO_MENTOR_EMAIL } from './demo-accounts.ts';

/**
 * Demo bookings (docs/product.md#13-demo-content):
 * - two accounts that can sign in with `DEMO_PASSWORD` (never in production): a demo mentee
 *   and an approved demo mentor with plans and availability, each with a history of held,
 *   upcoming, pending and cancelled sessions with notes and reviews;
 * - for every other approved demo mentor, held sessions with reviews from demo mentees who
 *   cannot sign in, so every rating and review count shown comes from real reviews.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Past sessions of the other demo mentors start this long before seeding, 7 h apart. */
const HISTORY_START_MS = 60 * DAY_MS;
const HISTORY_STEP_MS = 7 * HOUR_MS;

/** Demo mentees who cannot sign in; no name is also a demo mentor's (the contact list shows both). */
const FILLER_MENTEES = [
  'Adaeze Nwosu',
  'Ben Carter',
  'Chloé Martin',
  'Dev Patel',
  'Elena Rossi',
  'Felix Wagner',
  'Gabriel Costa',
  'Hiro Tanaka',
  'Isabel Santos',
  'Jamal Wright',
  'Kavya Iyer',
  'Liam O’Brien',
  'Mei Lin',
  'Noah Fischer',
  'Oscar Reyes',
  'Pedro Alves',
  'Quinn Taylor',
  'Rahul Verma',
  'Sara Nilsson',
  'Tomás García',
];

const PRIVATE_NOTES = 'Follow up on the portfolio review. Ask about the hiring timeline.';

type Tx = Parameters<DemoSeeder['run']>[0];

interface Plan {
  id: string;
  name: string;
  sessions: number;
  priceMinor: number;
  currency: string;
}

/**
 * Ratings (1–5) of `count` reviews whose mean rounds to `target` (one decimal): the whole
 * part for every review, one more for as many as the fraction needs. (The count of raised
 * ratings is computed once: reading it from the ratings as they were raised stopped after
 * the first, which left most demo mentors at 4.0, docs/product.md#13-demo-content.)
 */
export function ratingsAveraging(target: number, count: number): number[] {
  const total = Math.round(target * count);
  const base = Math.floor(total / count);
  const raised = total - base * count;
  return Array.from({ length: count }, (_, i) =>
    Math.min(5, Math.max(1, base + (i < raised ? 1 : 0))),
  );
}

const room = (base: string) => `${base}/Pathwise-${crypto.randomBytes(16).toString('hex')}`;

/** A row of `bookings` with the seed's defaults. */
function bookingRow(b: {
  mentorId: string;
  menteeId: string;
  start: Date;
  plan: Plan;
  status: 'pending' | 'confirmed' | 'cancelled' | 'declined' | 'expired';
  mentorTimeZone: string;
  menteeTimeZone: string;
  meetingBaseUrl: string;
  createdAt: Date;
  agenda?: string;
  extra?: Partial<typeof bookings.$inferInsert>;
}): typeof bookings.$inferInsert {
  const end = new Date(b.start.getTime() + HOUR_MS);
  return {
    id: newId(),
    mentorId: b.mentorId,
    menteeId: b.menteeId,
    status: b.status,
    startsAt: b.start,
    endsAt: end,
    blockedFrom: b.start,
    blockedUntil: new Date(end.getTime() + 15 * 60_000),
    planId: b.plan.id,
    planName: b.plan.name,
    planSessions: b.plan.sessions,
    priceMinor: Math.round(b.plan.priceMinor / b.plan.sessions),
    currency: b.plan.currency,
    agenda: b.agenda ?? '',
    meetingUrl: room(b.meetingBaseUrl),
    mentorTimeZone: b.mentorTimeZone,
    menteeTimeZone: b.menteeTimeZone,
    createdAt: b.createdAt,
    updatedAt: b.createdAt,
    ...b.extra,
  };
}

async function insertChunked<T extends Record<string, unknown>>(
  tx: Tx,
  table: typeof bookings | typeof bookingChanges | typeof reviews,
  rows: T[],
) {
  for (let i = 0; i < rows.length; i += 400) {
    await tx.db.insert(table).values(rows.slice(i, i + 400));
  }
}

async function plansOf(db: Db, mentorIds: string[]): Promise<Map<string, Plan>> {
  const rows = await db
    .select()
    .from(mentorPlans)
    .where(and(inArray(mentorPlans.mentorId, mentorIds), eq(mentorPlans.position, 0)));
  return new Map(rows.map((r) => [r.mentorId, r]));
}

/** Mentee accounts; `passwordHash` for all of them. Returns their ids in order. */
async function insertMentees(
  tx: Tx,
  people: { name: string; email: string }[],
  passwordHash: string,
  now: number,
): Promise<string[]> {
  const ids = people.map(() => newId());
  const verifiedAt = new Date(now - 400 * DAY_MS);
  await tx.db.insert(users).values(
    people.map((p, i) => ({
      id: ids[i]!,
      email: p.email,
      name: p.name,
      passwordHash,
      emailVerifiedAt: verifiedAt,
      createdAt: verifiedAt,
    })),
  );
  await tx.db.insert(onboarding).values(
    people.map((p, i) => {
      const [firstName, ...rest] = p.name.split(' ');
      return {
        userId: ids[i]!,
        userType: 'mentee' as const,
        answers: menteeAnswers({
          firstName: firstName!,
          lastName: rest.join(' '),
          about: 'Growing into my next role.',
          experience: MENTEE_EXPERIENCES[i % MENTEE_EXPERIENCES.length],
          skills: QUALITY_SKILLS.slice(i % 10, (i % 10) + 3),
          traits: [],
          goal: MENTEE_GOALS[i % (MENTEE_GOALS.length - 1)],
        }),
        completedAt: verifiedAt,
      };
    }),
  );
  return ids;
}

/** The demo mentor's week: Lisbon office hours, Monday to Friday. */
const DEMO_MENTOR_AVAILABILITY: Availability = {
  timeZone: 'Europe/Lisbon',
  weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    ranges: [
      { start: '09:00', end: '12:00' },
      { start: '14:00', end: '18:00' },
    ],
  })),
  dateOverrides: [],
  ...AVAILABILITY_DEFAULTS,
  maxPerDay: null,
  requiresConfirmation: false,
  meetingUrl: null,
};
const DEMO_MENTEE_ZONE = 'America/New_York';

export const bookingsSeeder: DemoSeeder = {
  name: 'bookings',
  async run(tx, ctx) {
    const now = ctx.now;
    const fillerHash = await hashPassword(newSecret());
    const fillers = await insertMentees(
      tx,
      FILLER_MENTEES.map((name, i) => ({ name, email: `demo-mentee-${i + 1}@pathwise.example` })),
      fillerHash,
      now,
    );

    // Held, reviewed sessions for every approved demo mentor: the profile's rating and count.
    const targets = await tx.db
      .select({
        id: mentorProfiles.userId,
        rating: mentorProfiles.ratingAvg,
        count: mentorProfiles.reviewCount,
        timeZone: sql<string>`coalesce((select time_zone from users u where u.id = ${mentorProfiles.userId}), 'UTC')`,
      })
      .from(mentorProfiles)
      .where(and(eq(mentorProfiles.isDemo, true), eq(mentorProfiles.status, 'approved')))
      .orderBy(mentorProfiles.submittedAt, mentorProfiles.userId);
    const plans = await plansOf(
      tx.db,
      targets.map((t) => t.id),
    );
    const rows: (typeof bookings.$inferInsert)[] = [];
    const reviewRows: (typeof reviews.$inferInsert)[] = [];
    let k = 0;
    let texts = 0;
    for (const t of targets) {
      const plan = plans.get(t.id);
      if (!plan || t.rating === null || t.count === 0) continue;
      for (const [i, rating] of ratingsAveraging(t.rating, t.count).entries()) {
        const start = new Date(
          Math.floor((now - HISTORY_START_MS - k++ * HISTORY_STEP_MS) / HOUR_MS) * HOUR_MS,
        );
        const row = bookingRow({
          mentorId: t.id,
          menteeId: fillers[(k + i) % fillers.length]!,
          start,
          plan,
          status: 'confirmed',
          mentorTimeZone: t.timeZone,
          menteeTimeZone: 'Europe/London',
          meetingBaseUrl: ctx.meetingBaseUrl,
          createdAt: new Date(start.getTime() - 5 * DAY_MS),
        });
        rows.push(row);
        reviewRows.push({
          bookingId: row.id,
          mentorId: t.id,
          menteeId: row.menteeId,
          rating,
          text: i % 3 === 0 ? '' : reviewText(texts++),
          createdAt: new Date(start.getTime() + 3 * HOUR_MS),
        });
      }
    }
    await insertChunked(tx, bookings, rows);
    await insertChunked(
      tx,
      bookingChanges,
      rows.map((r) => ({
        bookingId: r.id,
        actorId: r.menteeId,
        actorRole: 'mentee' as const,
        kind: 'created',
        at: r.createdAt!,
      })),
    );
    await insertChunked(tx, reviews, reviewRows);

    if (ctx.demoPassword !== null) await seedDemoAccounts(tx, ctx, fillers);

    // Ratings and counts come from the reviews (docs/product.md#123-booking).
    await tx.db.execute(sql`
      update mentor_profiles p
         set rating_avg = r.avg, review_count = r.count
        from (select mentor_id, round(avg(rating), 1) as avg, count(*)::int as count
                from reviews group by mentor_id) r
       where p.user_id = r.mentor_id`);
  },
};

/** The two accounts that sign in with `DEMO_PASSWORD`, and their sessions. */
async function seedDemoAccounts(tx: Tx, ctx: DemoSeedContext, fillers: string[]) {
  const now = ctx.now;
  const passwordHash = await hashPassword(ctx.demoPassword!);
  const [menteeId] = await insertMentees(
    tx,
    [{ name: 'Jordan Rivera', email: DEMO_MENTEE_EMAIL }],
    passwordHash,
    now,
  );
  const [mentorId] = await insertMentors(
    tx.db,
    [
      {
        firstName: 'Sofia',
        lastName: 'Lindqvist',
        email: DEMO_MENTOR_EMAIL,
        headline: 'Product Design Lead',
        company: 'Northwind',
        location: 'Lisbon, Portugal',
        niche: 'career',
        skills: ['design', 'ux_design', 'management'],
        topics: ['career_growth', 'leadership'],
        languages: ['en', 'pt'],
        years: 11,
        about:
          'I lead product design teams and coach designers moving into senior and lead roles: portfolios, critiques, interviews and the first months in a new team.',
        skillsText: 'Portfolio reviews, design critique, interview preparation, design leadership.',
        plans: [
          { price: 120, sessions: 2, deliverables: 'Two sessions and a written portfolio review' },
          { price: 0, sessions: 1, deliverables: 'A free 60-minute introductory call' },
        ],
        approvedDaysAgo: 0,
        isDemo: true,
      },
    ],
    now,
  );
  if (!menteeId || !mentorId) return;
  await tx.db.update(users).set({ passwordHash }).where(eq(users.id, mentorId));
  // The demo admin: an account without a role, an admin only where config makes it one.
  await tx.db.insert(users).values({
    id: newId(),
    email: DEMO_ADMIN_EMAIL,
    name: 'Alex Admin',
    passwordHash,
    emailVerifiedAt: new Date(now),
    createdAt: new Date(now - 60 * DAY_MS),
  });
  await saveAvailability(tx.db, mentorId, DEMO_MENTOR_AVAILABILITY);
  await setTimeZone(tx.db, mentorId, DEMO_MENTOR_AVAILABILITY.timeZone);
  await setTimeZone(tx.db, menteeId, DEMO_MENTEE_ZONE);
  const [plan] = await tx.db
    .select()
    .from(mentorPlans)
    .where(eq(mentorPlans.mentorId, mentorId))
    .orderBy(mentorPlans.position);
  if (!plan) return;

  // Her slots in the past month and the next two weeks, from her own rules.
  const zone = DEMO_MENTOR_AVAILABILITY.timeZone;
  const slotsBetween = (from: number, to: number) =>
    computeSlots({
      availability: { ...DEMO_MENTOR_AVAILABILITY, minimumNoticeMinutes: 0 },
      busy: [],
      from: new Date(from),
      to: new Date(to),
      now: new Date(from),
    }).filter((s) => new Date(s).getUTCMinutes() === 0);
  const past = slotsBetween(now - 45 * DAY_MS, now - DAY_MS);
  const future = slotsBetween(now + DAY_MS, now + 15 * DAY_MS);
  const pick = (list: string[], fraction: number) =>
    new Date(list[Math.min(list.length - 1, Math.floor(list.length * fraction))]!);
  const base = {
    mentorId,
    plan,
    mentorTimeZone: zone,
    meetingBaseUrl: ctx.meetingBaseUrl,
  };
  const withMentee = { ...base, menteeId, menteeTimeZone: DEMO_MENTEE_ZONE };
  const created = (start: Date) => new Date(Math.min(start.getTime() - 7 * DAY_MS, now - DAY_MS));

  const held = [0.05, 0.35, 0.7, 0.97].map((f, i) => {
    const start = pick(past, f);
    return bookingRow({
      ...withMentee,
      start,
      status: 'confirmed',
      createdAt: created(start),
      agenda: [
        'Review my portfolio before I apply for senior roles.',
        'Practise the design critique part of interviews.',
        'Plan my case study on the checkout redesign.',
        'Talk through the offer I received and how to negotiate.',
      ][i],
      extra: {
        mentorNotes: [
          'Portfolio: lead with the checkout case study; cut the two older projects. Action items: rewrite the intro, add outcomes with numbers.',
          'Critique practice went well. Work on stating the problem before the solution. Action item: record yourself presenting one case study.',
          'Case study outline agreed: context, constraints, three iterations, results. Action item: first draft by next Friday.',
          '',
        ][i],
        menteeNotes: i === 0 ? PRIVATE_NOTES : '',
        tags: [['portfolio'], ['interviews'], ['portfolio', 'case study'], ['offer']][i],
        priority: (['medium', 'high', 'medium', 'low'] as const)[i],
        recordingUrl: i === 1 ? 'https://example.com/recordings/critique-practice' : null,
      },
    });
  });
  const cancelledStart = pick(past, 0.5);
  const cancelled = bookingRow({
    ...withMentee,
    start: cancelledStart,
    status: 'cancelled',
    createdAt: created(cancelledStart),
    agenda: 'Mock interview for the Lead Designer role.',
    extra: { cancelledBy: 'mentee', sequence: 1 },
  });
  const upcoming = bookingRow({
    ...withMentee,
    start: pick(future, 0.1),
    status: 'confirmed',
    createdAt: new Date(now - 2 * DAY_MS),
    agenda: 'Prepare for the final-round interview at Contoso: presentation and questions.',
    extra: { tags: ['interviews'], priority: 'high' },
  });
  const proposedStart = pick(future, 0.75);
  const proposed = bookingRow({
    ...withMentee,
    start: pick(future, 0.55),
    status: 'confirmed',
    createdAt: new Date(now - DAY_MS),
    agenda: 'Feedback on my first month as a senior designer.',
    extra: {
      proposedStartsAt: proposedStart,
      proposedEndsAt: new Date(proposedStart.getTime() + HOUR_MS),
      proposalReason: 'I am travelling that day; could we move it?',
      proposedAt: new Date(now - 2 * HOUR_MS),
    },
  });
  // Other mentees: her calendar has upcoming sessions and requests to confirm.
  const others = [0.25, 0.4, 0.9].map((f, i) => {
    const start = pick(future, f);
    return bookingRow({
      ...base,
      menteeId: fillers[i]!,
      menteeTimeZone: 'Europe/London',
      start,
      status: i === 2 ? 'pending' : 'confirmed',
      createdAt: new Date(now - (i + 1) * HOUR_MS),
      agenda: [
        'Moving from graphic design to product design: where do I start?',
        'Review of my design system proposal.',
        'Could we talk about leading my first design team?',
      ][i],
      extra: { tags: [['career change'], ['design systems'], ['leadership']][i] },
    });
  });
  const pastOthers = [0.15, 0.6, 0.85].map((f, i) =>
    bookingRow({
      ...base,
      menteeId: fillers[i + 3]!,
      menteeTimeZone: 'Europe/Berlin',
      start: pick(past, f),
      status: i === 2 ? 'declined' : 'confirmed',
      createdAt: new Date(pick(past, f).getTime() - 3 * DAY_MS),
      agenda: 'Career conversation.',
    }),
  );
  const all = [held, cancelled, upcoming, proposed, others, pastOthers].flat();
  await tx.db.insert(bookings).values(all);

  const change = (
    b: typeof bookings.$inferInsert,
    kind: string,
    by: 'mentee' | 'mentor',
    at: Date,
    more: Partial<typeof bookingChanges.$inferInsert> = {},
  ) => ({
    bookingId: b.id,
    actorId: by === 'mentee' ? b.menteeId : b.mentorId,
    actorRole: by,
    kind,
    at,
    ...more,
  });
  await tx.db.insert(bookingChanges).values([
    ...all.map((b) => change(b, 'created', 'mentee', b.createdAt!)),
    change(cancelled, 'cancelled', 'mentee', new Date(cancelledStart.getTime() - 3 * DAY_MS), {
      reason: 'I have a clash with a work deadline; I will book another time.',
    }),
    change(proposed, 'proposed', 'mentor', proposed.proposedAt!, {
      reason: proposed.proposalReason,
      previousStartsAt: proposed.startsAt,
      newStartsAt: proposedStart,
    }),
    change(
      pastOthers[2]!,
      'declined',
      'mentor',
      new Date(pastOthers[2]!.createdAt!.getTime() + HOUR_MS),
      {
        reason: 'This is outside what I mentor on; Amara Okafor would be a better fit.',
      },
    ),
  ]);
  await tx.db.insert(reviews).values([
    {
      bookingId: held[0]!.id,
      mentorId,
      menteeId,
      rating: 5,
      text: 'Sofia went through every page of my portfolio and told me exactly what to cut.',
      createdAt: new Date(held[0]!.endsAt.getTime() + HOUR_MS),
    },
    {
      bookingId: held[1]!.id,
      mentorId,
      menteeId,
      rating: 4,
      text: 'Useful critique practice; I feel much calmer about the interview.',
      createdAt: new Date(held[1]!.endsAt.getTime() + HOUR_MS),
    },
    {
      bookingId: pastOthers[0]!.id,
      mentorId,
      menteeId: pastOthers[0]!.menteeId,
      rating: 5,
      text: 'Kind, structured and honest.',
      createdAt: new Date(pastOthers[0]!.endsAt.getTime() + HOUR_MS),
    },
  ]);
}
