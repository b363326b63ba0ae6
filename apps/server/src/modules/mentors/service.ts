import { searchWords, type PublicMentorListQuery } from '@pathwise/contracts';
import type { Db } from '../../db/client.ts';
import { directoryVersion, searchApprovedMentors, type DirectoryAnswer } from './repository.ts';

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
