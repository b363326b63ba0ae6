import { eq } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../account/schema.ts';
import { menteeProfiles, mentorProfiles } from './schema.ts';

/**
 * A person as every page, card, mail, notice and realtime payload shows them, read in one
 * statement from where each fact lives (ADR 0016): name, email, time zone and interface
 * language from the account (`users`, the account module's columns), photo, languages, job
 * title and company from the person's one profile row (this module's tables).
 */
export interface PersonRecord {
  id: string;
  email: string;
  /** The person's one name (`users.name`). */
  name: string;
  /** The person's one IANA time zone (`users.time_zone`), null until first set. */
  timeZone: string | null;
  /** The interface language, a code of contracts `UI_LANGUAGES`. */
  language: string;
  /** Path of the photo on this site (`/api/photos/…` or a demo's `/images/…`), or null. */
  photoPath: string | null;
  /** ISO 639-1 codes: those a mentor mentors in, or a mentee wants to be mentored in. */
  languages: string[];
  headline: string | null;
  company: string | null;
}

/** The people `ids` (unknown ids are left out), in no particular order. */
export async function findPeople(db: Db, ids: string[]): Promise<PersonRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      timeZone: users.timeZone,
      language: users.language,
      mentorPhoto: mentorProfiles.photoPath,
      menteePhoto: menteeProfiles.photoPath,
      mentorLanguages: mentorProfiles.languages,
      menteeLanguages: menteeProfiles.languages,
      mentorHeadline: mentorProfiles.headline,
      menteeHeadline: menteeProfiles.headline,
      mentorCompany: mentorProfiles.company,
      menteeCompany: menteeProfiles.company,
    })
    .from(users)
    .leftJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
    .leftJoin(menteeProfiles, eq(menteeProfiles.userId, users.id))
    .where(anyOf(users.id, ids));
  // A person has one profile row (ADR 0016); the mentor's would win if both existed.
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    timeZone: r.timeZone,
    language: r.language,
    photoPath: r.mentorPhoto ?? r.menteePhoto,
    languages: r.mentorLanguages ?? r.menteeLanguages ?? [],
    headline: r.mentorHeadline ?? r.menteeHeadline,
    company: r.mentorCompany ?? r.menteeCompany,
  }));
}
