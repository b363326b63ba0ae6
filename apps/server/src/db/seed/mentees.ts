import { and, eq, inArray } from 'drizzle-orm';
import { newId } from '../../lib/crypto.ts';
import { insertActivities, insertGoal, type NewActivity } from '../../modules/goals/repository.ts';
import { weekIn } from '../../modules/goals/service.ts';
import { bookings, mentorPlans, menteeProfiles, onboarding, users } from '../schema.ts';
import { DEMO_MENTEE_EMAIL, DEMO_MENTOR_EMAIL } from './demo-accounts.ts';
import type { DemoSeeder } from './types.ts';

/**
 * The demo mentor's mentees in different states (docs/product.md#13-demo-content: /dashboard_mentor
 * /mentees and the home's Student Progress Tracker look alive). Reuses the mentees the
 * bookings seeder made (Jordan Rivera and the `demo-mentee-N` accounts, whose sessions with
 * Sofia are Scheduled, Pending and Completed) and adds:
 * - their mentee profiles (skills, languages, goal from their onboarding answers), which the
 *   Skills, Language and Topic filters read;
 * - Gabriel Costa, whose only session with Sofia (his free intro call) was cancelled;
 * - shared goals with activities, Sofia's assignments (one overdue) and a scored test, a
 *   mentee with only a private goal, and one with no goals yet.
 * Dates are relative to the seeding time. Nothing without the demo accounts; nothing twice.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const ZONE = 'Europe/Lisbon';

/** Mentee account → the languages of their profile (ISO 639-1; the Language filter's values). */
const LANGUAGES: Record<string, string[]> = {
  [DEMO_MENTEE_EMAIL]: ['en', 'es'],
  'demo-mentee-1@pathwise.example': ['en'],
  'demo-mentee-2@pathwise.example': ['en', 'de'],
  'demo-mentee-3@pathwise.example': ['fr', 'en'],
  'demo-mentee-4@pathwise.example': ['hi', 'en'],
  'demo-mentee-5@pathwise.example': ['es', 'en'],
  'demo-mentee-7@pathwise.example': ['en', 'pt'],
};
const HEADLINES: Record<string, string> = {
  [DEMO_MENTEE_EMAIL]: 'Product Designer',
  'demo-mentee-1@pathwise.example': 'Graphic Designer',
  'demo-mentee-2@pathwise.example': 'UI Designer',
  'demo-mentee-3@pathwise.example': 'Design Student',
  'demo-mentee-4@pathwise.example': 'Senior UX Designer',
  'demo-mentee-5@pathwise.example': 'UX Researcher',
  'demo-mentee-7@pathwise.example': 'Junior Product Designer',
};

export const menteesSeeder: DemoSeeder = {
  name: 'mentees',
  async run(tx, ctx) {
    const emails = [DEMO_MENTOR_EMAIL, ...Object.keys(LANGUAGES)];
    const found = await tx.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    const idOf = new Map(found.map((u) => [u.email, u.id]));
    const mentorId = idOf.get(DEMO_MENTOR_EMAIL);
    const grace = idOf.get('demo-mentee-7@pathwise.example');
    if (!mentorId || !grace) return;
    const [cancelledBefore] = await tx.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.mentorId, mentorId), eq(bookings.menteeId, grace)))
      .limit(1);
    if (cancelledBefore) return;

    // Mentee profiles from the onboarding answers the bookings seeder saved.
    const answers = await tx.db
      .select({ userId: onboarding.userId, answers: onboarding.answers })
      .from(onboarding)
      .where(inArray(onboarding.userId, [...idOf.values()]));
    const existing = new Set(
      (
        await tx.db
          .select({ userId: menteeProfiles.userId })
          .from(menteeProfiles)
          .where(inArray(menteeProfiles.userId, [...idOf.values()]))
      ).map((r) => r.userId),
    );
    const emailOf = new Map(found.map((u) => [u.id, u.email]));
    const profiles = answers
      .filter((a) => !existing.has(a.userId) && emailOf.get(a.userId) !== DEMO_MENTOR_EMAIL)
      .map(({ userId, answers: raw }) => {
        const a = raw as {
          about?: { text?: string };
          experience?: { experience?: string };
          timeline?: { timeline?: string };
          qualities?: { skills?: string[]; traits?: string[] };
          menteeGoal?: { goal?: string };
        };
        const email = emailOf.get(userId)!;
        return {
          userId,
          about: a.about?.text ?? '',
          experience: a.experience?.experience ?? 'exploring',
          timeline: a.timeline?.timeline ?? '3_6_months',
          numberOfSessions: 4,
          frequency: 2,
          period: 'monthly',
          skills: a.qualities?.skills ?? [],
          traits: a.qualities?.traits ?? [],
          goal: a.menteeGoal?.goal ?? 'develop_skills',
          headline: HEADLINES[email] ?? null,
          languages: LANGUAGES[email] ?? ['en'],
        };
      });
    if (profiles.length > 0) await tx.db.insert(menteeProfiles).values(profiles);

    // Gabriel Costa booked Sofia's free intro call and cancelled it: his Meeting reads Cancelled.
    const [intro] = await tx.db
      .select()
      .from(mentorPlans)
      .where(eq(mentorPlans.mentorId, mentorId))
      .orderBy(mentorPlans.position)
      .offset(1)
      .limit(1);
    const start = new Date(Math.ceil((ctx.now + 3 * DAY_MS) / HOUR_MS) * HOUR_MS);
    await tx.db.insert(bookings).values({
      id: newId(),
      mentorId,
      menteeId: grace,
      status: 'cancelled',
      startsAt: start,
      endsAt: new Date(start.getTime() + HOUR_MS),
      blockedFrom: start,
      blockedUntil: new Date(start.getTime() + HOUR_MS),
      planId: intro?.id ?? null,
      planName: intro?.name ?? null,
      planSessions: intro?.sessions ?? null,
      priceMinor: 0,
      currency: intro?.currency ?? 'USD',
      agenda: 'Is a move from print design into product design realistic for me?',
      meetingUrl: `${ctx.meetingBaseUrl}/pathwise-demo-intro-${grace.slice(0, 8)}`,
      mentorTimeZone: ZONE,
      menteeTimeZone: 'Asia/Seoul',
      cancelledBy: 'mentee',
      sequence: 1,
      createdAt: new Date(ctx.now - 2 * DAY_MS),
    });

    // Goals, activities and Sofia's work for the others.
    const { today } = weekIn(ZONE, new Date(ctx.now));
    const plus = (days: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
    const aisha = idOf.get('demo-mentee-1@pathwise.example');
    const ben = idOf.get('demo-mentee-2@pathwise.example');
    const dev = idOf.get('demo-mentee-4@pathwise.example');
    const elena = idOf.get('demo-mentee-5@pathwise.example');
    const items: NewActivity[] = [];
    const work = (
      menteeId: string,
      fields: Partial<NewActivity> & Pick<NewActivity, 'name'>,
    ): NewActivity => ({
      id: newId(),
      menteeId,
      createdBy: menteeId,
      source: 'mentee',
      kind: 'activity',
      description: '',
      category: 'skills',
      dueDate: null,
      status: 'not_started',
      goalId: null,
      bookingId: null,
      isDemo: true,
      ...fields,
    });
    const assigned = { createdBy: mentorId, source: 'mentor_assignment' as const };

    if (aisha) {
      const goal = newId();
      await insertGoal(tx.db, {
        id: goal,
        menteeId: aisha,
        title: 'Move from graphic design into product design',
        why: 'I want to design products people use every day, not only their brand.',
        targetDate: plus(120),
        category: 'career',
        shared: true,
        progress: null,
        isDemo: true,
      });
      items.push(
        work(aisha, { name: 'Take a UX fundamentals course', goalId: goal, status: 'complete' }),
        work(aisha, {
          name: 'Redesign one screen of an app I use',
          goalId: goal,
          status: 'in_progress',
          dueDate: plus(6),
        }),
        work(aisha, {
          ...assigned,
          kind: 'assignment',
          name: 'Write up the problem behind your redesign',
          goalId: goal,
          dueDate: plus(4),
          description: 'One page: who has the problem, how you know, what success looks like.',
        }),
        work(aisha, {
          ...assigned,
          kind: 'test',
          name: 'Usability heuristics quiz',
          goalId: goal,
          dueDate: plus(-2),
          category: 'skills',
        }),
      );
    }
    if (ben) {
      const goal = newId();
      await insertGoal(tx.db, {
        id: goal,
        menteeId: ben,
        title: 'Get my design system proposal approved',
        why: 'Our three product teams each build their own buttons.',
        targetDate: plus(45),
        category: 'career',
        shared: true,
        progress: 40,
        isDemo: true,
      });
      items.push(
        work(ben, {
          ...assigned,
          kind: 'assignment',
          name: 'Audit the buttons and inputs of two products',
          dueDate: plus(-6),
          status: 'complete',
        }),
      );
    }
    if (dev) {
      const goal = newId();
      await insertGoal(tx.db, {
        id: goal,
        menteeId: dev,
        title: 'Run my first research study end to end',
        why: 'I want to lead discovery, not only deliver screens.',
        targetDate: plus(20),
        category: 'skills',
        shared: true,
        progress: null,
        isDemo: true,
      });
      items.push(
        work(dev, {
          name: 'Write the research plan',
          goalId: goal,
          status: 'complete',
          dueDate: plus(-10),
        }),
        work(dev, {
          name: 'Interview five users',
          goalId: goal,
          status: 'complete',
          dueDate: plus(-3),
        }),
        work(dev, {
          ...assigned,
          kind: 'test',
          name: 'Interview technique check',
          goalId: goal,
          status: 'complete',
          dueDate: plus(-4),
          score: 74,
        }),
        work(dev, {
          ...assigned,
          kind: 'assignment',
          name: 'Synthesise the interviews into three insights',
          goalId: goal,
          dueDate: plus(5),
          status: 'in_progress',
        }),
      );
    }
    if (elena) {
      // Elena keeps her only goal to herself: Sofia sees no goals and no progress for her.
      await insertGoal(tx.db, {
        id: newId(),
        menteeId: elena,
        title: 'Negotiate a raise',
        why: '',
        targetDate: plus(30),
        category: 'career',
        shared: false,
        progress: 30,
        isDemo: true,
      });
    }
    await insertActivities(tx.db, items);
  },
};
