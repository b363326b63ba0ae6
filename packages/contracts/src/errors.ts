import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * Stable error `type` words the API answers with and the web app maps to its texts
 * (docs/product.md#8-error-catalogue; docs/architecture.md#request-flow).
 * Each entry gives the HTTP status that always accompanies the type.
 */
export const ERROR_STATUS = {
  general_argument_invalid: 400,
  general_bad_request: 400,
  general_unauthorized: 401,
  general_forbidden: 403,
  general_unknown_origin: 403,
  general_route_not_found: 404,
  general_payload_too_large: 413,
  general_rate_limit_exceeded: 429,
  general_server_error: 500,
  general_service_unavailable: 503,
  user_already_exists: 409,
  user_invalid_credentials: 401,
  user_invalid_token: 401,
  user_not_found: 404,
  user_email_not_verified: 403,
  user_already_verified: 409,
  /** A new password that is among the most common ones (ADR 0004). */
  user_password_too_common: 400,
  /** An account without a password changing its credentials in a session older than 10 minutes. */
  user_reauthentication_required: 403,
  /** Unlinking a provider that is not linked to the signed-in account. */
  user_identity_not_found: 404,
  /** Unlinking the account's last way to sign in (no password, no other provider). */
  user_identity_last_method: 409,
  /** The session waits for its second factor: only the challenge, `GET /api/session` and sign-out answer. */
  user_more_factors_required: 401,
  /** A wrong, expired or already used two-factor code or recovery code. */
  user_invalid_otp: 401,
  /** Two-factor is not set up (or not on) for this account, or the challenge is unknown. */
  user_authenticator_not_found: 404,
  /** Two-factor is already on. */
  user_authenticator_already_verified: 409,
  /** A set of recovery codes exists already: regenerate it with PATCH. */
  user_recovery_codes_already_exists: 409,
  /** No session with that id among the signed-in person's. */
  user_session_not_found: 404,
  /** A wizard step of the other role's branch, or a step after the role step before a role. */
  onboarding_step_out_of_order: 409,
  /** Finishing onboarding while a required step has no saved answer. */
  onboarding_incomplete: 409,
  /** Saving, or switching role, after onboarding is complete (a declined mentor may edit). */
  onboarding_already_completed: 409,
  /** No mentor application for that user. */
  mentor_application_not_found: 404,
  /** Approving or declining an application that is no longer pending. */
  mentor_application_not_pending: 409,
  /** Delisting or relisting a mentor whose application is not approved (docs/product.md#144-the-mentor-lifecycle). */
  mentor_not_approved: 409,
  /** Delisting a delisted mentor, or relisting a listed one. */
  mentor_listing_unchanged: 409,
  /** No approved mentor with that id (public directory). */
  mentor_not_found: 404,
  /** No published blog post at that address (/resources/:slug). */
  blog_post_not_found: 404,
  /** A newsletter confirm or unsubscribe token that is unknown, used or expired. */
  newsletter_invalid_token: 400,
  /** No circle with that id. */
  circle_not_found: 404,
  /** Posting or replying in a circle one has not joined (docs/product.md#128-circles). */
  circle_members_only: 403,
  /** No post or reply with that id in that circle. */
  circle_post_not_found: 404,
  /** Editing or deleting a circle post someone else wrote. */
  circle_post_not_author: 403,
  /** The time is taken or no longer bookable (someone else was faster, or the rules changed). */
  booking_slot_unavailable: 409,
  /** The mentee already has a session at that time. */
  booking_mentee_busy: 409,
  /** No such plan of that mentor. */
  booking_plan_not_found: 404,
  /** The mentor is not taking new mentees (Settings → Mentee Management). */
  booking_mentor_not_accepting: 409,
  /** The mentor has as many active mentees as they take at once. */
  booking_mentor_at_capacity: 409,
  /** No booking with that id that the caller takes part in. */
  booking_not_found: 404,
  /** The booking's state or the mentor's policy does not allow this change now. */
  booking_change_not_allowed: 409,
  /** The upload is not one of the accepted file types (checked by content). */
  attachment_type_not_allowed: 415,
  /** The session already has the most attachments allowed. */
  attachment_limit_reached: 409,
  /** No attachment with that id on a booking the caller takes part in. */
  attachment_not_found: 404,
  /** The session already has a review. */
  review_exists: 409,
  /** No review with that id (docs/product.md#1215-review-replies). */
  review_not_found: 404,
  /** The mentor already replied to this review: a reply is posted once, never edited. */
  review_reply_exists: 409,
  /** The mentee already has an open (or left open) Ask an Expert request. */
  expert_request_open: 409,
  /** Another expert accepted the request first, or it is no longer open. */
  expert_request_taken: 409,
  /** The request is not in a state that allows this (e.g. leave open before it expired). */
  expert_request_not_changeable: 409,
  /** No Ask an Expert request with this id that the caller may act on. */
  expert_request_not_found: 404,
  /** No goal with that id that the caller may see. */
  goal_not_found: 404,
  /** No activity with that id that the caller may see. */
  activity_not_found: 404,
  /** No conversation with that id that the caller takes part in (docs/product.md#126-messaging). */
  conversation_not_found: 404,
  /** Starting a conversation with someone the caller may not write to. */
  conversation_not_allowed: 403,
  /** One of the two blocked the other: neither can write to the other (docs/product.md#1214-blocking). */
  conversation_blocked: 403,
  /** One of the two blocked the other: no booking between them (docs/product.md#1214-blocking). */
  booking_blocked: 403,
  /** Blocking yourself. */
  block_self: 400,
  /** Muting a booked mentee, or muting by the mentee. */
  conversation_moderation_not_allowed: 409,
  /** No message with that id in the conversation. */
  message_not_found: 404,
  /** Answering a system message that is not an open rescheduled invite, or twice. */
  message_already_answered: 409,
  /** A message `clientId` the sender already used in another conversation. */
  message_client_id_reused: 409,
  /** No current plan with that id among the signed-in mentor's plans. */
  plan_not_found: 404,
  /** Removing the first plan, or adding past the most plans allowed. */
  plan_change_not_allowed: 409,
  /** No calendar feed with that token (never made, or regenerated or turned off). */
  calendar_feed_not_found: 404,
  /** A profile photo that is not a JPEG, PNG or WebP image (checked by content). */
  photo_type_not_allowed: 415,
  /** No mentee with that id among the mentor's mentees (docs/product.md#220-mentor-dashboard). */
  mentee_not_found: 404,
  /** An unsubscribe link whose secret matches nobody (docs/product.md#127-notifications). */
  unsubscribe_link_invalid: 404,
  /** A data-export link that is unknown, used, expired or another person's (docs/product.md#74-your-data). */
  account_export_link_invalid: 410,
  /**
   * No notification with that id among the signed-in person's (docs/product.md#127-notifications).
   */
  notification_not_found: 404,
  /** Reporting something that does not exist or the reporter cannot see (docs/product.md#141-reporting). */
  report_subject_not_found: 404,
  /** The reporter already has an open report on that subject. */
  report_duplicate: 409,
  /** Reporting oneself or one's own content. */
  report_own_subject: 400,
  /** No report with that id (admin queue). */
  report_not_found: 404,
  /** Resolving a report that is no longer open. */
  report_not_open: 409,
  /** Signing in to a suspended account (docs/product.md#143-moderation-and-suspension). */
  user_suspended: 403,
  /** An appeal link that is unknown (docs/product.md#143-moderation-and-suspension). */
  appeal_link_invalid: 404,
  /** The decision was already appealed (one appeal per case). */
  appeal_exists: 409,
} as const;

/** One of the error `type` words above. */
export type ErrorType = keyof typeof ERROR_STATUS;

export const ERROR_TYPES = Object.keys(ERROR_STATUS) as ErrorType[];

/** The body of every error answer: `{message, code, type}` (docs/product.md#8-error-catalogue). */
export const ApiError = lazySchema(() =>
  z.object({
    message: z.string(),
    code: z.number().int(),
    type: z.string(),
  }),
);
export type ApiError = z.infer<typeof ApiError>;
