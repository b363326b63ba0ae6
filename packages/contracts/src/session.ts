import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { UI_LANGUAGES } from './ui-languages.ts';

/**
 * What every page of the web app reads at start: who is signed in (`GET /api/session`) and
 * the public configuration (`GET /api/config`). Apart from the account forms' schemas
 * (account.ts) so that the web app's entry chunk carries only these (docs/performance.md,
 * first-load JS).
 */

/**
 * An account's marketplace role, from the onboarding role step (the stored `coach` means
 * `mentor`: docs/product.md#32-onboarding-answers "Role choice").
 */
export const AccountRole = lazySchema(() => z.enum(['mentee', 'mentor']));
export type AccountRole = z.infer<typeof AccountRole>;

/** The signed-in user as the API returns it; never carries a password or a secret. */
export const User = lazySchema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerification: z.boolean(),
    createdAt: z.string(),
    /** The role chosen in onboarding, null before the role step. Final once `onboarded`. */
    role: AccountRole.nullable(),
    /** True once onboarding is finished (Confirm on /welcome-aboard). */
    onboarded: z.boolean(),
    /** True when the account's email is in the server's `ADMIN_EMAILS`. */
    isAdmin: z.boolean(),
    /**
     * The IANA time zone chosen in Settings → General; absent until chosen, when the
     * browser's zone is used. Session times are shown in it.
     */
    timeZone: z.string().optional(),
    /**
     * The interface language saved in the account (Settings → General or the language
     * switcher); absent for an account that never chose one (docs/product.md#15-languages).
     */
    language: z.enum(UI_LANGUAGES).optional(),
  }),
);
export type User = z.infer<typeof User>;

/**
 * `GET /api/session`: who is signed in on this browser, `user: null` when nobody is. Unlike
 * `GET /api/account` (401 when signed out, docs/product.md#7-api) it always answers 200, so a
 * signed-out visit logs no failed request.
 */
export const SessionState = lazySchema(() =>
  z.object({
    user: User.nullable(),
    /**
     * True when this browser's session waits for its second factor: `user` is then null and
     * every page sends the person to the code step of /login.
     */
    mfaRequired: z.boolean().optional(),
  }),
);
export type SessionState = z.infer<typeof SessionState>;

/** OAuth providers named by the spec (§7). */
export const OAuthProvider = lazySchema(() => z.enum(['google', 'linkedin']));
export type OAuthProvider = z.infer<typeof OAuthProvider>;

/** `GET /api/health`-style answer of `/healthz`. */
export const Health = lazySchema(() => z.object({ status: z.enum(['ok', 'unavailable']) }));
export type Health = z.infer<typeof Health>;

/** Public, client-safe configuration the web app reads at start (`GET /api/config`). */
export const PublicConfig = lazySchema(() =>
  z.object({
    appName: z.string(),
    supportEmail: z.string(),
    oauthProviders: z.array(OAuthProvider),
  }),
);
export type PublicConfig = z.infer<typeof PublicConfig>;
