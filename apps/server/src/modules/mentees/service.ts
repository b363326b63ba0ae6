import type { MenteeDetail, MenteeList, MenteeListQueryParsed, User } from '@pathwise/contracts';
import { MENTEE_GOALS, QUALITY_SKILLS } from '@pathwise/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { todayIn } from '../../lib/zones.ts';
import type { GoalsService } from '../goals/service.ts';
import { menteeSessions, menteeTable, type MenteeTableQuery } from './repository.ts';
import { createMenteeTableCache, type MenteeTableCache } from './table-cache.ts';

/**
 * The mentor's view of their mentees (issue 10 "The mentor's view"; docs/product.md "Mentor
 * dashboard" /dashboard_mentor/mentees). Owns no table. The table and one mentee's row (who is
 * a mentee, their sessions, names, onboarding answers and the figures of their plan) are read
 * by this module's repository in one statement over the bookings, accounts, onboarding and
 * goals tables (issue 18 "The hot paths, from profiles": through each module's service they
 * took six queries and mapping all the mentor's mentees per request); what a mentor may see
 * of a mentee's goals and activities comes from the goals service.
 *
 * A mentee of a mentor = anyone with at least one booking with them that is not declined or
 * expired (as `BookingsService.menteesOf` says).
 */
export type MenteesService = ReturnType<typeof createMenteesService>;

const isSkill = (s: string): s is (typeof QUALITY_SKILLS)[number] =>
  (QUALITY_SKILLS as readonly string[]).includes(s);
const isGoal = (s: string): s is (typeof MENTEE_GOALS)[number] =>
  (MENTEE_GOALS as readonly string[]).includes(s);

const notFound = () =>
  new AppError('mentee_not_found', 'No mentee with this id among your mentees.');

/** The table query for one mentee's row: no filters, one row. */
const ONE_MENTEE = {
  words: [],
  skill: null,
  language: null,
  topic: null,
  sortByNext: false,
  limit: 1,
  offset: 0,
} satisfies Partial<MenteeTableQuery>;

export function createMenteesService(deps: {
  database: Database;
  goals: Pick<GoalsService, 'mentorViewOf'>;
  /** The kept table answers (ADR 0015); one per service unless given. */
  tables?: MenteeTableCache;
}) {
  const { goals } = deps;
  const { db } = deps.database;
  const tables = deps.tables ?? createMenteeTableCache(db);

  return {
    /** The kept table answers, for the plugin to prune their change notes. */
    tables,

    /**
     * `GET /api/mentor/mentees`: the summary over all the mentor's mentees, then one page of
     * the rows matching `query` (name words, a quality skill, a language, the mentee goal),
     * by name or by the soonest next session, and the filter values present among them. One
     * query ({@link menteeTable}): PostgreSQL filters, sorts and pages (docs/performance.md); the answer
     * is kept and given again while nothing it read has changed (ADR 0015, `table-cache.ts`).
     */
    async list(mentor: User, query: MenteeListQueryParsed, now = new Date()): Promise<MenteeList> {
      const table = await tables.read({
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
          languages: [...table.languages].sort(),
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
      const today = todayIn(timeZone, now);
      // All side by side: the reads other than the table's show nothing of a non-mentee
      // (the goals' rules, the bookings between the two), and the table decides the 404.
      const [table, plan, sessions] = await Promise.all([
        menteeTable(db, { ...ONE_MENTEE, mentorId: mentor.id, now, today, menteeId }),
        goals.mentorViewOf(mentor, menteeId),
        menteeSessions(db, mentor.id, menteeId, now),
      ]);
      const entry = table.items[0];
      if (!entry) throw notFound();
      const { profile, ...row } = entry;
      return {
        mentee: {
          id: menteeId,
          name: row.name,
          headline: row.headline,
          goal: profile && isGoal(profile.goal) ? profile.goal : null,
          goalOther: profile?.goalOther ?? null,
          skills: (profile?.skills ?? []).filter(isSkill),
          languages: profile?.languages ?? [],
        },
        row,
        goals: plan.goals,
        activities: plan.activities,
        today,
        sessions,
      };
    },
  };
}
