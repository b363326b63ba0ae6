import {
  MENTOR_SORTS,
  MentorLanguage,
  MentorPriceFilter,
  MentorSkill,
  MentorSort,
  MentorTopic,
  MENTOR_DIRECTORY_PAGE_SIZE,
  MENTOR_SEARCH_MAX_LENGTH,
  normaliseLanguage,
  normaliseSkill,
  type PublicMentorListParams,
} from '@pathwise/contracts';
import type { z } from 'zod';

/**
 * The directory's state as it lives in the URL (search,
 * filters, sort and page are shareable and Back works): `/mentors?q=&skill=&language=&topic=
 * &price=&sort=&page=`. Values outside the lists (an old or hand-edited link) are dropped
 * rather than failing the page; labels such as `skill=Sales` or `language=Spanish` (the home
 * page's chips) are understood.
 */
export interface DirectoryState {
  q: string;
  skill?: z.infer<typeof MentorSkill>;
  language?: z.infer<typeof MentorLanguage>;
  topic?: z.infer<typeof MentorTopic>;
  price?: z.infer<typeof MentorPriceFilter>;
  sort: z.infer<typeof MentorSort>;
  /** 1-based. */
  page: number;
}

/** The sort when the URL names none (contracts `MENTOR_SORTS` explains each order). */
export const DEFAULT_SORT: DirectoryState['sort'] = MENTOR_SORTS[0];

function pick<T>(schema: z.ZodType<T>, raw: string | null, normalise?: (v: string) => string) {
  if (raw === null || raw.trim() === '') return undefined;
  const parsed = schema.safeParse(normalise ? normalise(raw) : raw.trim());
  return parsed.success ? parsed.data : undefined;
}

/** Read the directory state from the URL's search parameters. */
export function parseDirectoryParams(params: URLSearchParams): DirectoryState {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, MENTOR_SEARCH_MAX_LENGTH),
    skill: pick(MentorSkill, params.get('skill'), normaliseSkill),
    language: pick(MentorLanguage, params.get('language'), normaliseLanguage),
    topic: pick(MentorTopic, params.get('topic'), normaliseSkill),
    price: pick(MentorPriceFilter, params.get('price'), (v) => v.trim().toLowerCase()),
    sort: pick(MentorSort, params.get('sort')) ?? DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The search parameters of a state, in a fixed order and without defaults (no `sort` for
 * relevance, no `page` for page 1), so equal states give equal URLs.
 */
export function toSearchParams(state: DirectoryState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.q) out.set('q', state.q);
  if (state.skill) out.set('skill', state.skill);
  if (state.language) out.set('language', state.language);
  if (state.topic) out.set('topic', state.topic);
  if (state.price) out.set('price', state.price);
  if (state.sort !== DEFAULT_SORT) out.set('sort', state.sort);
  if (state.page > 1) out.set('page', String(state.page));
  return out;
}

/**
 * The state after a change of search text, filter or sort: back to page 1, since the old
 * page number means nothing in a different result list.
 */
export function withChange(
  state: DirectoryState,
  change: Partial<Omit<DirectoryState, 'page'>>,
): DirectoryState {
  return { ...state, ...change, page: 1 };
}

/** Whether any search text or filter narrows the list (the sort does not). */
export function isFiltered(state: DirectoryState): boolean {
  return Boolean(state.q || state.skill || state.language || state.topic || state.price);
}

/** The state with search text and filters cleared; the sort stays. */
export function cleared(state: DirectoryState): DirectoryState {
  return { q: '', sort: state.sort, page: 1 };
}

/** The `GET /api/mentors` parameters of a state. */
export function toApiParams(state: DirectoryState): PublicMentorListParams {
  return {
    q: state.q || undefined,
    skill: state.skill,
    language: state.language,
    topic: state.topic,
    price: state.price,
    sort: state.sort,
    page: state.page,
    pageSize: MENTOR_DIRECTORY_PAGE_SIZE,
  };
}
