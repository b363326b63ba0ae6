import { z } from 'zod';
import { TEXT_LIMIT } from './limits.ts';
import { MENTOR_NICHES } from './onboarding-options.ts';
import { multiLineText, pathId } from './text.ts';
import { formatInteger } from './number-format.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * Ask an Expert (the spec's ExpertFinder, §3 "Expert opt-in"): a stuck mentee
 * describes the problem; approved mentors who opted in as experts and are online see it
 * live, best matching topic first (their expertise niche); the first to accept gets a
 * conversation with the mentee.
 */

/** A request's topic: the mentor expertise niches of the spec's lists (§9). */
export const EXPERT_TOPICS = MENTOR_NICHES;
export const ExpertTopic = lazySchema(() => z.enum(EXPERT_TOPICS));
export type ExpertTopic = z.infer<typeof ExpertTopic>;

/** How long a request is offered live before the mentee is told nobody accepted: 10 minutes. */
export const EXPERT_REQUEST_TTL_MS = 10 * 60 * 1000;
/** Requests a mentee may make per hour (ADR 0004). */
export const EXPERT_REQUESTS_PER_HOUR = 5;
/** An expert sees at most this many open requests, newest first. */
export const EXPERT_INBOX_SIZE = 20;

export const EXPERT_REQUEST_STATUSES = [
  'open',
  'waiting',
  'accepted',
  'expired',
  'cancelled',
] as const;
export const ExpertRequestStatus = lazySchema(() => z.enum(EXPERT_REQUEST_STATUSES));
export type ExpertRequestStatus = z.infer<typeof ExpertRequestStatus>;

/** `POST /api/expert-requests` body (mentee). Description up to 750 characters. */
export const CreateExpertRequest = lazySchema(() =>
  z.object({
    topic: ExpertTopic,
    description: multiLineText(
      TEXT_LIMIT,
      `Must be at most ${formatInteger(TEXT_LIMIT, 'en-US')} characters.`,
    ).refine((t) => t.trim().length > 0, 'Required.'),
  }),
);
export type CreateExpertRequest = z.infer<typeof CreateExpertRequest>;

/**
 * A request. To experts, `mentee` is the public name rule (first name and last initial);
 * `matchesMyExpertise` says whether the topic is the reader's niche. `expert` and
 * `conversationId` are set once accepted (for the mentee and the winner).
 */
export const ExpertRequest = lazySchema(() =>
  z.object({
    id: z.string(),
    topic: ExpertTopic,
    description: z.string(),
    status: ExpertRequestStatus,
    createdAt: z.string(),
    expiresAt: z.string(),
    mentee: z.object({ id: z.string(), name: z.string() }),
    expert: z.object({ id: z.string(), name: z.string() }).nullable(),
    conversationId: z.string().nullable(),
    matchesMyExpertise: z.boolean(),
  }),
);
export type ExpertRequest = z.infer<typeof ExpertRequest>;

/** `GET /api/expert-requests/mine` (mentee): the open or latest request, or null. */
export const MyExpertRequest = lazySchema(() =>
  z.object({
    request: ExpertRequest.nullable(),
    /** When the request expired: mentors to book instead (ids and names). */
    suggestedMentors: z.array(z.object({ id: z.string(), name: z.string(), headline: z.string() })),
    /** How many experts are online now (shown honestly while waiting). */
    expertsOnline: z.number().int().min(0),
  }),
);
export type MyExpertRequest = z.infer<typeof MyExpertRequest>;

/** `GET /api/expert-requests/inbox` (expert): open requests, best match then newest, ≤ 20. */
export const ExpertInbox = lazySchema(() =>
  z.object({
    items: z.array(ExpertRequest),
    /** Whether the reader is an approved mentor who opted in (else `items` is empty). */
    optedIn: z.boolean(),
  }),
);
export type ExpertInbox = z.infer<typeof ExpertInbox>;

/*
 * The other calls answer an `ExpertRequest`: `POST /api/expert-requests/:id/leave-open` and
 * `…/cancel` (the mentee), `POST /api/expert-requests/:id/accept` (an expert; 409
 * `expert_request_taken` when another expert was first).
 */

/** `:id` of the `/api/expert-requests/:id/...` calls. */
export const ExpertRequestParams = lazySchema(() => z.object({ id: pathId(36) }));
export type ExpertRequestParams = z.infer<typeof ExpertRequestParams>;
