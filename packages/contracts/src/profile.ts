import { z } from 'zod';
import { TEXT_LIMIT } from './limits.ts';
import { MENTOR_LANGUAGES, MENTOR_SKILLS } from './mentors.ts';
import { MAX_QUALITY_SKILLS, MENTOR_STATUSES, QUALITY_SKILLS } from './onboarding-options.ts';
import { multiLineText, singleLineText } from './text.ts';
import { formatInteger } from './number-format.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * Settings → Profile and the profile pages (docs/product.md "Settings"): what a
 * person shows others about themselves. One contract for both roles: a mentor's profile is
 * their public profile (`GET /api/mentors/:id`, the directory cards); a mentee's is shown on
 * their own profile page. Option values are stable slugs; their English labels live in the web app's
 * `settings` i18n catalogue.
 */

/** Status (docs/product.md "Settings": Open to Work, Currently Employed, Freelancing, Student). */
export const EMPLOYMENT_STATUSES = ['open_to_work', 'employed', 'freelancing', 'student'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

/** Industry (docs/product.md "Settings": Tech, Finance, Healthcare, Education, Other). */
export const INDUSTRIES = ['tech', 'finance', 'healthcare', 'education', 'other'] as const;
export type Industry = (typeof INDUSTRIES)[number];

/**
 * The links of a profile (`profile_links`): Contact Information's Portfolio, LinkedIn and
 * Website, and the Social Profile's GitHub and X (Twitter).
 */
export const PROFILE_LINK_KEYS = ['portfolio', 'linkedin', 'website', 'github', 'x'] as const;
export type ProfileLinkKey = (typeof PROFILE_LINK_KEYS)[number];

/** The Contact Information links, in form order. */
export const CONTACT_LINK_KEYS = ['portfolio', 'linkedin', 'website'] as const;
/** The Social Profile links, in form order. */
export const SOCIAL_LINK_KEYS = ['github', 'x'] as const;

/** Longest profile link, in characters. */
export const PROFILE_LINK_MAX_LENGTH = 500;
/** Longest Job Title and Company, in characters (the columns' lengths). */
export const PROFILE_HEADLINE_MAX_LENGTH = 120;
/** Bio: at most 750 characters (docs/product.md#9-constants-and-limits, as onboarding's About). */
export const PROFILE_BIO_MAX_LENGTH = TEXT_LIMIT;
/** Skill chips: at most 20. */
export const PROFILE_SKILLS_MAX = 20;
/** Years of experience: 0 to 80 (the column's check). */
export const PROFILE_YEARS_MAX = 80;

/**
 * The skill chips a role picks from. A mentor's chips are the directory's skill tags
 * (`mentor_profiles.skills`, which the Skills filter and the search read; the free skills
 * text of onboarding is edited in Expertise & Domains); a mentee's are onboarding's qualities
 * (`mentee_profiles.skills`, at most {@link MAX_QUALITY_SKILLS} by the table's check).
 */
export const PROFILE_SKILL_OPTIONS = {
  mentor: MENTOR_SKILLS,
  mentee: QUALITY_SKILLS,
} as const;

/** The most chips a role keeps: the smaller of {@link PROFILE_SKILLS_MAX} and its options. */
export const PROFILE_SKILLS_MAX_BY_ROLE = {
  mentor: Math.min(PROFILE_SKILLS_MAX, MENTOR_SKILLS.length),
  mentee: Math.min(PROFILE_SKILLS_MAX, MAX_QUALITY_SKILLS),
} as const;

/** The message of a link that is not an http or https address. */
export const PROFILE_LINK_MESSAGE = 'Enter a full web address starting with http:// or https://';

/** Whether `text` is an absolute http(s) URL with a host. */
export function isWebUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
}

/** A link field: '' (none) or an http/https URL of at most {@link PROFILE_LINK_MAX_LENGTH}. */
const profileLink = lazySchema(() =>
  singleLineText(PROFILE_LINK_MAX_LENGTH, 'Must be at most 500 characters')
    .refine((text) => text === '' || isWebUrl(text), PROFILE_LINK_MESSAGE)
    .optional()
    .default(''),
);

export const ProfileLinks = lazySchema(() =>
  z.object({
    portfolio: profileLink,
    linkedin: profileLink,
    website: profileLink,
    github: profileLink,
    x: profileLink,
  }),
);
export type ProfileLinks = z.infer<typeof ProfileLinks>;

/** '' or the text: the empty string saves as "not given". */
const optionalLine = (max: number) =>
  singleLineText(max, `Must be at most ${formatInteger(max, 'en-US')} characters`)
    .optional()
    .default('');

/**
 * `PUT /api/profile` body: the whole Profile tab. Empty texts clear a field; `skills` are
 * slugs of the role's {@link PROFILE_SKILL_OPTIONS} (the server refuses others with 400,
 * naming `skills`), without repeats. `yearsExperience` is a mentor's (a mentee's is ignored).
 */
export const UpdateProfile = lazySchema(() =>
  z.object({
    headline: optionalLine(PROFILE_HEADLINE_MAX_LENGTH),
    company: optionalLine(PROFILE_HEADLINE_MAX_LENGTH),
    employmentStatus: z.enum(EMPLOYMENT_STATUSES).nullable().optional().default(null),
    industry: z.enum(INDUSTRIES).nullable().optional().default(null),
    about: multiLineText(
      PROFILE_BIO_MAX_LENGTH,
      `Must be at most ${formatInteger(PROFILE_BIO_MAX_LENGTH, 'en-US')} characters`,
    ),
    skills: z
      .array(singleLineText(40))
      .max(
        PROFILE_SKILLS_MAX,
        `Choose at most ${formatInteger(PROFILE_SKILLS_MAX, 'en-US')} skills`,
      )
      .refine((list) => new Set(list).size === list.length, 'Each skill only once')
      .optional()
      .default([]),
    links: ProfileLinks.optional().default({
      portfolio: '',
      linkedin: '',
      website: '',
      github: '',
      x: '',
    }),
    yearsExperience: z
      .number()
      .int('Must be a whole number')
      .min(0, 'Must be 0 or more')
      .max(PROFILE_YEARS_MAX, `Must be at most ${formatInteger(PROFILE_YEARS_MAX, 'en-US')}`)
      .nullable()
      .optional()
      .default(null),
  }),
);
export type UpdateProfile = z.infer<typeof UpdateProfile>;

/**
 * What a profile still lacks, in the order the completeness meter names them. `availability`
 * (weekly hours: without them nobody can book, so it comes first;
 * docs/product.md#121-mentor-vetting) and `yearsExperience` count for mentors only.
 */
export const PROFILE_PARTS = [
  'availability',
  'photo',
  'headline',
  'company',
  'yearsExperience',
  'languages',
  'about',
  'skills',
] as const;
export type ProfilePart = (typeof PROFILE_PARTS)[number];

export const ProfileCompleteness = lazySchema(() =>
  z.object({
    /** 0–100, the share of the role's parts that are filled in, rounded down. */
    percent: z.number().int().min(0).max(100),
    missing: z.array(z.enum(PROFILE_PARTS)),
  }),
);
export type ProfileCompleteness = z.infer<typeof ProfileCompleteness>;

/**
 * `GET /api/profile` (and the answer of `PUT`): the signed-in person's profile as saved.
 * `photoPath` is a path on this site (null without a photo); `languages` are edited in
 * Settings → Languages; `status` is a mentor's review state (null for a mentee).
 */
export const Profile = lazySchema(() =>
  z.object({
    id: z.string(),
    role: z.enum(['mentor', 'mentee']),
    name: z.string(),
    photoPath: z.string().nullable(),
    headline: z.string(),
    company: z.string(),
    employmentStatus: z.enum(EMPLOYMENT_STATUSES).nullable(),
    industry: z.enum(INDUSTRIES).nullable(),
    about: z.string(),
    skills: z.array(z.string()),
    languages: z.array(z.enum(MENTOR_LANGUAGES)),
    links: z.object({
      portfolio: z.string(),
      linkedin: z.string(),
      website: z.string(),
      github: z.string(),
      x: z.string(),
    }),
    yearsExperience: z.number().int().nullable(),
    status: z.enum(MENTOR_STATUSES).nullable(),
    completeness: ProfileCompleteness,
  }),
);
export type Profile = z.infer<typeof Profile>;

/** `POST /api/profile/photo`: the photo's new address. */
export const ProfilePhoto = lazySchema(() => z.object({ photoPath: z.string() }));
export type ProfilePhoto = z.infer<typeof ProfilePhoto>;

/** Largest photo upload: 5 MB. */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The photo types accepted, checked by content. */
export const PROFILE_PHOTO_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The stored photo: a square of this many pixels a side (WebP). */
export const PROFILE_PHOTO_SIZE = 512;

/** `GET /api/photos/:key` params: the stored photo's key and extension. */
export const PhotoParams = lazySchema(() =>
  z.object({
    file: z.string().regex(/^[0-9a-f]{48}\.webp$/, 'Not a photo address.'),
  }),
);
export type PhotoParams = z.infer<typeof PhotoParams>;

/**
 * The completeness of a profile (docs/product.md#218-mentor-directory): the parts still
 * missing for `role` (weekly hours and years of experience only for mentors), in
 * {@link PROFILE_PARTS} order, and the share filled in.
 * @param profile.hasWeeklyHours whether the mentor's availability has at least one weekly
 *   range (the bookings service's answer); ignored for mentees.
 */
export function profileCompleteness(
  role: 'mentor' | 'mentee',
  profile: {
    hasWeeklyHours: boolean;
    photoPath: string | null;
    headline: string;
    company: string;
    yearsExperience: number | null;
    languages: readonly string[];
    about: string;
    skills: readonly string[];
  },
): ProfileCompleteness {
  const filled: Record<ProfilePart, boolean> = {
    availability: profile.hasWeeklyHours,
    photo: profile.photoPath !== null,
    headline: profile.headline.trim() !== '',
    company: profile.company.trim() !== '',
    yearsExperience: profile.yearsExperience !== null,
    languages: profile.languages.length > 0,
    about: profile.about.trim() !== '',
    skills: profile.skills.length > 0,
  };
  const parts = PROFILE_PARTS.filter(
    (part) => role === 'mentor' || (part !== 'yearsExperience' && part !== 'availability'),
  );
  const missing = parts.filter((part) => !filled[part]);
  return {
    percent: Math.floor(((parts.length - missing.length) * 100) / parts.length),
    missing,
  };
}
