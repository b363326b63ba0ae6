import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { OAuthProvider } from './session.ts';

/**
 * Sign-in with Google and LinkedIn (OpenID Connect) and the linked sign-in methods
 * (docs/product.md#71-account-api, ADR 0017).
 */

/**
 * The `next` target of a sign-in when it is a path on this site: it must start with a single
 * '/' (not '//' or '/\', which browsers read as another host) and hold no control characters.
 * Returns null for anything else, so a crafted link cannot send a person who just signed in to
 * a look-alike site (the web app's `?next=` follows the same rule).
 */
export function ownSitePath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/')) return null;
  if (next.startsWith('//') || next.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  return next;
}

/** Where a failed OAuth sign-in sends the person back: the page the button was on. */
export const OAUTH_ORIGINS = ['login', 'signup'] as const;

/**
 * `GET /api/account/sessions/oauth2/:provider` query: `next` (a path on this site, anything
 * else is ignored), `from` (the page of the button, where a failure is reported; default
 * `login`) and `link` (`true`: add the provider to the signed-in person's sign-in methods).
 */
export const OAuthStartQuery = lazySchema(() =>
  z.object({
    next: z.string().max(2048).optional(),
    from: z.enum(OAUTH_ORIGINS).optional(),
    link: z.enum(['true', 'false']).optional(),
  }),
);
export type OAuthStartQuery = z.infer<typeof OAuthStartQuery>;

/**
 * The provider's answer on the callback: `code` and `state` on success, `error` (and
 * `error_description`) when the person cancelled or the provider refused; `iss` (RFC 9207) and
 * any other parameter are passed to the OpenID Connect client as they came.
 */
export const OAuthCallbackQuery = lazySchema(() =>
  z
    .object({
      code: z.string().max(4096).optional(),
      state: z.string().max(1024).optional(),
      error: z.string().max(256).optional(),
    })
    .catchall(z.string().max(4096)),
);

/**
 * Why an OAuth sign-in failed, the `reason` of `/login?oauth=failed&provider=…&reason=…`:
 * - `unavailable`: the provider is not configured here or could not be reached;
 * - `provider_error`: the provider refused the code (expired or used) or answered an error;
 * - `denied`: the person cancelled at the provider;
 * - `state_invalid`: the answer does not belong to a sign-in started in this browser, or it
 *   took longer than 10 minutes;
 * - `token_invalid`: the ID token failed a check (signature, issuer, audience, expiry, nonce);
 * - `email_missing`: the provider gave no email address;
 * - `email_unverified`: the provider's address is unverified and already has an account here
 *   (it never links or signs in);
 * - `verify_email`: a new account was made with an unverified address: a verification mail
 *   went out;
 * - `already_linked`: linking an identity that belongs to another account, or a second one of
 *   the same provider;
 * - `signed_out`: linking without a session (or with another person's);
 * - `rate_limited`: too many new accounts from this address;
 * - `suspended`: the account is suspended (docs/product.md#143-moderation-and-suspension).
 */
export const OAUTH_FAILURE_REASONS = [
  'unavailable',
  'provider_error',
  'denied',
  'state_invalid',
  'token_invalid',
  'email_missing',
  'email_unverified',
  'verify_email',
  'already_linked',
  'signed_out',
  'rate_limited',
  'suspended',
] as const;
export type OAuthFailureReason = (typeof OAUTH_FAILURE_REASONS)[number];

/** One provider identity linked to the signed-in account. */
export const LinkedIdentity = lazySchema(() =>
  z.object({
    provider: OAuthProvider,
    /** The address the provider gave at the last sign-in (may differ from the account's). */
    email: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type LinkedIdentity = z.infer<typeof LinkedIdentity>;

/**
 * `GET /api/account/identities`: the linked providers and whether the account has a password
 * (a provider can be unlinked only while another way to sign in remains).
 */
export const LinkedIdentityList = lazySchema(() =>
  z.object({
    identities: z.array(LinkedIdentity),
    hasPassword: z.boolean(),
  }),
);
export type LinkedIdentityList = z.infer<typeof LinkedIdentityList>;

/** `DELETE /api/account/identities/:provider` params. */
export const IdentityParams = lazySchema(() => z.object({ provider: OAuthProvider }));
