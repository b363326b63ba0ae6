import { z } from 'zod';
import { multiLineText } from './text.ts';
import { formatInteger } from './number-format.ts';
import {
  BIO_DOMAINS,
  BIO_ROLES,
  CERTIFICATIONS,
  MENTOR_GOALS,
  MENTOR_NICHES,
  MENTOR_STATUSES,
  MentorPlan,
  MentorStatus,
} from './onboarding-options.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * Mentor vetting contracts (docs/product.md#121-mentor-vetting "Mentor vetting"; issue
 * "Onboarding"): the admin's list of applications and the decline body. Apart from
 * onboarding.ts so that a module needing only the onboarding state (or only these) does not
 * carry the other (docs/performance.md, first-load JS).
 */

/** Longest decline reason, in characters (docs/product.md#121-mentor-vetting). */
export const DECLINE_REASON_LIMIT = 1000;
/** Largest page of the mentor lists. */
export const MENTOR_PAGE_SIZE_MAX = 50;

/** A query-string page number, 1-based. */
const PageNumber = lazySchema(() => z.coerce.number().int().min(1).max(100_000).default(1));
/** A query-string page size, 1 to {@link MENTOR_PAGE_SIZE_MAX}. */
const PageSize = lazySchema(() =>
  z.coerce.number().int().min(1).max(MENTOR_PAGE_SIZE_MAX).default(20),
);

/** `GET /api/admin/mentors` query: which applications, and the page. */
export const MentorApplicationListQuery = lazySchema(() =>
  z.object({
    status: z.enum([...MENTOR_STATUSES, 'all']).default('all'),
    page: PageNumber,
    pageSize: PageSize,
  }),
);
export type MentorApplicationListQuery = z.infer<typeof MentorApplicationListQuery>;

/**
 * A mentor's application as an admin reviews it: everything the mentor entered in onboarding,
 * the account it belongs to, and the review state. Times are ISO 8601 strings in UTC.
 */
export const MentorApplication = lazySchema(() =>
  z.object({
    userId: z.string(),
    /** The account's (verified) email, where the decision mail goes. */
    accountEmail: z.string(),
    /**
     * The person's one name (the account's; ADR 0016): the bio step's first and last name
     * become it on Confirm, and Settings → General changes it.
     */
    accountName: z.string(),
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
     * Years of experience the mentor states in Settings → Profile (docs/product.md#1115-settings-that-save), null when not
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
    /**
     * When an admin delisted the approved mentor (docs/product.md#144-the-mentor-lifecycle),
     * null while listed.
     */
    delistedAt: z.string().nullable(),
    /** The reason mailed to the mentor when delisted, null while listed. */
    delistReason: z.string().nullable(),
  }),
);
export type MentorApplication = z.infer<typeof MentorApplication>;

/** `GET /api/admin/mentors`: pending first, then the most recently submitted. */
export const MentorApplicationList = lazySchema(() =>
  z.object({
    items: z.array(MentorApplication),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
);
export type MentorApplicationList = z.infer<typeof MentorApplicationList>;

/** `POST /api/admin/mentors/:userId/decline` body: the reason the mentor is mailed. */
export const DeclineMentor = lazySchema(() =>
  z.object({
    reason: multiLineText(
      DECLINE_REASON_LIMIT,
      `Must be at most ${formatInteger(DECLINE_REASON_LIMIT, 'en-US')} characters`,
    ).pipe(z.string().trim().min(1, 'Please give a reason')),
  }),
);
export type DeclineMentor = z.infer<typeof DeclineMentor>;

/**
 * `POST /api/admin/mentors/:userId/delist` body: the reason the mentor is mailed, with the
 * decline reason's limits (docs/product.md#144-the-mentor-lifecycle).
 */
export const DelistMentor = lazySchema(() => z.object({ reason: DeclineMentor.shape.reason }));
export type DelistMentor = z.infer<typeof DelistMentor>;
