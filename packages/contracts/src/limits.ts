/**
 * Limits and durations (docs/product.md#9-constants-and-limits), in one place so that the
 * form, the route and the tests agree.
 */

/** Minimum password length: docs/product.md#5-validation and §9. */
export const PASSWORD_MIN_LENGTH = 8;
/** Maximum password length (guards argon2 against huge inputs). */
export const PASSWORD_MAX_LENGTH = 256;
/** Longest display name we store, in characters. */
export const NAME_MAX_LENGTH = 128;
/** Longest e-mail address (RFC 5321 path limit), in characters. */
export const EMAIL_MAX_LENGTH = 254;
/** A verification link lasts 24 hours, in milliseconds. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
/** A password-reset link lasts 1 hour, in milliseconds. */
export const RECOVERY_TTL_MS = 60 * 60 * 1000;
/** Redirect to /login this long after a successful reset: docs/product.md#9-constants-and-limits, in milliseconds. */
export const RESET_REDIRECT_DELAY_MS = 2000;
/** Testimonial carousel transition lock: docs/product.md#9-constants-and-limits, in milliseconds. */
export const CAROUSEL_LOCK_MS = 300;
/** Logo marquee loop: docs/product.md#9-constants-and-limits, in seconds. */
export const MARQUEE_LOOP_S = 15;
/** Dashboard sidebar collapses into a drawer below this width: docs/product.md#9-constants-and-limits, in px. */
export const SIDEBAR_BREAKPOINT_PX = 1024;
/** Characters allowed in the about and skills texts: docs/product.md#5-validation and §9. */
export const TEXT_LIMIT = 750;
/** Free trial promised on the sign-up page: docs/product.md#9-constants-and-limits, in days. */
export const FREE_TRIAL_DAYS = 30;
