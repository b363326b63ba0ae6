import { anyOf } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import { menteeProfiles } from './schema.ts';

/** What other modules read of a mentee's profile (issue 10: the mentor's mentees table). */
export interface MenteeProfileSummary {
  userId: string;
  headline: string | null;
  skills: string[];
  traits: string[];
  languages: string[];
  goal: string;
  goalOther: string | null;
}

/** The mentee profiles of `ids` (people without one are left out). */
export async function findMenteeProfiles(db: Db, ids: string[]): Promise<MenteeProfileSummary[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      userId: menteeProfiles.userId,
      headline: menteeProfiles.headline,
      skills: menteeProfiles.skills,
      traits: menteeProfiles.traits,
      languages: menteeProfiles.languages,
      goal: menteeProfiles.goal,
      goalOther: menteeProfiles.goalOther,
    })
    .from(menteeProfiles)
    .where(anyOf(menteeProfiles.userId, ids));
}
