import type {
  FILTER_LANGUAGES,
  MENTOR_SKILLS,
  MENTOR_TOPICS,
  MentorCard,
} from '@pathwise/contracts';

/** A skill the Skills select offers. */
export type Skill = (typeof MENTOR_SKILLS)[number];

/** A language the Language select offers. */
export type Language = (typeof FILTER_LANGUAGES)[number];

/** A topic the Topic select offers. */
export type Topic = (typeof MENTOR_TOPICS)[number];

/** The filters of the page, applied in the browser to the mentee's own mentors. */
export interface Filters {
  text: string;
  skill: Skill | '';
  language: Language | '';
  topic: Topic | '';
}

/** Whether `mentor` matches `filters`: name or profession (headline, company) and each select. */
export function matchesFilters(mentor: MentorCard, filters: Filters): boolean {
  const words = filters.text.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = [mentor.name, mentor.headline ?? '', mentor.company ?? '']
    .join(' ')
    .toLowerCase();
  return (
    words.every((word) => haystack.includes(word)) &&
    (!filters.skill || mentor.skills.includes(filters.skill)) &&
    (!filters.language || mentor.languages.includes(filters.language)) &&
    (!filters.topic || mentor.topics.includes(filters.topic))
  );
}
