import type {
  MenteeDetail,
  MenteeList,
  MenteeListQueryParsed,
  MenteeMeeting,
  MenteeRow,
  MenteeSession,
  User,
  WorkTally,
} from '@pathwise/contracts';
import { MENTEE_GOALS, QUALITY_SKILLS } from '@pathwise/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { todayIn } from '../../lib/zones.ts';
import type { AccountService } from '../account/service.ts';
import type { BookingsService } from '../bookings/service.ts';
import type { GoalsService } from '../goals/service.ts';
import type { OnboardingService } from '../onboarding/service.ts';
import { menteeTable } from './repository.ts';

/**
 * The mentor's view of their mentees (issue 10 "The mentor's view"; docs/product.md "Mentor
 * dashboard" /dashboard_mentor/mentees). Owns no table: who is a mentee and their sessions
 * come from the bookings service, their names from the account service, their onboarding
 * answers from the onboarding service, and their plan's figures from the goals service.
 *
 * A mentee of a mentor = anyone with at least one booking with them that is not declined or
 * expired (see `BookingsService.menteesOf`).
 */
export type MenteesService = ReturnType<typeof createMenteesService>;

type MenteesOfRow = Awaited<ReturnType<BookingsService['menteesOf']>>[number];
type Figures =
  Awaited<ReturnType<GoalsService['mentorFigures']>> extends Map<string, infer F> ? F : never;
type Profile =
  Awaited<ReturnType<OnboardingService['menteeProfiles']>> extends Map<string, infer P> ? P : never;

/**
 * The Meeting column (spec §4 "Meeting statuses"): the next upcoming session's state
 * (confirmed → scheduled, pending → pending), else the last held (completed) or cancelled
 * one's; null for a mentee with neither.
 */
export function meetingOf(row: Pick<MenteesOfRow, 'next' | 'last'>): MenteeMeeting | null {
  if (row.next)
    return {
      bookingId: row.next.id,
      status: row.next.status === 'pending' ? 'pending' : 'scheduled',
      start: row.next.start.toISOString(),
    };
  if (row.last)
    return {
      bookingId: row.last.id,
      status: row.last.status === 'cancelled' ? 'cancelled' : 'completed',
      start: row.last.start.toISOString(),
    };
  return null;
}

const zero = (): WorkTally => ({ assigned: 0, done: 0, overdue: 0 });

const isSkill = (s: string): s is (typeof QUALITY_SKILLS)[number] =>
  (QUALITY_SKILLS as readonly string[]).includes(s);
const isGoal = (s: string): s is (typeof MENTEE_GOALS)[number] =>
  (MENTEE_GOALS as readonly string[]).includes(s);

const notFound = () =>
  new AppError('mentee_not_found', 'No mentee with this id among your mentees.');

export function createMenteesService(deps: {
  database: Database;
  bookings: Pick<BookingsService, 'menteesOf' | 'list'>;
  goals: Pick<GoalsService, 'mentorFigures' | 'listGoals' | 'listActivities'>;
  accounts: Pick<AccountService, 'findPeople'>;
  onboarding: Pick<OnboardingService, 'menteeProfiles'>;
}) {
  const { bookings, goals, accounts, onboarding } = deps;
  const { db } = deps.database;

  /**
   * The rows of `sessions` (the mentor's mentees) with names and profiles; the goals figures
   * are left empty ({@link withFigures} fills them for the rows shown).
   */
  async function rowsOf(
    sessions: MenteesOfRow[],
  ): Promise<{ row: MenteeRow; profile: Profile | undefined }[]> {
    const ids = sessions.map((s) => s.menteeId);
    const [people, profiles] = await Promise.all([
      accounts.findPeople(ids),
      onboarding.menteeProfiles(ids),
    ]);
    return sessions.map((s) => {
      const profile = profiles.get(s.menteeId);
      return {
        profile,
        row: {
          id: s.menteeId,
          name: people.get(s.menteeId)?.name ?? '',
          headline: profile?.headline ?? null,
          courseName: s.planName,
          assignments: zero(),
          tests: zero(),
          progress: null,
          sharedGoals: 0,
          meeting: meetingOf(s),
          nextSessionAt: s.next ? s.next.start.toISOString() : null,
        },
      };
    });
  }

  /** `rows` with the assignments, tests and shared goals' progress of each (one call). */
  async function withFigures(
    mentorId: string,
    rows: MenteeRow[],
    today: string,
  ): Promise<MenteeRow[]> {
    const figures = await goals.mentorFigures(
      mentorId,
      rows.map((r) => r.id),
      today,
    );
    return rows.map((row) => {
      const f: Figures | undefined = figures.get(row.id);
      return f
        ? {
            ...row,
            assignments: f.assignments,
            tests: f.tests,
            progress: f.progress,
            sharedGoals: f.sharedGoals,
          }
        : row;
    });
  }

  return {
    /**
     * `GET /api/mentor/mentees`: the summary over all the mentor's mentees, then one page of
     * the rows matching `query` (name words, a quality skill, a language, the mentee goal),
     * by name or by the soonest next session, and the filter values present among them. One
     * query ({@link menteeTable}): PostgreSQL filters, sorts and pages (issue 18).
     */
    async list(mentor: User, query: MenteeListQueryParsed, now = new Date()): Promise<MenteeList> {
      const table = await menteeTable(db, {
        mentorId: mentor.id,
        now,
        today: todayIn(query.timeZone, now),
        words: (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean),
        skill: query.skills ?? null,
        language: query.language ?? null,
        topic: query.topic ?? null,
        sortByNext: query.sort === 'next',
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
        menteeId: null,
      });
      const skills = new Set(table.skills);
      const topics = new Set(table.topics);
      return {
        summary: { mentees: table.mentees, assignments: table.assignments, tests: table.tests },
        items: table.items.map(({ profile: _, ...row }) => row),
        total: table.total,
        page: query.page,
        pageSize: query.limit,
        filters: {
          skills: QUALITY_SKILLS.filter((s) => skills.has(s)),
          languages: table.languages.sort(),
          topics: MENTEE_GOALS.filter((g) => topics.has(g)),
        },
      };
    },

    /**
     * `GET /api/mentor/mentees/:id`: the mentee, their row's figures, the goals they share
     * with this mentor and the activities this mentor may see (as the goals service answers
     * a mentor), today in `timeZone`, and their sessions with this mentor, newest first.
     * @throws AppError 404 `mentee_not_found` unless `menteeId` is the mentor's mentee.
     */
    async detail(
      mentor: User,
      menteeId: string,
      timeZone: string,
      now = new Date(),
    ): Promise<MenteeDetail> {
      const sessions = await bookings.menteesOf(mentor.id, menteeId);
      if (sessions.length === 0) throw notFound();
      const today = todayIn(timeZone, now);
      const [[entry], goalList, activityList, booked] = await Promise.all([
        rowsOf(sessions),
        goals.listGoals(mentor, { menteeId }),
        goals.listActivities(mentor, { menteeId, timeZone }, now),
        bookings.list(mentor.id, { when: 'all', with: menteeId, limit: 500 }),
      ]);
      const { profile } = entry!;
      const [row] = await withFigures(mentor.id, [entry!.row], today);
      return {
        mentee: {
          id: menteeId,
          name: entry!.row.name,
          headline: entry!.row.headline,
          goal: profile && isGoal(profile.goal) ? profile.goal : null,
          goalOther: profile?.goalOther ?? null,
          skills: (profile?.skills ?? []).filter(isSkill),
          languages: profile?.languages ?? [],
        },
        row: row!,
        goals: goalList.items,
        activities: activityList.items,
        today: activityList.today,
        sessions: booked
          .map((b): MenteeSession => ({
            id: b.id,
            start: b.start,
            end: b.end,
            status: b.status,
            planName: b.planName,
            agenda: b.agenda,
          }))
          .sort((a, b) => b.start.localeCompare(a.start)),
      };
    },
  };
}
