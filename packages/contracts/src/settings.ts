import { z } from 'zod';
import { Circle } from './circles.ts';
import { NAME_MAX_LENGTH, TEXT_LIMIT } from './limits.ts';
import { TimeZone } from './availability.ts';
import { MENTOR_LANGUAGES, MentorLanguage } from './mentors.ts';
import {
  CERTIFICATIONS,
  MENTEE_GOALS,
  MENTOR_GOALS,
  MENTOR_NICHES,
  OTHER_TEXT_LIMIT,
} from './onboarding-options.ts';
import { multiLineText, personName, singleLineText } from './text.ts';
import { formatInteger } from './number-format.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * Settings sections (docs/product.md#1115-settings-that-save; docs/product.md "Settings"): `GET`
 * and `PUT /api/settings/<section>` for general, languages, goals, expertise and community. Each
 * `PUT` answers the section as `GET` would after the change.
 */

/** Interface languages: English, Spanish and Hindi (docs/product.md#15-languages). */
export const UI_LANGUAGES = ['en', 'es', 'hi'] as const;
export const UiLanguage = lazySchema(() => z.enum(UI_LANGUAGES));
export type UiLanguage = z.infer<typeof UiLanguage>;

/** `PUT /api/settings/general`: display name (`users.name`), IANA time zone, interface language. */
export const UpdateGeneralSettings = lazySchema(() =>
  z.object({
    name: personName(NAME_MAX_LENGTH, 'Please enter your name.'),
    timeZone: TimeZone,
    language: UiLanguage,
  }),
);
export type UpdateGeneralSettings = z.infer<typeof UpdateGeneralSettings>;

/**
 * `GET /api/settings/general`: as {@link UpdateGeneralSettings} plus the account email (shown
 * read-only: changing it comes with account security). `timeZone` is null until first saved.
 */
export const GeneralSettings = lazySchema(() =>
  z.object({
    name: z.string(),
    email: z.string(),
    timeZone: z.string().nullable(),
    language: UiLanguage,
  }),
);
export type GeneralSettings = z.infer<typeof GeneralSettings>;

/**
 * `PUT /api/settings/languages`: the languages a mentor mentors in (the directory's Language
 * filter reads them) or a mentee wants to be mentored in; each once, at least one.
 */
export const UpdateLanguagesSettings = lazySchema(() =>
  z.object({
    languages: z
      .array(MentorLanguage)
      .min(1, 'Choose at least one language.')
      .max(MENTOR_LANGUAGES.length)
      .refine((list) => new Set(list).size === list.length, 'Each language once.'),
  }),
);
export type UpdateLanguagesSettings = z.infer<typeof UpdateLanguagesSettings>;

/** `GET /api/settings/languages`: as saved (empty until first chosen). */
export const LanguagesSettings = lazySchema(() => z.object({ languages: z.array(MentorLanguage) }));
export type LanguagesSettings = z.infer<typeof LanguagesSettings>;

/**
 * `GET`/`PUT /api/settings/goals`: the onboarding goal step's answer, `{goal, other}`: a
 * mentor's one of `MENTOR_GOALS` (`MentorGoalAnswers`), a mentee's one of `MENTEE_GOALS`
 * (`MenteeGoalAnswers`); the server checks the caller's own. "Other" needs its text
 * (at most {@link OTHER_TEXT_LIMIT}), any other choice none.
 */
export const GoalsSettings = lazySchema(() =>
  z
    .object({
      goal: z.enum([...new Set([...MENTOR_GOALS, ...MENTEE_GOALS])] as [string, ...string[]], {
        message: 'Please select an option',
      }),
      other: singleLineText(OTHER_TEXT_LIMIT).optional(),
    })
    .superRefine((value, ctx) => {
      const other = value.other?.trim() ?? '';
      if (value.goal === 'other' && !other)
        ctx.addIssue({ code: 'custom', path: ['other'], message: 'Please specify' });
      if (value.goal !== 'other' && other)
        ctx.addIssue({
          code: 'custom',
          path: ['other'],
          message: 'Only allowed when "other" is chosen',
        });
    }),
);
export type GoalsSettings = z.infer<typeof GoalsSettings>;

/**
 * Certification choices in settings: the onboarding ones, which end with "None".
 * The same list, so "None" is offered once.
 */
export const SETTINGS_CERTIFICATIONS = CERTIFICATIONS;
export type SettingsCertification = (typeof SETTINGS_CERTIFICATIONS)[number];

/**
 * `GET`/`PUT /api/settings/expertise` (mentors): niche, the skills text (at most
 * {@link TEXT_LIMIT} characters), certification ("Others" needs its text, at most
 * {@link OTHER_TEXT_LIMIT}; "None" is allowed) and the Ask an Expert opt-in.
 */
export const ExpertiseSettings = lazySchema(() =>
  z
    .object({
      niche: z.enum(MENTOR_NICHES, { message: 'Please select an option' }),
      skillsText: multiLineText(
        TEXT_LIMIT,
        `Must be at most ${formatInteger(TEXT_LIMIT, 'en-US')} characters`,
      ),
      certification: z.enum(SETTINGS_CERTIFICATIONS, { message: 'Please select an option' }),
      certificationOther: singleLineText(OTHER_TEXT_LIMIT).optional(),
      expertOptIn: z.boolean(),
    })
    .superRefine((value, ctx) => {
      const other = value.certificationOther?.trim() ?? '';
      if (value.certification === 'others' && !other)
        ctx.addIssue({ code: 'custom', path: ['certificationOther'], message: 'Please specify' });
      if (value.certification !== 'others' && other)
        ctx.addIssue({
          code: 'custom',
          path: ['certificationOther'],
          message: 'Only allowed when "others" is chosen',
        });
    }),
);
export type ExpertiseSettings = z.infer<typeof ExpertiseSettings>;

/** `PUT /api/settings/community`: whether circle member lists show the person's name. */
export const UpdateCommunitySettings = lazySchema(() =>
  z.object({ showInMemberLists: z.boolean() }),
);
export type UpdateCommunitySettings = z.infer<typeof UpdateCommunitySettings>;

/** `GET /api/settings/community`: the member-list choice and the circles the person is in. */
export const CommunitySettings = lazySchema(() =>
  UpdateCommunitySettings.extend({
    circles: z.array(Circle),
  }),
);
export type CommunitySettings = z.infer<typeof CommunitySettings>;
