import { z } from 'zod';
import { MENTOR_NICHES } from './onboarding-options.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * The public mentor directory and profiles (docs/product.md#122-discovery "Discovery": full-text
 * search over name, role, company and skills, filters for skills, language, topic and price, a
 * ranking that is explained). Option values are stable slugs; their English labels live in the web
 * app's `mentors` i18n catalogue.
 */

/**
 * Skill tags a mentor carries and the directory's Skills filter offers: the mentor finder's
 * options (docs/product.md#219-mentee-dashboard "Mentors": UX Design, Finance, Data Science) followed by the home
 * page's category chips (§2 "Home page": Sales, Design, Coding, Marketing, Management,
 * Strategy; Finance appears once).
 */
export const MENTOR_SKILLS = [
  'ux_design',
  'finance',
  'data_science',
  'sales',
  'design',
  'coding',
  'marketing',
  'management',
  'strategy',
] as const;
export type MentorSkill = (typeof MENTOR_SKILLS)[number];

/** Topics a mentor covers; the Topic filter's options (docs/product.md#219-mentee-dashboard "Mentors"). */
export const MENTOR_TOPICS = ['career_growth', 'technical_skills', 'leadership'] as const;
export type MentorTopic = (typeof MENTOR_TOPICS)[number];

/**
 * Languages a mentor speaks, as ISO 639-1 codes. The Language filter offers every one of them
 * that some approved mentor speaks (`PublicMentorList.languages`,
 * docs/product.md#218-mentor-directory).
 */
export const MENTOR_LANGUAGES = ['en', 'hi', 'es', 'fr', 'de', 'pt', 'zh', 'ar'] as const;
export type MentorLanguage = (typeof MENTOR_LANGUAGES)[number];

/** The Language filter's options: English, Hindi, Spanish (docs/product.md#219-mentee-dashboard "Mentors"). */
export const FILTER_LANGUAGES = ['en', 'hi', 'es'] as const satisfies readonly MentorLanguage[];

/** English names of the languages, so that `?language=Spanish` is understood as `es`. */
const LANGUAGE_NAMES: Record<string, MentorLanguage> = {
  english: 'en',
  hindi: 'hi',
  spanish: 'es',
  french: 'fr',
  german: 'de',
  portuguese: 'pt',
  chinese: 'zh',
  mandarin: 'zh',
  arabic: 'ar',
};

/**
 * Price filter: `volunteer` = every plan of the mentor is free, `paid` = some plan costs more
 * than 0 (docs/product.md#218-mentor-directory; the same rule as the card's "Volunteer" / "From
 * $X") (docs/product.md#1-product: "Mentors may volunteer or charge a rate").
 */
export const MENTOR_PRICE_FILTERS = ['volunteer', 'paid'] as const;
export type MentorPriceFilter = (typeof MENTOR_PRICE_FILTERS)[number];

/**
 * Orders of the directory. Every order ends with the mentor id, so pages never overlap.
 * - `relevance` (default): PostgreSQL `ts_rank` of the search text against name (weight A),
 *   role and company (B), skill tags (C) and the mentor's own skills text (D); ties, and every
 *   mentor when there is no search text, by rating, then review count, then the most recently
 *   approved first.
 * - `rating`: highest rating first (unrated last), then review count, then relevance.
 * - `price_asc` / `price_desc`: by the lowest plan price; mentors without plans last.
 * - `experience`: most years of experience first; unknown last; then rating.
 */
export const MENTOR_SORTS = [
  'relevance',
  'rating',
  'price_asc',
  'price_desc',
  'experience',
] as const;
export type MentorSort = (typeof MENTOR_SORTS)[number];

/** Mentors per directory page unless `pageSize` says otherwise (a 3 × 4 grid). */
export const MENTOR_DIRECTORY_PAGE_SIZE = 12;
/** Largest page of `GET /api/mentors`. */
export const MENTOR_DIRECTORY_PAGE_SIZE_MAX = 50;
/** Longest search text, in characters; longer text is refused with 400. */
export const MENTOR_SEARCH_MAX_LENGTH = 200;
/** Words of the search text that count; later ones are ignored. */
export const MENTOR_SEARCH_MAX_WORDS = 8;
/** Longest search word that counts, in characters; the rest of a longer word is cut. */
export const MENTOR_SEARCH_MAX_WORD_LENGTH = 40;

/**
 * The words of a search text, as the server matches them: lowercased runs of letters and
 * digits (any script), at most {@link MENTOR_SEARCH_MAX_WORDS}, each cut to
 * {@link MENTOR_SEARCH_MAX_WORD_LENGTH}. Punctuation and operators never reach PostgreSQL's
 * query parser. Example: `"UX-design, (Lumora)!"` → `['ux', 'design', 'lumora']`.
 */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, MENTOR_SEARCH_MAX_WORDS)
    .map((w) => w.slice(0, MENTOR_SEARCH_MAX_WORD_LENGTH));
}

/**
 * A skill slug from a URL value, forgiving case and separators: `Sales`, `UX Design`,
 * `data-science` and `data_science` all work; anything else stays as given (and fails the
 * enum).
 */
export function normaliseSkill(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** A language code from a URL value: a code (`es`) or an English name (`Spanish`). */
export function normaliseLanguage(value: string): string {
  const v = value.trim().toLowerCase();
  return LANGUAGE_NAMES[v] ?? v;
}

export const MentorSkill = lazySchema(() => z.enum(MENTOR_SKILLS));
export const MentorTopic = lazySchema(() => z.enum(MENTOR_TOPICS));
export const MentorLanguage = lazySchema(() => z.enum(MENTOR_LANGUAGES));
export const MentorPriceFilter = lazySchema(() => z.enum(MENTOR_PRICE_FILTERS));
export const MentorSort = lazySchema(() => z.enum(MENTOR_SORTS));

export interface PublicMentorListParams {
  q?: string;
  skill?: MentorSkill;
  language?: MentorLanguage;
  topic?: MentorTopic;
  price?: MentorPriceFilter;
  featured?: boolean;
  sort?: MentorSort;
  page?: number;
  pageSize?: number;
}

/** A price: integer minor units (cents) of an ISO 4217 `currency`. */
export const Money = lazySchema(() =>
  z.object({
    priceMinor: z.number().int().min(0),
    currency: z.string().length(3),
  }),
);
export type Money = z.infer<typeof Money>;

/**
 * An approved mentor as a directory card shows it. Fields that onboarding does not ask for
 * (headline role, company, photo, languages, years, skills, topics) are null or empty for
 * mentors who have not filled them in yet; the UI leaves them out. `ratingAvg` (0.0–5.0, one
 * decimal) is null until the mentor has reviews. `photoPath` is a path on this site, e.g.
 * `/images/mentors/amara-okafor.svg`. `lowestPrice` is the cheapest plan, null without plans;
 * `lowestPaidPrice` the cheapest plan that costs more than 0, null when every plan is free
 * (docs/product.md#218-mentor-directory: a card says "Volunteer" only then, otherwise "From $X",
 * with a "Free intro" mark when a free plan sits beside the paid ones).
 */
export const MentorCard = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    photoPath: z.string().nullable(),
    headline: z.string().nullable(),
    company: z.string().nullable(),
    niche: z.enum(MENTOR_NICHES),
    skills: z.array(MentorSkill),
    topics: z.array(MentorTopic),
    languages: z.array(MentorLanguage),
    yearsExperience: z.number().int().nullable(),
    ratingAvg: z.number().min(0).max(5).nullable(),
    reviewCount: z.number().int().min(0),
    lowestPrice: Money.nullable(),
    lowestPaidPrice: Money.nullable(),
    featured: z.boolean(),
    expertOptIn: z.boolean(),
  }),
);
export type MentorCard = z.infer<typeof MentorCard>;

/**
 * `GET /api/mentors`: one page of matching approved mentors and how many match in all.
 * `languages`: every language at least one approved mentor speaks, in
 * {@link MENTOR_LANGUAGES} order, whatever the filters: the Language filter's options
 * (docs/product.md#218-mentor-directory).
 */
export const PublicMentorList = lazySchema(() =>
  z.object({
    items: z.array(MentorCard),
    languages: z.array(MentorLanguage),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
);
export type PublicMentorList = z.infer<typeof PublicMentorList>;

/** Longest testimonial text, in characters. */
export const TESTIMONIAL_TEXT_LIMIT = 1000;

/**
 * A mentee's testimonial on the home page (docs/product.md#33-public-content "Static testimonial": name, role,
 * rating, text). `rating` is whole stars, 1 to 5.
 */
export const Testimonial = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    role: z.string(),
    rating: z.number().int().min(1).max(5),
    text: z.string(),
  }),
);
export type Testimonial = z.infer<typeof Testimonial>;

/** `GET /api/testimonials`: every published testimonial, in their display order. */
export const TestimonialList = lazySchema(() => z.object({ items: z.array(Testimonial) }));
export type TestimonialList = z.infer<typeof TestimonialList>;

/**
 * `GET /api/stats` (public): the home page's statistics banner (docs/product.md#24-home-page "Home page"),
 * counted live instead of the spec's fixed figures. `mentors`: approved mentors, i.e. those
 * listed in the directory.
 */
export const SiteStats = lazySchema(() =>
  z.object({
    mentors: z.number().int().nonnegative(),
    /** Sessions held on the site: confirmed, ended, nobody reported absent. */
    sessions: z.number().int().nonnegative(),
  }),
);
export type SiteStats = z.infer<typeof SiteStats>;
