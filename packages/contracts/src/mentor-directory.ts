import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import {
  MENTOR_DIRECTORY_PAGE_SIZE,
  MENTOR_DIRECTORY_PAGE_SIZE_MAX,
  MENTOR_SEARCH_MAX_LENGTH,
  MentorCard,
  MentorLanguage,
  MentorPriceFilter,
  MentorSkill,
  MentorSort,
  MentorTopic,
  normaliseLanguage,
  normaliseSkill,
} from './mentors.ts';
import { CERTIFICATIONS, MentorPlan } from './onboarding-options.ts';
import { pathId, singleLineText } from './text.ts';

/*
 * The directory's query and a mentor's public profile, apart from the cards of mentors.ts:
 * the home page shows cards only, so its first load does not carry these schemas
 * (docs/performance.md#the-first-load).
 */

/** An optional query-string value: empty or blank means "not given". */
const optionalParam = <T extends z.ZodType>(schema: T, normalise?: (v: string) => string) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return undefined;
    return normalise ? normalise(v) : v;
  }, schema.optional());

/**
 * `GET /api/mentors` query (public; approved mentors only). Every filter is optional and
 * they combine with AND. `featured=true` keeps the mentors shown on the home page.
 */
export const PublicMentorListQuery = lazySchema(() =>
  z.object({
    q: optionalParam(singleLineText(MENTOR_SEARCH_MAX_LENGTH)),
    skill: optionalParam(MentorSkill, normaliseSkill),
    language: optionalParam(MentorLanguage, normaliseLanguage),
    topic: optionalParam(MentorTopic, normaliseSkill),
    price: optionalParam(MentorPriceFilter, (v) => v.trim().toLowerCase()),
    featured: optionalParam(z.enum(['true', 'false']).transform((v) => v === 'true')),
    sort: optionalParam(MentorSort).default('relevance'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(MENTOR_DIRECTORY_PAGE_SIZE_MAX)
      .default(MENTOR_DIRECTORY_PAGE_SIZE),
  }),
);
export type PublicMentorListQuery = z.infer<typeof PublicMentorListQuery>;
/** What a caller of `GET /api/mentors` may send; anything left out takes its default. */
/** `:id` of `GET /api/mentors/:id`: a user id. */
export const MentorParams = lazySchema(() => z.object({ id: pathId(36) }));
export type MentorParams = z.infer<typeof MentorParams>;

/**
 * An approved mentor's public profile (`GET /api/mentors/:id`): the card plus what the
 * mentor entered in onboarding that anyone may read (about text, free skills text,
 * certification, plans with prices). `id` is the user id.
 */
export const PublicMentor = lazySchema(() =>
  MentorCard.extend({
    about: z.string(),
    skillsText: z.string(),
    certification: z.enum(CERTIFICATIONS),
    certificationOther: z.string().nullable(),
    /** The plans, each with the id a booking names (`POST /api/bookings` `planId`). */
    plans: z.array(MentorPlan.extend({ id: z.string() })),
    /**
     * False when the mentor has turned off "accepting new mentees" (Settings → Mentee
     * Management): the profile says so and only their existing mentees may book.
     * The server always sends it; absent reads as true.
     */
    acceptingNewMentees: z.boolean().optional(),
    /**
     * Settings → Profile: Status (a contracts `EMPLOYMENT_STATUSES` value) and
     * Industry (`INDUSTRIES`), null when not given; the server always sends them.
     */
    employmentStatus: z.string().nullable().optional(),
    industry: z.string().nullable().optional(),
    /** The profile's links (portfolio, linkedin, website, github, x), http/https URLs only. */
    links: z
      .object({
        portfolio: z.string().optional(),
        linkedin: z.string().optional(),
        website: z.string().optional(),
        github: z.string().optional(),
        x: z.string().optional(),
      })
      .optional(),
  }),
);
export type PublicMentor = z.infer<typeof PublicMentor>;
