import type { MenteeIntake, MentorStatus } from '@pathwise/contracts';
import type { Database, Db } from '../../db/client.ts';
import * as mentee from './mentee-repository.ts';
import * as mentor from './mentor-repository.ts';
import { findPeople, type PersonRecord } from './people-repository.ts';
import { deleteProfileRows, findProfileRows } from './personal-data-repository.ts';
import { replacePhotoPath } from './rows-repository.ts';

/**
 * The profiles module's service (ADR 0016): the one way to read and write a mentor's and a
 * mentee's profile. Onboarding submits them, Settings and the profile pages edit them, the
 * mentors module records review decisions, ratings and intake settings through here. Methods
 * that take `on` run on a caller's transaction (`tx.db`) when given.
 */
export type ProfilesService = ReturnType<typeof createProfilesService>;

export function createProfilesService(deps: { database: Database }) {
  const { db } = deps.database;
  return {
    /**
     * The people `ids` by id (unknown ids left out): each one's name, email, time zone and
     * language (the account's) with the photo, languages, job title and company of their
     * profile, in one statement. What pages, mails and payloads show of a person. Runs on
     * `on` (a caller's transaction) when given.
     */
    async people(ids: string[], on: Db = db): Promise<Map<string, PersonRecord>> {
      const rows = await findPeople(on, ids);
      return new Map(rows.map((row) => [row.id, row]));
    },
    /** The person's own profile rows, both roles (null where none), for their data export (ADR 0019). */
    ownRows: (userId: string) => findProfileRows(db, userId),
    /** Delete both profile rows at account deletion (ADR 0019); the photo paths they had. */
    deleteRows: (userId: string, on: Db) => deleteProfileRows(on, userId),
    mentor: {
      /** The mentor's own profile (Settings → Profile), or null without one. */
      find: (userId: string, on: Db = db) => mentor.findOwnProfile(on, userId),
      /** Save Settings → Profile; false without a mentor profile. */
      update: (userId: string, update: mentor.MentorProfileUpdate, on: Db = db) =>
        mentor.updateMentorProfile(on, userId, update),
      /** Set or clear the photo path; the previous one, undefined without a mentor profile. */
      replacePhoto: (userId: string, photoPath: string | null, on: Db = db) =>
        replacePhotoPath(on, 'mentor', userId, photoPath),
      /** Languages, goal, niche, skills text, certification, expert opt-in; null without a profile. */
      settings: (userId: string): Promise<mentor.MentorSettingsRecord | null> =>
        mentor.findMentorSettings(db, userId),
      /**
       * Change some of those columns (already checked by the settings contracts); the
       * settings after the change, null without a mentor profile.
       */
      async updateSettings(
        userId: string,
        patch: Partial<mentor.MentorSettingsRecord>,
      ): Promise<mentor.MentorSettingsRecord | null> {
        const found = await mentor.updateMentorProfile(db, userId, patch);
        return found ? mentor.findMentorSettings(db, userId) : null;
      },
      /** Intake settings (Settings → Mentee Management), null without a mentor profile. */
      intake: (mentorId: string, on: Db = db) => mentor.findIntake(on, mentorId),
      /** Save the intake settings; false without a mentor profile. */
      saveIntake: (mentorId: string, intake: MenteeIntake, on: Db = db) =>
        mentor.updateMentorProfile(on, mentorId, intake),
      /** The review state (with when delisted), null without a mentor profile. */
      review: (userId: string, on: Db = db) => mentor.findMentorReview(on, userId),
      /** The review status, its row locked until `on`'s transaction ends. */
      lockStatus: (on: Db, userId: string): Promise<MentorStatus | null> =>
        mentor.lockMentorStatus(on, userId),
      /** The status and whether delisted, the row locked until `on`'s transaction ends. */
      lockListing: (on: Db, userId: string) => mentor.lockMentorListing(on, userId),
      /** Delist now with a reason, or relist (`null`): docs/product.md#144-the-mentor-lifecycle. */
      recordListing: (on: Db, userId: string, delisted: { reason: string } | null) =>
        mentor.recordListing(on, userId, delisted),
      /** Record an admin's decision, now (docs/product.md#121-mentor-vetting). */
      recordDecision: (
        on: Db,
        userId: string,
        input: Parameters<typeof mentor.recordDecision>[2],
      ) => mentor.recordDecision(on, userId, input),
      /** Create or replace the profile as a pending application. */
      submit: (on: Db, input: mentor.MentorProfileInput) => mentor.submitMentorProfile(on, input),
      /**
       * Set the rating (mean of reviews, 0.0–5.0 with one decimal, null without reviews) and
       * the review count.
       */
      recordRatings: (mentorId: string, ratings: { avg: number | null; count: number }, on: Db) =>
        mentor.updateMentorProfile(on, mentorId, {
          ratingAvg: ratings.avg,
          reviewCount: ratings.count,
        }),
    },
    mentee: {
      /** The mentee's own profile (Settings → Profile), or null before onboarding wrote it. */
      find: (userId: string, on: Db = db) => mentee.findOwnMenteeProfile(on, userId),
      /** Save Settings → Profile; false without a mentee profile. */
      update: (userId: string, update: mentee.MenteeProfileUpdate, on: Db = db) =>
        mentee.updateMenteeProfile(on, userId, update),
      /** Set or clear the photo path; the previous one, undefined without a mentee profile. */
      replacePhoto: (userId: string, photoPath: string | null, on: Db = db) =>
        replacePhotoPath(on, 'mentee', userId, photoPath),
      /** Languages and goal (Settings → Languages and Goals), null without a mentee profile. */
      settings: (userId: string): Promise<mentee.MenteeSettingsRecord | null> =>
        mentee.findMenteeSettings(db, userId),
      /**
       * Change the languages (ISO 639-1 codes of contracts `MENTOR_LANGUAGES`) or the goal (a
       * `MENTEE_GOALS` value, `goalOther` only with `other`); the settings after the change,
       * null without a mentee profile.
       */
      async updateSettings(
        userId: string,
        patch: Partial<mentee.MenteeSettingsRecord>,
      ): Promise<mentee.MenteeSettingsRecord | null> {
        const found = await mentee.updateMenteeProfile(db, userId, patch);
        return found ? mentee.findMenteeSettings(db, userId) : null;
      },
      /** Create or replace the profile (onboarding's Confirm). */
      upsert: (on: Db, input: mentee.MenteeProfileInput) => mentee.upsertMenteeProfile(on, input),
    },
  };
}
