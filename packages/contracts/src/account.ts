import { z } from 'zod';
import { personName } from './text.ts';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './limits.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * Account schemas (docs/product.md#31-accounts "User account", §7 "Account API").
 * One schema per operation, shared by the web forms and the server routes.
 */

/** Message used whenever a password is outside 8..256 characters. */
export const PASSWORD_LENGTH_MESSAGE = `Password must be between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters long.`;

/** An e-mail address, trimmed and lowercased before anything else (docs/product.md#5-validation). */
export const Email = lazySchema(() =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, 'Email address is too long.')
    .pipe(z.email('Please enter a valid email address.')),
);

/** A password of 8 to 256 characters (docs/product.md#5-validation). */
export const Password = lazySchema(() =>
  z
    .string()
    .min(PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_LENGTH_MESSAGE),
);

/** A user id: letters, digits, '.', '_' or '-', 1 to 36 characters, starting with a letter or digit. */
export const UserId = lazySchema(() =>
  z.string().regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/, 'Invalid user id.'),
);

/** A one-time secret from a verification or recovery link (hex, 64 characters). */
export const Secret = lazySchema(() => z.string().min(1).max(256));

/** `POST /api/account`: sign up. `userId` is generated when absent or `unique()`. */
export const CreateAccount = lazySchema(() =>
  z.object({
    email: Email,
    password: Password,
    name: personName(NAME_MAX_LENGTH, 'Please enter your name.'),
    userId: z.union([z.literal('unique()'), UserId]).optional(),
  }),
);
export type CreateAccount = z.infer<typeof CreateAccount>;

/** `POST /api/account/sessions/email`: sign in. */
export const CreateEmailSession = lazySchema(() =>
  z.object({
    email: Email,
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  }),
);
export type CreateEmailSession = z.infer<typeof CreateEmailSession>;

/** A sign-in session as the API returns it (never the token itself). */
export const Session = lazySchema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    current: z.boolean(),
    /** True while the session waits for the second factor (`POST /api/account/mfa/challenge`). */
    mfaRequired: z.boolean(),
  }),
);
export type Session = z.infer<typeof Session>;

/** `POST /api/account/verification`: mail a new verification link. `url` must be ours. */
export const CreateVerification = lazySchema(() =>
  z.object({
    url: z.url().max(2048).optional(),
  }),
);
export type CreateVerification = z.infer<typeof CreateVerification>;

/** `PUT /api/account/verification`: confirm the e-mail address with the link's values. */
export const UpdateVerification = lazySchema(() => z.object({ userId: UserId, secret: Secret }));
export type UpdateVerification = z.infer<typeof UpdateVerification>;

/** `POST /api/account/recovery`: mail a password-reset link. `url` must be ours. */
export const CreateRecovery = lazySchema(() =>
  z.object({
    email: Email,
    url: z.url().max(2048).optional(),
  }),
);
export type CreateRecovery = z.infer<typeof CreateRecovery>;

/** `PUT /api/account/recovery`: set a new password with the link's values. */
export const UpdateRecovery = lazySchema(() =>
  z.object({ userId: UserId, secret: Secret, password: Password }),
);
export type UpdateRecovery = z.infer<typeof UpdateRecovery>;

/** Answer of the token-consuming calls and the mail-sending calls. */
export const Token = lazySchema(() =>
  z.object({
    userId: z.string(),
    expiresAt: z.string(),
  }),
);
export type Token = z.infer<typeof Token>;

/**
 * Answer of `POST /api/account/recovery`: when the mailed link expires. No user id: that
 * would let anyone map email addresses to account ids.
 */
export const RecoveryReceipt = lazySchema(() => z.object({ expiresAt: z.string() }));
export type RecoveryReceipt = z.infer<typeof RecoveryReceipt>;

/** `GET /api/onboarding/getTempData` (docs/product.md#7-api): the name to greet the user with. */
export const OnboardingTempData = lazySchema(() => z.object({ name: z.string() }));
export type OnboardingTempData = z.infer<typeof OnboardingTempData>;
