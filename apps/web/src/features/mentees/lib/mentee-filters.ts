import { MENTEE_GOALS, MentorLanguage, QUALITY_SKILLS } from '@pathwise/contracts';
import type { MenteeFilters } from '../api/mentees-api.ts';

/** A skill the Skills filter offers (the onboarding's qualities). */
export type Skill = (typeof QUALITY_SKILLS)[number];

/** A topic the Topic filter offers (the onboarding's mentee goals). */
export type Topic = (typeof MENTEE_GOALS)[number];

/** The filters and page the URL holds (unknown values are dropped, as the server would refuse them). */
export function filtersOf(params: URLSearchParams): MenteeFilters {
  const skill = params.get('skills');
  const topic = params.get('topic');
  const language = params.get('language');
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() || undefined,
    skills: (QUALITY_SKILLS as readonly string[]).includes(skill ?? '')
      ? (skill as Skill)
      : undefined,
    topic: (MENTEE_GOALS as readonly string[]).includes(topic ?? '') ? (topic as Topic) : undefined,
    language: MentorLanguage.safeParse(language).success ? (language as string) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** A language code's name in the viewer's language ("es" → "Spanish"). */
export function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
