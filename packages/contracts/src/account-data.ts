import { z } from 'zod';

/**
 * Your data: the export and the deletion of an account (docs/product.md#74-your-data,
 * ADR 0019).
 */

/** The name every view shows for a deleted account (its messages, reviews and held sessions stay). */
export const FORMER_MEMBER_NAME = 'Former member';

/** How long the mailed link to a prepared export works, once (ms): 24 hours. */
export const EXPORT_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * How recent a sign-in must be (ms) for an account without a password (signed up with Google
 * or LinkedIn) to change its password or email, or, without two-factor authentication either,
 * to confirm its deletion: 10 minutes (ASVS 5.0: re-authenticate before such changes).
 */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

/**
 * `DELETE /api/account`: confirmed with the password, or a two-factor code (six digits, or
 * a recovery code). An account with neither confirms with a fresh sign-in and sends `{}`.
 */
export const DeleteAccount = z
  .object({
    password: z.string().min(1).max(256).optional(),
    otp: z
      .string()
      .trim()
      .min(6)
      .max(32)
      .regex(/^[A-Za-z0-9-]+$/)
      .optional(),
  })
  .strict();
export type DeleteAccount = z.infer<typeof DeleteAccount>;

/** `GET /api/account/export` for a large account: the ZIP is prepared and its link mailed. */
export const ExportQueued = z.object({
  status: z.literal('mailed'),
  /** What the page tells the person (the link comes by mail). */
  message: z.string(),
});
export type ExportQueued = z.infer<typeof ExportQueued>;

/**
 * The deletion dialog's form: how the person confirms (`password`, or `otp` for a two-factor
 * or recovery code) and what they typed. An empty password is allowed: an account without
 * one confirms with a fresh sign-in ({@link toDeleteAccount} sends `{}`).
 */
export const DeleteAccountForm = z
  .object({
    method: z.enum(['password', 'otp']),
    secret: z.string().max(256),
  })
  .superRefine((value, ctx) => {
    if (value.method === 'otp' && !/^[A-Za-z0-9-]{6,32}$/.test(value.secret.trim()))
      ctx.addIssue({
        code: 'custom',
        path: ['secret'],
        message: 'Enter the six-digit code or a recovery code.',
      });
  });
export type DeleteAccountForm = z.infer<typeof DeleteAccountForm>;

/** The `DELETE /api/account` body of a filled {@link DeleteAccountForm}. */
export function toDeleteAccount(form: DeleteAccountForm): DeleteAccount {
  if (form.method === 'otp') return { otp: form.secret.trim() };
  return form.secret === '' ? {} : { password: form.secret };
}
