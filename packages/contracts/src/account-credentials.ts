import { z } from 'zod';
import { Email, Password, Secret, UserId } from './account.ts';
import { PASSWORD_MAX_LENGTH } from './limits.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * Changing a signed-in account's password and email (docs/product.md#71-account-api).
 * Kept apart from `account.ts`, which the sign-in pages load, so these travel only with the
 * settings page.
 */

/** How long the old address may undo an email change: 72 hours. */
export const EMAIL_UNDO_TTL_MS = 72 * 60 * 60 * 1000;

/** The current password, as typed: checked against the stored hash, never against the length rules. */
const CurrentPassword = lazySchema(() => z.string().min(1).max(PASSWORD_MAX_LENGTH));

/**
 * `PATCH /api/account/password`: the new password and the current one. `oldPassword` may
 * be left out only by an account that has none yet (made through Google or LinkedIn), and
 * then only in a session opened within the last 10 minutes.
 */
export const UpdatePassword = lazySchema(() =>
  z.object({ password: Password, oldPassword: CurrentPassword.optional() }),
);
export type UpdatePassword = z.infer<typeof UpdatePassword>;

/**
 * `PATCH /api/account/email`: ask to move the account to `email`, proven by the current
 * password (or, for an account without one, a session opened within the last 10 minutes).
 * `url` is where the confirmation link points (ours or a trusted origin).
 */
export const UpdateEmail = lazySchema(() =>
  z.object({
    email: Email,
    password: CurrentPassword.optional(),
    url: z.url().max(2048).optional(),
  }),
);
export type UpdateEmail = z.infer<typeof UpdateEmail>;

/** `PUT /api/account/email` and `PUT /api/account/email/undo`: the link's values. */
export const EmailChangeLink = lazySchema(() => z.object({ userId: UserId, secret: Secret }));
export type EmailChangeLink = z.infer<typeof EmailChangeLink>;

/** Answer of the email-change calls: the address the account has (or will have) and until when a link works. */
export const EmailChangeReceipt = lazySchema(() =>
  z.object({ email: z.string(), expiresAt: z.string() }),
);
export type EmailChangeReceipt = z.infer<typeof EmailChangeReceipt>;
