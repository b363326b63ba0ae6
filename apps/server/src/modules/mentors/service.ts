import {
  searchWords,
  type MentorApplication,
  type MentorApplicationList,
  type MentorApplicationListQuery,
  type MentorCard,
  type MentorStatus,
  type Plan,
  type PublicMentor,
  type PublicMentorListQuery,
} from '@pathwise/contracts';
import type { Database, Db } from '../../db/client.ts';
import type { MentorProfileInput } from '../profiles/mentor-repository.ts';
import type { ProfilesService } from '../profiles/service.ts';
import * as applications from './application-repository.ts';
import { createMentorPlansService } from './plans.ts';
import { findApprovedCardsByNiche, findExperts, findMentorCards } from './cards-repository.ts';
import {
  countApprovedMentors,
  directoryVersion,
  raiseDirectoryVersion,
  findBookablePlan,
  findApprovedMentor,
  searchApprovedMentors,
  type DirectoryAnswer,
} from './repository.ts';

/**
 * The mentors module's service: the public directory and the mentor applications. The module
 * owns `mentor_plans` and `mentor_directory_version`; the profile rows are the profiles
 * module's (ADR 0016), which this service writes through (review decisions, ratings, intake).
 * Onboarding (which submits applications) and admin (which decides them) go through here.
 * Methods that take a `db` run on a caller's transaction (`tx.db`) when given one.
 */
export type MentorsService = ReturnType<typeof createMentorsService>;

export function createMentorsService(deps: { database: Database; profiles: ProfilesService }) {
  const { database } = deps;
  const profiles = deps.profiles.mentor;
  const directory = mentorDirectory(database.db);
  return {
    directory,
    /** The mentor's own plans and intake settings (Settings → Mentee Management, docs/product.md#1115-settings-that-save). */
    plans: createMentorPlansService({ database, profiles: deps.profiles }),
    /** One approved mentor's public profile, or null. */
    findApproved(id: string): Promise<PublicMentor | null> {
      return findApprovedMentor(database.db, id);
    },
    /**
     * One of an approved mentor's plans, for a booking; null when there is no such plan.
     * `archived` plans are bookable only by mentees with sessions left in them (docs/product.md#1115-settings-that-save).
     */
    findBookablePlan(mentorId: string, planId: string) {
      return findBookablePlan(database.db, mentorId, planId);
    },
    /**
     * The cards of the mentors `ids` by id, whatever their status (bookings show their
     * mentor's name, photo and headline; My Mentors shows the card). Runs on `db` (a
     * caller's transaction) when given.
     */
    async cards(ids: string[], db: Db = database.db): Promise<Map<string, MentorCard>> {
      const cards = await findMentorCards(db, ids);
      return new Map(cards.map((card) => [card.id, card]));
    },
    /**
     * A mentor was suspended or reinstated: raise the directory's version in `db`'s
     * transaction so no kept answer outlives the change (ADR 0007;
     * docs/product.md#143-moderation-and-suspension).
     */
    directoryChanged(db: Db): Promise<void> {
      return raiseDirectoryVersion(db);
    },

    /**
     * Whether `id` is an approved mentor who is listed, i.e. not delisted by an admin nor
     * suspended (only they can be booked, reviewed in public or written to by a new mentee;
     * docs/product.md#144-the-mentor-lifecycle).
     */
    async isApproved(id: string): Promise<boolean> {
      const review = await profiles.review(id);
      return review?.status === 'approved' && review.delistedAt === null && !review.suspended;
    },
    /**
     * Set the mentor's rating and review count from their reviews (docs/product.md#124-sessions: ratings come
     * from real reviews of held sessions). `avg` is 0.0–5.0 with one decimal, null when
     * `count` is 0. Runs on the caller's transaction (`tx.db`), e.g. the one that inserts
     * the review.
     */
    async recordRatings(
      mentorId: string,
      ratings: { avg: number | null; count: number },
      db: Db = database.db,
    ): Promise<void> {
      await profiles.recordRatings(mentorId, ratings, db);
    },
    /**
     * Approved mentors who opted in to Ask an Expert (docs/product.md#129-expertfinder), with their niche; only those
     * of `niche` when given.
     */
    experts(niche?: string) {
      return findExperts(database.db, niche);
    },
    /** Up to `limit` approved mentors of `niche`, best rated first (Ask an Expert's suggestions). */
    approvedByNiche(niche: string, limit: number): Promise<MentorCard[]> {
      return findApprovedCardsByNiche(database.db, niche, limit);
    },
    /** How many mentors are approved (the home page's statistics). */
    countApproved(): Promise<number> {
      return countApprovedMentors(database.db);
    },
    applications: {
      async list(query: MentorApplicationListQuery): Promise<MentorApplicationList> {
        const { items, total } = await applications.listApplications(database.db, query);
        return { items, total, page: query.page, pageSize: query.pageSize };
      },
      find(userId: string, db: Db = database.db): Promise<MentorApplication | null> {
        return applications.findApplication(db, userId);
      },
      /** The application's status, its row locked until `db`'s transaction ends. */
      lockStatus(db: Db, userId: string): Promise<MentorStatus | null> {
        return profiles.lockStatus(db, userId);
      },
      recordDecision: profiles.recordDecision,
      /** The status and whether delisted, the row locked until `db`'s transaction ends. */
      lockListing: profiles.lockListing,
      /** Delist now with a reason, or relist (`null`); the directory version rises with it. */
      recordListing: profiles.recordListing,
      /** Submit (or resubmit) a profile with its plans: the application is pending again. */
      async submit(db: Db, input: MentorProfileInput, plans: Plan[]): Promise<void> {
        await profiles.submit(db, input);
        await applications.replaceMentorPlans(db, input.userId, plans);
      },
      review(
        userId: string,
        db: Db = database.db,
      ): Promise<{
        status: MentorStatus;
        declineReason: string | null;
        delistedAt: Date | null;
      } | null> {
        return profiles.review(userId, db);
      },
    },
    /** Approved demo mentors for the demo seed's circles (see the repository). */
    pickDemoMentors: applications.pickDemoMentors,
  };
}

/** Directory answers one server process keeps at most (a page of 12 cards is about 5 KB as JSON). */
export const DIRECTORY_ANSWERS_KEPT = 256;

/** The public mentor directory's search, answering repeated questions from memory. */
export interface MentorDirectory {
  /**
   * One page of approved mentors matching `query` and how many match in all: exactly what
   * {@link searchApprovedMentors} answers now. The answer is shared between callers and must
   * not be changed.
   */
  search(query: PublicMentorListQuery): Promise<DirectoryAnswer>;
}

/**
 * The directory's search over `db`, keeping its last {@link DIRECTORY_ANSWERS_KEPT} answers
 * (ADR 0007). A kept answer is given again only while the directory's version
 * (`mentor_directory_version`, raised in the same transaction as any change of
 * `mentor_profiles`) is the one it was computed at, so answers never differ from a fresh
 * search, also with several server processes on one database. A repeated question costs one
 * read of the version instead of a full-text search and a count over every match.
 */
export function mentorDirectory(db: Db, kept = DIRECTORY_ANSWERS_KEPT): MentorDirectory {
  /** Answers by question, least recently used first (a Map keeps insertion order). */
  const answers = new Map<string, { version: string; answer: DirectoryAnswer }>();
  return {
    async search(query) {
      const key = questionKey(query);
      const known = answers.get(key);
      if (known && known.version === (await directoryVersion(db))) {
        answers.delete(key);
        answers.set(key, known);
        return known.answer;
      }
      const { version, ...answer } = await searchApprovedMentors(db, query);
      answers.delete(key);
      answers.set(key, { version, answer });
      if (answers.size > kept) answers.delete(answers.keys().next().value!);
      return answer;
    },
  };
}

/** What makes two queries the same question: the words of the text, filters, order, page. */
function questionKey(query: PublicMentorListQuery): string {
  const { skill, language, topic, price, featured, sort, page, pageSize } = query;
  return JSON.stringify([
    searchWords(query.q ?? ''),
    skill,
    language,
    topic,
    price,
    featured,
    sort,
    page,
    pageSize,
  ]);
}
