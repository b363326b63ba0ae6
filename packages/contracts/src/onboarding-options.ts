import { z } from 'zod';
import { MENTOR_USER_TYPE } from './routes.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * The option lists of the onboarding answers (docs/product.md#32-onboarding-answers), the
 * mentor review states and a mentor's stored plan: what the public directory, profiles,
 * settings and the admin review share with the onboarding wizard. Option values are stable
 * slugs; their English labels live in the web app's i18n catalogue. Apart from the wizard's
 * answer schemas (onboarding.ts) so that a page needing only these does not load those
 * (docs/performance.md, first-load JS of `/`).
 */

/** Stored role values: `coach` means mentor (docs/product.md#32-onboarding-answers "Role choice"). */
export const USER_TYPES = [MENTOR_USER_TYPE, 'mentee'] as const;
export const UserType = lazySchema(() =>
  z.enum(USER_TYPES, { message: 'Please select an option' }),
);
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
 * "Certification"). `none`: the step is optional, as the spec's validation rules
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

/** Mentor review states (docs/product.md#121-mentor-vetting "Mentor vetting"). */
export const MENTOR_STATUSES = ['pending', 'approved', 'declined'] as const;
export const MentorStatus = lazySchema(() => z.enum(MENTOR_STATUSES));
export type MentorStatus = z.infer<typeof MentorStatus>;

/** A mentor's plan as stored and listed: price in minor units of `currency`. */
export const MentorPlan = lazySchema(() =>
  z.object({
    name: z.string(),
    /** Price in minor units (cents) of `currency`. */
    priceMinor: z.number().int(),
    /** ISO 4217 code, e.g. `USD`. */
    currency: z.string().length(3),
    sessions: z.number().int(),
    deliverables: z.string().nullable(),
  }),
);
export type MentorPlan = z.infer<typeof MentorPlan>;
