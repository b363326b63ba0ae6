import { z } from 'zod';
import { multiLineText, personName, singleLineText } from './text.ts';
import { TEXT_LIMIT } from './limits.ts';
import { roleOfUserType } from './routes.ts';
import { ONBOARDING_STEPS } from './onboarding-steps.ts';
import {
  BIO_DOMAINS,
  BIO_ROLES,
  CERTIFICATIONS,
  MAX_PLANS,
  MAX_QUALITY_SKILLS,
  MENTEE_EXPERIENCES,
  MENTEE_GOALS,
  MENTOR_GOALS,
  MENTOR_NICHES,
  MentorStatus,
  OTHER_TEXT_LIMIT,
  PLAN_DELIVERABLES_MAX_LENGTH,
  PLAN_NAME_MAX_LENGTH,
  QUALITY_SKILLS,
  SESSIONS_MAX,
  SESSIONS_MIN,
  SESSION_PERIODS,
  TIMELINES,
  TRAITS,
  UserType,
} from './onboarding-options.ts';
import { formatInteger } from './number-format.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * Onboarding wizard contracts (docs/product.md#216-onboarding-wizard "Onboarding wizard", §3, §4,
 * §5, §7, §9). Option values are stable slugs; their English labels are the spec's texts and live
 * in the web app's i18n catalogue.
 */

const shortText = (max: number) => singleLineText(max);
const longText = lazySchema(() =>
  multiLineText(TEXT_LIMIT, `Must be at most ${formatInteger(TEXT_LIMIT, 'en-US')} characters`),
);
const otherText = lazySchema(() => shortText(OTHER_TEXT_LIMIT));

/**
 * "Other"/"Others" needs a non-empty specify text; any other choice must not carry one
 * (the UI clears it: docs/product.md#4-states-and-transitions).
 */
function withOther<T extends z.ZodObject<{ other: z.ZodOptional<z.ZodString> }>>(
  schema: T,
  otherValue: string,
  key: string,
) {
  return schema.superRefine((value, ctx) => {
    const v = value as unknown as Record<string, string | undefined>;
    const chosen = v[key];
    const other = v.other?.trim() ?? '';
    if (chosen === otherValue && !other) {
      ctx.addIssue({ code: 'custom', path: ['other'], message: 'Please specify' });
    }
    if (chosen !== otherValue && other) {
      ctx.addIssue({
        code: 'custom',
        path: ['other'],
        message: `Only allowed when "${otherValue}" is chosen`,
      });
    }
  });
}

export const RoleAnswers = lazySchema(() => z.object({ userType: UserType }));
export const BioAnswers = lazySchema(() =>
  z.object({
    firstName: personName(80, 'Please enter your first name'),
    lastName: personName(80, 'Please enter your last name'),
    email: z.union([z.literal(''), z.email()]).optional(),
    location: shortText(120).optional(),
    institution: shortText(160).optional(),
    role: z.enum(BIO_ROLES).optional(),
    domain: z.enum(BIO_DOMAINS).optional(),
  }),
);
export const AboutAnswers = lazySchema(() => z.object({ text: longText }));
export const ExpertiseAnswers = lazySchema(() => z.object({ niche: z.enum(MENTOR_NICHES) }));
export const SkillsAnswers = lazySchema(() => z.object({ text: longText }));
export const ExpertAnswers = lazySchema(() => z.object({ optIn: z.boolean() }));
export const CertificationAnswers = lazySchema(() =>
  withOther(
    z.object({
      // Optional: no choice is "None".
      certification: z.enum(CERTIFICATIONS).optional().default('none'),
      other: otherText.optional(),
    }),
    'others',
    'certification',
  ),
);
export const Plan = lazySchema(() =>
  z.object({
    name: shortText(PLAN_NAME_MAX_LENGTH).min(1),
    /** Price in minor units (cents) of `currency`. */
    priceMinor: z.number().int().min(0).max(100_000_000),
    currency: z.literal('USD'),
    sessions: z.number().int().min(1).max(100),
    deliverables: multiLineText(PLAN_DELIVERABLES_MAX_LENGTH).optional(),
  }),
);
export type Plan = z.infer<typeof Plan>;
export const PlansAnswers = lazySchema(() =>
  z.object({ plans: z.array(Plan).min(1).max(MAX_PLANS) }),
);
export const ClientsAnswers = lazySchema(() =>
  z.object({
    count: z.number().int().min(1, 'Must be at least 1').max(1_000_000),
  }),
);
export const MentorGoalAnswers = lazySchema(() =>
  withOther(z.object({ goal: z.enum(MENTOR_GOALS), other: otherText.optional() }), 'other', 'goal'),
);
export const ExperienceAnswers = lazySchema(() =>
  z.object({ experience: z.enum(MENTEE_EXPERIENCES) }),
);
export const TimelineAnswers = lazySchema(() => z.object({ timeline: z.enum(TIMELINES) }));
export const SessionsAnswers = lazySchema(() =>
  z.object({
    numberOfSessions: z.number().int().min(SESSIONS_MIN).max(SESSIONS_MAX),
    frequency: z.number().int().min(SESSIONS_MIN).max(SESSIONS_MAX),
    period: z.enum(SESSION_PERIODS),
  }),
);
export const QualitiesAnswers = lazySchema(() =>
  z.object({
    skills: z
      .array(z.enum(QUALITY_SKILLS))
      .max(
        MAX_QUALITY_SKILLS,
        `Choose at most ${formatInteger(MAX_QUALITY_SKILLS, 'en-US')} skills`,
      )
      .refine((a) => new Set(a).size === a.length, 'Each skill once'),
    traits: z.array(z.enum(TRAITS)).refine((a) => new Set(a).size === a.length, 'Each trait once'),
  }),
);
export const MenteeGoalAnswers = lazySchema(() =>
  withOther(z.object({ goal: z.enum(MENTEE_GOALS), other: otherText.optional() }), 'other', 'goal'),
);

/** The answers schema of each saved step. */
export const STEP_ANSWERS = {
  roleInfo: RoleAnswers,
  bio: BioAnswers,
  about: AboutAnswers,
  confirmRole: RoleAnswers,
  expertise: ExpertiseAnswers,
  skills: SkillsAnswers,
  expert: ExpertAnswers,
  certification: CertificationAnswers,
  plans: PlansAnswers,
  clients: ClientsAnswers,
  mentorGoal: MentorGoalAnswers,
  experience: ExperienceAnswers,
  timeline: TimelineAnswers,
  sessions: SessionsAnswers,
  qualities: QualitiesAnswers,
  menteeGoal: MenteeGoalAnswers,
} as const;

export type SavedStepKey = keyof typeof STEP_ANSWERS;

/** The steps a role must have saved before it can finish, in order. */
export function requiredSteps(userType: UserType): SavedStepKey[] {
  return ONBOARDING_STEPS.filter(
    (s) => s.key !== 'finish' && (s.branch === 'both' || s.branch === roleOfUserType(userType)),
  ).map((s) => s.key as SavedStepKey);
}

/**
 * `POST /api/onboarding/save` body: `{step, data}` where `data` holds the step's answers
 * under its key, e.g. `{step: 2, data: {roleInfo: {userType: 'coach'}}}` (docs/product.md#7-api).
 */
export const SaveOnboardingStep = lazySchema(() =>
  z.object({
    step: z.number().int().min(2).max(17),
    data: z.record(z.string(), z.unknown()),
  }),
);
export type SaveOnboardingStep = z.infer<typeof SaveOnboardingStep>;

/** Every saved answer, keyed by step key (partial while the wizard is under way). */
export const OnboardingAnswers = lazySchema(() =>
  z.object({
    roleInfo: RoleAnswers.optional(),
    bio: BioAnswers.optional(),
    about: AboutAnswers.optional(),
    confirmRole: RoleAnswers.optional(),
    expertise: ExpertiseAnswers.optional(),
    skills: SkillsAnswers.optional(),
    expert: ExpertAnswers.optional(),
    certification: CertificationAnswers.optional(),
    plans: PlansAnswers.optional(),
    clients: ClientsAnswers.optional(),
    mentorGoal: MentorGoalAnswers.optional(),
    experience: ExperienceAnswers.optional(),
    timeline: TimelineAnswers.optional(),
    sessions: SessionsAnswers.optional(),
    qualities: QualitiesAnswers.optional(),
    menteeGoal: MenteeGoalAnswers.optional(),
  }),
);
export type OnboardingAnswers = z.infer<typeof OnboardingAnswers>;

/** `GET /api/onboarding`: the saved answers, the role, where to resume, and whether done. */
export const OnboardingState = lazySchema(() =>
  z.object({
    userType: UserType.nullable(),
    answers: OnboardingAnswers,
    /** Route of the step to resume at (the first unsaved step of the branch). */
    resumePath: z.string(),
    completed: z.boolean(),
    /** For mentors: the review state once onboarding is complete, else null. */
    mentorStatus: MentorStatus.nullable(),
    declineReason: z.string().nullable(),
  }),
);
export type OnboardingState = z.infer<typeof OnboardingState>;

/**
 * `POST /api/onboarding/complete` has no body; it answers the new {@link OnboardingState}.
 * Where each role then lands: `DASHBOARD_PATHS` (routes.ts).
 */

// The public directory's schemas (PublicMentorListQuery, PublicMentor, PublicMentorList) live
// in mentors.ts.
