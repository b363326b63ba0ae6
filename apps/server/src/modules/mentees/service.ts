import type { MenteeDetail, MenteeList, MenteeListQueryParsed, User } from '@pathwise/contracts';
import { MENTEE_GOALS, QUALITY_SKILLS } from '@pathwise/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { createKeptAnswers, snapshotNow } from '../../lib/kept-answers.ts';
import { todayIn } from '../../lib/zones.ts';
import type { GoalsService } from '../goals/service.ts';
import {
  menteeSessions,
  menteeTable,
  type MenteeTable,
  type MenteeTableQuery,
} from './repository.ts';

/**
 * The mentor's view of their mentees (docs/product.md "Mentor
 * dashboard" /dashboard_mentor/mentees). Owns no table. The table and one mentee's row (who is
 * a mentee, their sessions, names, onboarding answers and the figures of their plan) are read
 * by this module's repository in one statement over the bookings, accounts, onboarding and
 * goals tables (docs/performance.md#the-hot-endpoints: through each module's service they
 * took six queries and mapping all the mentor's mentees per request); what a mentor may see
 * of a mentee's goals and activities comes from the goals service.
 *
 * A mentee of a mentor = anyone with at least one booking with them that is not declined or
 * expired (as `BookingsService.menteesOf` says).
 *
 * Both answers are kept per process while nothing they read has changed (ADR 0015,
 * `lib/kept-answers.ts`): the table's until a note names the mentor or one of their mentees,
 * a mentee's page until one names the mentor, the mentee or the author of an activity shown;
 * both until the soonest session they show as upcoming ends.
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

/** Table answers kept per process at most (the oldest goes first). */
const TABLES_KEPT = 500;
/** Mentee pages kept per process at most. */
const PAGES_KEPT = 1000;

/** The earliest of two moments (epoch ms), null being never. */
const earliest = (a: number | null, b: number | null) =>
  a === null ? b : b === null ? a : Math.min(a, b);

export function createMenteesService(deps: {
  database: Database;
  goals: Pick<GoalsService, 'mentorViewOf'>;
}) {
  const { goals } = deps;
  const { db } = deps.database;
  const tables = createKeptAnswers<MenteeTable>(db, TABLES_KEPT);
  const pages = createKeptAnswers<MenteeDetail>(db, PAGES_KEPT);

  /** {@link menteeTable}'s answer to `query` (every mentee), kept (ADR 0015). */
  function readTable(query: MenteeTableQuery): Promise<MenteeTable> {
    const q = query;
    return tables.read(
      {
        key: JSON.stringify([
          q.mentorId,
          q.today,
          q.words,
          q.skill,
          q.language,
          q.topic,
          q.sortByNext,
          q.limit,
          q.offset,
        ]),
        at: q.now.getTime(),
        people: [q.mentorId],
        menteesOf: q.mentorId,
      },
      async () => {
        const table = await menteeTable(db, query);
        return { answer: table, snapshot: table.snapshot, validUntil: table.validUntil };
      },
    );
  }

  return {
    /**
     * `GET /api/mentor/mentees`: the summary over all the mentor's mentees, then one page of
     * the rows matching `query` (name words, a quality skill, a language, the mentee goal),
     * by name or by the soonest next session, and the filter values present among them. One
     * query ({@link menteeTable}): PostgreSQL filters, sorts and pages (docs/performance.md); the answer
     * is kept and given again while nothing it read has changed (ADR 0015).
     */
    async list(mentor: User, query: MenteeListQueryParsed, now = new Date()): Promise<MenteeList> {
      const table = await readTable({
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
     * a mentor), today in `timeZone`, and their sessions with this mentor, newest first. Kept
     * and given again while nothing it read has changed (ADR 0015); a 404 is not kept.
     * @throws AppError 404 `mentee_not_found` unless `menteeId` is the mentor's mentee.
     */
    detail(
      mentor: User,
      menteeId: string,
      timeZone: string,
      now = new Date(),
    ): Promise<MenteeDetail> {
      const today = todayIn(timeZone, now);
      return pages.read(
        {
          key: JSON.stringify([mentor.id, menteeId, today]),
          at: now.getTime(),
          people: [mentor.id, menteeId],
          menteesOf: null,
        },
        () => computeDetail(mentor, menteeId, today, now),
      );
    },
  };

  /** One mentee's page, computed, with the snapshot its reads saw and until when it holds. */
  async function computeDetail(mentor: User, menteeId: string, today: string, now: Date) {
    // Taken first: the three reads run side by side on their own connections, each seeing at
    // least this snapshot. They show nothing of a non-mentee (the goals' rules, the bookings
    // between the two), and the table decides the 404.
    const snapshot = await snapshotNow(db);
    const [table, plan, sessions] = await Promise.all([
      menteeTable(db, { ...ONE_MENTEE, mentorId: mentor.id, now, today, menteeId }),
      goals.mentorViewOf(mentor, menteeId),
      menteeSessions(db, mentor.id, menteeId, now),
    ]);
    const entry = table.items[0];
    if (!entry) throw notFound();
    const { profile, ...row } = entry;
    // A session between the two either way round turns held when it ends.
    const ends = sessions.map((s) => Date.parse(s.end)).filter((end) => end > now.getTime());
    const answer: MenteeDetail = {
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
    return {
      answer,
      snapshot,
      validUntil: earliest(table.validUntil, ends.length > 0 ? Math.min(...ends) : null),
      // The authors of the activities shown (their names are).
      people: [...new Set(plan.activities.map((a) => a.createdBy.id))],
    };
  }
}
