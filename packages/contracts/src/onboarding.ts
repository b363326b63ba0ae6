import { z } from 'zod';
import { multiLineText, personName, singleLineText } from './text.ts';
import { TEXT_LIMIT } from './limits.ts';
import { MENTOR_USER_TYPE, ONBOARDING_STEPS, roleOfUserType } from './routes.ts';
import { formatInteger } from './number-format.ts';

/**
 * Onboarding wizard contracts (docs/product.md#216-onboarding-wizard "Onboarding wizard", §3, §4, §5, §7, §9;
 * issue "Onboarding"). Option values are stable slugs; their English labels are the spec's
 * texts and live in the web app's i18n catalogue.
 */

/** Stored role values: `coach` means mentor (docs/product.md#32-onboarding-answers "Role choice"). */
export const USER_TYPES = [MENTOR_USER_TYPE, 'mentee'] as const;
export const UserType = z.enum(USER_TYPES, { message: 'Please select an option' });
export type UserType = z.infer<typeof UserType>;

/** Bio role options (docs/product.md#32-onboarding-answers "Bio"). */
export const BIO_ROLES = ['student', 'postgraduate', 'professional'] as const;
/** Bio domain options (docs/product.md#32-onboarding-answers "Bio"). */
export const BIO_DOMAINS = ['architecture', 'engineering', 'design'] as const;

/** Mentor expertise niches, one to choose (docs/product.md#32-onboarding-answers "Mentor expertise"). */
export const MENTOR_NICHES = [
  'transitional',
  'career',
  'executive',
  'sales',
  'leadership',
  'performance',
  'marketing',
  'devops_it',
  'success',
] as const;

/**
 * Certifications; `others` needs the specify text (docs/product.md#32-onboarding-answers
 * "Certification"). `none` (issue 12): the step is optional, as the spec's validation rules
 * have it; Next without a choice saves `none`.
 */
export const CERTIFICATIONS = [
  'icf',
  'pcc',
  'cce',
  'ncda',
  'aca',
  'gcdf',
  'parwcc',
  'others',
  'none',
] as const;

/** Mentor goals, the last is Other with free text (docs/product.md#9-constants-and-limits). */
export const MENTOR_GOALS = [
  'empower_clients',
  'facilitate_transformations',
  'expand_impact',
  'streamline_workflow',
  'enhance_communication',
  'retain_engagement',
  'access_resources',
  'other',
] as const;

/** Mentee experience statements, one to choose (docs/product.md#9-constants-and-limits). */
export const MENTEE_EXPERIENCES = [
  'graduating_senior',
  'recent_graduate',
  'new_professional',
  'extend_skills',
  'transitioning_career',
  'seeking_promotion',
  'moving_to_senior_role',
  'entrepreneur_roadblock',
] as const;

/** Timeline options (docs/product.md#9-constants-and-limits). */
export const TIMELINES = [
  'lt_3_months',
  '3_6_months',
  '6_months',
  'about_a_year',
  '1_year',
] as const;

/** Session planning periods (docs/product.md#9-constants-and-limits). */
export const SESSION_PERIODS = ['weekly', 'monthly'] as const;

/** Quality skills, at most 5 (docs/product.md#9-constants-and-limits). */
export const QUALITY_SKILLS = [
  'interview_skills',
  'networking',
  'marketing',
  'stress_management',
  'sales',
  'time_management',
  'communication',
  'goal_setting',
  'negotiation',
  'customer_success',
  'productivity_performance',
  'career_change',
  'start_ups',
  'confidence_building',
  'leadership',
  'resume_writing',
  'finding_a_job',
] as const;

/** Traits, any number (docs/product.md#9-constants-and-limits). */
export const TRAITS = [
  'directive',
  'encouraging',
  'patient',
  'challenging',
  'collaborative',
  'enthusiastic',
  'creative',
] as const;

/** Mentee goals, the last is Other with free text (docs/product.md#9-constants-and-limits). */
export const MENTEE_GOALS = [
  'develop_skills',
  'achieve_career_goals',
  'career_clarity',
  'personal_branding',
  'interview_preparation',
  'overcome_obstacles',
  'other',
] as const;

/** At most 5 quality skills: docs/product.md#5-validation. */
export const MAX_QUALITY_SKILLS = 5;
/** Sessions 1–10 and frequency 1–10: docs/product.md#9-constants-and-limits. */
export const SESSIONS_MIN = 1;
export const SESSIONS_MAX = 10;
/** The first plan: "Starter Plan", $500 for 2 sessions (docs/product.md#32-onboarding-answers "Plan"). */
export const STARTER_PLAN = {
  name: 'Starter Plan',
  priceMinor: 50_000,
  currency: 'USD',
  sessions: 2,
} as const;
/** Longest free "specify" / "other" text, in characters. */
export const OTHER_TEXT_LIMIT = 200;
/** Most plans a mentor may offer. */
export const MAX_PLANS = 10;
/** Longest plan name, in characters. */
export const PLAN_NAME_MAX_LENGTH = 80;
/** Longest deliverables text of a plan, in characters. */
export const PLAN_DELIVERABLES_MAX_LENGTH = 500;

const shortText = (max: number) => singleLineText(max);
const longText = multiLineText(
  TEXT_LIMIT,
  `Must be at most ${formatInteger(TEXT_LIMIT, 'en-US')} characters`,
);
const otherText = shortText(OTHER_TEXT_LIMIT);

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

export const RoleAnswers = z.object({ userType: UserType });
export const BioAnswers = z.object({
  firstName: personName(80, 'Please enter your first name'),
  lastName: personName(80, 'Please enter your last name'),
  email: z.union([z.literal(''), z.email()]).optional(),
  location: shortText(120).optional(),
  institution: shortText(160).optional(),
  role: z.enum(BIO_ROLES).optional(),
  domain: z.enum(BIO_DOMAINS).optional(),
});
export const AboutAnswers = z.object({ text: longText });
export const ExpertiseAnswers = z.object({ niche: z.enum(MENTOR_NICHES) });
export const SkillsAnswers = z.object({ text: longText });
export const ExpertAnswers = z.object({ optIn: z.boolean() });
export const CertificationAnswers = withOther(
  z.object({
    // Optional (issue 12): no choice is "None".
    certification: z.enum(CERTIFICATIONS).optional().default('none'),
    other: otherText.optional(),
  }),
  'others',
  'certification',
);
export const Plan = z.object({
  name: shortText(PLAN_NAME_MAX_LENGTH).min(1),
  /** Price in minor units (cents) of `currency`. */
  priceMinor: z.number().int().min(0).max(100_000_000),
  currency: z.literal('USD'),
  sessions: z.number().int().min(1).max(100),
  deliverables: multiLineText(PLAN_DELIVERABLES_MAX_LENGTH).optional(),
});
export type Plan = z.infer<typeof Plan>;
export const PlansAnswers = z.object({ plans: z.array(Plan).min(1).max(MAX_PLANS) });
export const ClientsAnswers = z.object({
  count: z.number().int().min(1, 'Must be at least 1').max(1_000_000),
});
export const MentorGoalAnswers = withOther(
  z.object({ goal: z.enum(MENTOR_GOALS), other: otherText.optional() }),
  'other',
  'goal',
);
export const ExperienceAnswers = z.object({ experience: z.enum(MENTEE_EXPERIENCES) });
export const TimelineAnswers = z.object({ timeline: z.enum(TIMELINES) });
export const SessionsAnswers = z.object({
  numberOfSessions: z.number().int().min(SESSIONS_MIN).max(SESSIONS_MAX),
  frequency: z.number().int().min(SESSIONS_MIN).max(SESSIONS_MAX),
  period: z.enum(SESSION_PERIODS),
});
export const QualitiesAnswers = z.object({
  skills: z
    .array(z.enum(QUALITY_SKILLS))
    .max(MAX_QUALITY_SKILLS, `Choose at most ${formatInteger(MAX_QUALITY_SKILLS, 'en-US')} skills`)
    .refine((a) => new Set(a).size === a.length, 'Each skill once'),
  traits: z.array(z.enum(TRAITS)).refine((a) => new Set(a).size === a.length, 'Each trait once'),
});
export const MenteeGoalAnswers = withOther(
  z.object({ goal: z.enum(MENTEE_GOALS), other: otherText.optional() }),
  'other',
  'goal',
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
export const SaveOnboardingStep = z.object({
  step: z.number().int().min(2).max(17),
  data: z.record(z.string(), z.unknown()),
});
export type SaveOnboardingStep = z.infer<typeof SaveOnboardingStep>;

/** Every saved answer, keyed by step key (partial while the wizard is under way). */
export const OnboardingAnswers = z.object({
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
});
export type OnboardingAnswers = z.infer<typeof OnboardingAnswers>;

/** Mentor review states (docs/product.md#121-mentor-vetting "Mentor vetting"). */
export const MENTOR_STATUSES = ['pending', 'approved', 'declined'] as const;
export const MentorStatus = z.enum(MENTOR_STATUSES);
export type MentorStatus = z.infer<typeof MentorStatus>;

/** `GET /api/onboarding`: the saved answers, the role, where to resume, and whether done. */
export const OnboardingState = z.object({
  userType: UserType.nullable(),
  answers: OnboardingAnswers,
  /** Route of the step to resume at (the first unsaved step of the branch). */
  resumePath: z.string(),
  completed: z.boolean(),
  /** For mentors: the review state once onboarding is complete, else null. */
  mentorStatus: MentorStatus.nullable(),
  declineReason: z.string().nullable(),
});
export type OnboardingState = z.infer<typeof OnboardingState>;

/**
 * `POST /api/onboarding/complete` has no body; it answers the new {@link OnboardingState}.
 * Where each role then lands: `DASHBOARD_PATHS` (routes.ts).
 */

/** Longest decline reason, in characters (issue "Onboarding", "Mentor vetting"). */
export const DECLINE_REASON_LIMIT = 1000;
/** Largest page of the mentor lists. */
export const MENTOR_PAGE_SIZE_MAX = 50;

/** A query-string page number, 1-based. */
const PageNumber = z.coerce.number().int().min(1).max(100_000).default(1);
/** A query-string page size, 1 to {@link MENTOR_PAGE_SIZE_MAX}. */
const PageSize = z.coerce.number().int().min(1).max(MENTOR_PAGE_SIZE_MAX).default(20);

/** A mentor's plan as stored and listed: price in minor units of `currency`. */
export const MentorPlan = z.object({
  name: z.string(),
  /** Price in minor units (cents) of `currency`. */
  priceMinor: z.number().int(),
  /** ISO 4217 code, e.g. `USD`. */
  currency: z.string().length(3),
  sessions: z.number().int(),
  deliverables: z.string().nullable(),
});
export type MentorPlan = z.infer<typeof MentorPlan>;

/** `GET /api/admin/mentors` query: which applications, and the page. */
export const MentorApplicationListQuery = z.object({
  status: z.enum([...MENTOR_STATUSES, 'all']).default('all'),
  page: PageNumber,
  pageSize: PageSize,
});
export type MentorApplicationListQuery = z.infer<typeof MentorApplicationListQuery>;

/**
 * A mentor's application as an admin reviews it: everything the mentor entered in onboarding,
 * the account it belongs to, and the review state. Times are ISO 8601 strings in UTC.
 */
export const MentorApplication = z.object({
  userId: z.string(),
  /** The account's (verified) email, where the decision mail goes. */
  accountEmail: z.string(),
  accountName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The email entered on the bio step, if any (may differ from the account's). */
  contactEmail: z.string().nullable(),
  location: z.string().nullable(),
  institution: z.string().nullable(),
  bioRole: z.enum(BIO_ROLES).nullable(),
  domain: z.enum(BIO_DOMAINS).nullable(),
  about: z.string(),
  niche: z.enum(MENTOR_NICHES),
  skillsText: z.string(),
  expertOptIn: z.boolean(),
  certification: z.enum(CERTIFICATIONS),
  certificationOther: z.string().nullable(),
  plans: z.array(MentorPlan),
  clientsCount: z.number().int(),
  /**
   * Years of experience the mentor states in Settings → Profile (issue 12), null when not
   * stated yet: the review shows them and approving asks the admin to confirm them.
   */
  yearsExperience: z.number().int().nullable(),
  goal: z.enum(MENTOR_GOALS),
  goalOther: z.string().nullable(),
  status: MentorStatus,
  declineReason: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** Email of the admin who decided, null while pending. */
  reviewerEmail: z.string().nullable(),
});
export type MentorApplication = z.infer<typeof MentorApplication>;

/** `GET /api/admin/mentors`: pending first, then the most recently submitted. */
export const MentorApplicationList = z.object({
  items: z.array(MentorApplication),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type MentorApplicationList = z.infer<typeof MentorApplicationList>;

/** `POST /api/admin/mentors/:userId/decline` body: the reason the mentor is mailed. */
export const DeclineMentor = z.object({
  reason: multiLineText(
    DECLINE_REASON_LIMIT,
    `Must be at most ${formatInteger(DECLINE_REASON_LIMIT, 'en-US')} characters`,
  ).pipe(z.string().trim().min(1, 'Please give a reason')),
});
export type DeclineMentor = z.infer<typeof DeclineMentor>;

// The public directory's schemas (PublicMentorListQuery, PublicMentor, PublicMentorList) live
// in mentors.ts.
