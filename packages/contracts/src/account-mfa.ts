import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * Two-factor authentication (TOTP and recovery codes) and the sessions list
 * (docs/product.md#71-account-api, ADR 0018). Codes follow RFC 6238: 6 digits every 30 s.
 */

/** How many single-use recovery codes a set holds. */
export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit code of an authenticator app (RFC 6238). */
export const TotpCode = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
);

/**
 * What a person types to prove the second factor: a 6-digit code, or one of the recovery
 * codes (`xxxx-xxxx-xxxx-xxxx`, case and dashes ignored).
 */
export const SecondFactorCode = lazySchema(() =>
  z.string().trim().min(6, 'Enter a code.').max(32, 'Enter a code.'),
);

/** `POST /api/account/mfa/authenticators/totp`: a new secret, not yet turned on. */
export const TotpSetup = lazySchema(() =>
  z.object({
    /** The Base32 secret, to type into an app that cannot scan. */
    secret: z.string(),
    /** The `otpauth://totp/…` URI the QR code holds. */
    uri: z.string(),
    /** The QR code of `uri` as an `data:image/svg+xml;base64,…` URL, for an `<img>`. */
    qrCode: z.string(),
  }),
);
export type TotpSetup = z.infer<typeof TotpSetup>;

/** `PUT /api/account/mfa/authenticators/totp`: turn it on with a code from the app. */
export const VerifyTotp = lazySchema(() => z.object({ otp: TotpCode }));
export type VerifyTotp = z.infer<typeof VerifyTotp>;

/**
 * `DELETE /api/account/mfa/authenticators/totp` (a code or a recovery code) and
 * `PATCH /api/account/mfa/recovery-codes` (a code from the app).
 */
export const ProveSecondFactor = lazySchema(() => z.object({ otp: SecondFactorCode }));
export type ProveSecondFactor = z.infer<typeof ProveSecondFactor>;

/** `GET /api/account/mfa/factors`: whether two-factor is on, and the recovery codes left. */
export const MfaFactors = lazySchema(() =>
  z.object({ totp: z.boolean(), recoveryCodesLeft: z.number().int().min(0) }),
);
export type MfaFactors = z.infer<typeof MfaFactors>;

/** A new set of recovery codes: shown once, only their hashes are kept. */
export const RecoveryCodes = lazySchema(() => z.object({ recoveryCodes: z.array(z.string()) }));
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** The second factors a challenge can ask for. */
export const MfaFactor = lazySchema(() => z.enum(['totp', 'recoverycode']));
export type MfaFactor = z.infer<typeof MfaFactor>;

/** `POST /api/account/mfa/challenge`. */
export const CreateMfaChallenge = lazySchema(() => z.object({ factor: MfaFactor }));
export type CreateMfaChallenge = z.infer<typeof CreateMfaChallenge>;

/** A challenge of the session waiting for its second factor; it expires after 5 minutes. */
export const MfaChallenge = lazySchema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    factor: MfaFactor,
    createdAt: z.string(),
    expiresAt: z.string(),
  }),
);
export type MfaChallenge = z.infer<typeof MfaChallenge>;

/** `PUT /api/account/mfa/challenge`: answer the challenge. */
export const CompleteMfaChallenge = lazySchema(() =>
  z.object({ challengeId: z.string().min(1).max(64), otp: SecondFactorCode }),
);
export type CompleteMfaChallenge = z.infer<typeof CompleteMfaChallenge>;

/** One sign-in session of the person, as `GET /api/account/sessions` lists it (no place kept). */
export const AccountSession = lazySchema(() =>
  z.object({
    id: z.string(),
    /** Browser name and major version from the user agent ('' when unknown). */
    browser: z.string(),
    /** Operating system from the user agent ('' when unknown). */
    system: z.string(),
    createdAt: z.string(),
    /** Last request seen, to within a few minutes. */
    lastActiveAt: z.string(),
    current: z.boolean(),
  }),
);
export type AccountSession = z.infer<typeof AccountSession>;

/** `GET /api/account/sessions`: the current session first, then the latest active. */
export const AccountSessionList = lazySchema(() =>
  z.object({ total: z.number().int(), sessions: z.array(AccountSession) }),
);
export type AccountSessionList = z.infer<typeof AccountSessionList>;
