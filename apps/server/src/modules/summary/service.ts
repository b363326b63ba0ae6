import {
  BADGES,
  GOAL_WINDOW_DAYS,
  PublicMentorListQuery,
  SUMMARY_NEXT_SESSIONS,
  type MenteeSummary,
  type MentorCard,
  type Money,
  type User,
} from '@pathwise/contracts';
import type { BookingsService } from '../bookings/service.ts';
import type { Week } from '../goals/repository.ts';
import { weekIn, type GoalsService } from '../goals/service.ts';
import type { MentorsService } from '../mentors/service.ts';
import type { Db } from '../../db/client.ts';
import { createKeptAnswers, snapshotNow } from '../../lib/kept-answers.ts';
import type { BadgeDates } from './repository.ts';

/**
 * The mentee home's summary (docs/product.md#125-goals-and-activities; docs/product.md "Goals and
 * activities"): one answer for every section of `/dashboard`, from the goals service (plan
 * figures, one query), the bookings service (session figures, one query), the mentors
 * service (the cards shown, a featured mentor and plan prices) and the badge dates (one query
 * of this module's repository), asked in parallel.
 *
 * With `db`, each process keeps the answers (ADR 0015, `lib/kept-answers.ts`) and gives one
 * again for the same mentee and `today` until a change is noted for the mentee (their
 * bookings, goals, activities, name, expert requests, circle posts), for a mentor whose card,
 * name or price it shows, or for everyone (any mentor profile or plan: the featured mentor and
 * the prices), or until the mentee's soonest session ends (attended, no longer upcoming).
 */
export type SummaryService = ReturnType<typeof createSummaryService>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `iso` (`YYYY-MM-DD`) plus `days` calendar days. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Summaries kept per process at most (the oldest goes first; one is about 8.5 KB as JSON). */
const SUMMARIES_KEPT = 2000;

/** Badge dates without a source: locked. */
const NO_BADGES: BadgeDates = { firstQuestionAt: null, firstPostAt: null };

/** The directory question for Book Featured: featured approved mentors (answers are cached). */
const FEATURED = PublicMentorListQuery.parse({ featured: 'true', pageSize: '4' });

/**
 * A mentor's lowest paid price per session (a paid plan's price / its sessions, rounded), or
 * null when they have no paid plan: what a free session with them is worth.
 */
export function lowestPaidPerSession(
  plans: { priceMinor: number; currency: string; sessions: number }[],
): Money | null {
  let best: Money | null = null;
  for (const plan of plans) {
    if (plan.priceMinor <= 0) continue;
    const per = Math.round(plan.priceMinor / Math.max(1, plan.sessions));
    if (!best || per < best.priceMinor) best = { priceMinor: per, currency: plan.currency };
  }
  return best;
}

/** First word of a display name. */
function firstWord(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

export function createSummaryService(deps: {
  goals: Pick<GoalsService, 'planSummary'>;
  bookings: Pick<BookingsService, 'menteeSessionStats'>;
  mentors: Pick<MentorsService, 'cards' | 'findApproved' | 'directory'>;
  /**
   * The First Question and First Post badges' dates (`repository.ts`, one prepared
   * statement); without it those badges stay locked.
   */
  badges?: (menteeId: string) => Promise<BadgeDates>;
  /** The database the answers are read from, to keep them (none: always computed). */
  db?: Db;
  /** The clock; tests may pass another. */
  now?: () => Date;
}) {
  const { goals, bookings, mentors } = deps;
  const now = deps.now ?? (() => new Date());
  const kept = deps.db ? createKeptAnswers<MenteeSummary>(deps.db, SUMMARIES_KEPT) : null;

  /**
   * A mentor's lowest paid price per session, read afresh (a kept summary holds it until any
   * mentor profile or plan changes).
   */
  async function lowestPaidOf(mentorId: string): Promise<Money | null> {
    const mentor = await mentors.findApproved(mentorId);
    return mentor ? lowestPaidPerSession(mentor.plans) : null;
  }

  /** The featured mentors (the directory keeps its answers per version, ADR 0007). */
  function featuredMentors(): Promise<MentorCard[]> {
    return mentors.directory.search(FEATURED).then((answer) => answer.items);
  }

  /** Money saved per currency, largest first, from free sessions attended per mentor. */
  async function moneySaved(free: { mentorId: string; count: number }[]): Promise<Money[]> {
    const values = await Promise.all(
      free.map(async ({ mentorId, count }) => {
        const per = await lowestPaidOf(mentorId);
        return per ? { priceMinor: per.priceMinor * count, currency: per.currency } : null;
      }),
    );
    const sums = new Map<string, number>();
    for (const v of values) if (v) sums.set(v.currency, (sums.get(v.currency) ?? 0) + v.priceMinor);
    return [...sums]
      .map(([currency, priceMinor]) => ({ priceMinor, currency }))
      .sort((a, b) => b.priceMinor - a.priceMinor);
  }

  /**
   * The summary of `user` for `week`, computed now, with the snapshot its reads saw at least
   * (taken first: they run side by side), the people whose changes it shows and when time
   * alone changes it (for {@link createKeptAnswers}).
   */
  async function compute(user: User, week: Week) {
    const snapshot = deps.db ? await snapshotNow(deps.db) : '';
    const windowEnd = addDays(week.today, GOAL_WINDOW_DAYS);
    const [plan, sessions, featuredList, { firstQuestionAt, firstPostAt }] = await Promise.all([
      goals.planSummary(user.id, week, windowEnd),
      bookings.menteeSessionStats(user.id, SUMMARY_NEXT_SESSIONS),
      featuredMentors(),
      deps.badges?.(user.id) ?? NO_BADGES,
    ]);
    const ids = new Set(sessions.upcoming.map((s) => s.mentorId));
    if (sessions.lastMentorId) ids.add(sessions.lastMentorId);
    const [cards, saved] = await Promise.all([
      ids.size > 0 ? mentors.cards([...ids]) : Promise.resolve(new Map<string, MentorCard>()),
      sessions.freeAttended.length > 0 ? moneySaved(sessions.freeAttended) : Promise.resolve([]),
    ]);
    const weekDays = [0, 1, 2, 3, 4].map((i) => addDays(week.weekStart, i));
    const lastMentor = (sessions.lastMentorId && cards.get(sessions.lastMentorId)) || null;
    const answer: MenteeSummary = {
      firstName: firstWord(user.name),
      ...week,
      week: weekDays.map((date) => {
        const due = plan.activities.filter((a) => a.dueDate === date);
        const done = due.filter((a) => a.status === 'complete').length;
        return { date, done, toDo: due.length - done };
      }),
      milestones: {
        minutesSaved: sessions.minutesAttended,
        skillsLearned: plan.skillsLearned,
        moneySaved: saved,
        attendanceStreak: sessions.streak,
        goalsAchieved: plan.goalsAchieved,
        projectsCompleted: plan.projectsCompleted,
      },
      badges: BADGES.map((key) => ({
        key,
        earnedAt:
          key === 'first_engagement' && sessions.firstAttendedAt
            ? sessions.firstAttendedAt.toISOString()
            : key === 'first_question' && firstQuestionAt
              ? firstQuestionAt.toISOString()
              : key === 'first_post' && firstPostAt
                ? firstPostAt.toISOString()
                : null,
      })),
      nextSessions: sessions.upcoming.map((s) => ({
        id: s.id,
        status: s.status,
        start: s.start.toISOString(),
        end: s.end.toISOString(),
        mentor: { id: s.mentorId, name: cards.get(s.mentorId)?.name ?? '' },
      })),
      goals: plan.goals,
      activities: plan.activities,
      overdueCount: plan.overdueCount,
      lastMentor,
      featuredMentor: featuredList.find((m) => m.id !== lastMentor?.id) ?? featuredList[0] ?? null,
    };
    return {
      answer,
      snapshot,
      validUntil: sessions.nextEnd?.getTime() ?? null,
      // Mentors whose names, cards or prices it shows (profiles and plans note everyone).
      people: [
        ...ids,
        ...featuredList.map((m) => m.id),
        ...sessions.freeAttended.map((f) => f.mentorId),
      ],
    };
  }

  return {
    /**
     * The summary of the mentee `user`'s home, "today" and "this week" (Monday to Sunday)
     * judged in `timeZone`. Counting rules: contracts `Milestones`, `MenteeSummary`. Kept per
     * mentee and `today` while nothing it read has changed (see the module's comment).
     */
    async menteeSummary(user: User, timeZone: string): Promise<MenteeSummary> {
      const at = now();
      const week = weekIn(timeZone, at);
      if (!kept) return (await compute(user, week)).answer;
      return kept.read(
        {
          key: JSON.stringify([user.id, week.today]),
          at: at.getTime(),
          people: [user.id],
          menteesOf: null,
        },
        () => compute(user, week),
      );
    },
  };
}
