import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, trustFunction } from './lib/proxy.ts';
import { DEMO_ADMIN_EMAIL } from './db/seed/demo-accounts.ts';

/**
 * Server configuration, read once at boot from the environment and validated with zod
 * (docs/architecture.md#processes). A bad variable fails start-up loudly with its name.
 * Every variable is documented in README.md "Configuration".
 */

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 127.0.0.1 on the embedded default, 0.0.0.0 with DATABASE_URL (see {@link loadConfig}). */
  HOST: z.string().min(1).optional(),
  APP_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  SUPPORT_EMAIL: z.email().default('support@pathwise.local'),
  APP_NAME: z.string().min(1).default('Pathwise'),
  TRUSTED_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Parsed by {@link parseTrustProxy}: `false`, a hop count, or the proxies' addresses. */
  TRUST_PROXY: z.string().optional(),
  RATE_LIMITS: bool(true),
  RATE_LIMIT_SIGNUP_PER_HOUR: positiveInt(10),
  RATE_LIMIT_LOGIN_FAILURES_PER_HOUR: positiveInt(10),
  RATE_LIMIT_LOGIN_PER_IP_PER_HOUR: positiveInt(100),
  RATE_LIMIT_MAIL_PER_HOUR: positiveInt(10),
  RATE_LIMIT_SECRET_FAILURES_PER_HOUR: positiveInt(20),
  RATE_LIMIT_CONTACT_PER_HOUR: positiveInt(5),
  RATE_LIMIT_NEWSLETTER_PER_HOUR: positiveInt(10),
  RATE_LIMIT_SOCKET_PER_MINUTE: positiveInt(120),
  RATE_LIMIT_PROFILE_VIEWS_PER_HOUR: positiveInt(120),
  RATE_LIMIT_SOCKET_EVENTS_PER_10S: positiveInt(30),
  SESSION_TTL_DAYS: positiveInt(30),
  /** How long an Ask an Expert request is offered live (10 minutes); tests shorten it. */
  EXPERT_REQUEST_TTL_SECONDS: positiveInt(600),
  SEED_DEMO: bool(true),
  DEMO_PASSWORD: z.string().min(8).max(256).default('pathwise-demo'),
  WEB_DIST: z.string().optional(),
  ADMIN_EMAILS: z.string().default(''),
  MEETING_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://meet.jit.si'),
  /** Unset: `DATA_DIR/uploads` (see {@link loadConfig}). */
  UPLOADS_DIR: z.string().min(1).optional(),
  /** How long a message stays unread before it is mailed; tests shorten it. */
  UNREAD_MESSAGE_MAIL_DELAY_MS: positiveInt(15 * 60 * 1000),
  /** Largest data export (uploaded files' bytes) sent at once; larger ones are mailed (ADR 0019). */
  EXPORT_DIRECT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(25 * 1024 * 1024),
  /**
   * How long a socket counts as online after its process last refreshed it (ADR 0012;
   * default contracts `PRESENCE_TTL_MS`, 60 s); the two-process tests shorten it.
   */
  PRESENCE_TTL_MS: positiveInt(60_000),
  /** Sign-in with Google and LinkedIn: a provider is offered when its id and secret are set. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
  LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
  LINKEDIN_ISSUER: z.url({ protocol: /^https?$/ }).default('https://www.linkedin.com/oauth'),
});

/** An OpenID Connect client registration at one provider (README "Sign-in with Google and LinkedIn"). */
export interface OAuthClientConfig {
  /** The issuer, whose `/.well-known/openid-configuration` names every endpoint. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

function oauthClient(issuer: string, clientId?: string, clientSecret?: string) {
  return clientId && clientSecret ? { issuer, clientId, clientSecret } : undefined;
}

/** The names of this machine's loopback interface, as a URL's `hostname` spells them. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The same origin under the other loopback names: `http://localhost:3000` also as
 * `http://127.0.0.1:3000` and `http://[::1]:3000`. A developer opens whichever address the
 * terminal shows (Fastify's own start-up line prints 127.0.0.1), and sign-up there failed
 * with 403 (docs/operations.md#configuration). Empty when `appUrl` is not on loopback.
 */
export function loopbackAliases(appUrl: URL): string[] {
  if (!LOOPBACK_HOSTS.includes(appUrl.hostname)) return [];
  return LOOPBACK_HOSTS.filter((host) => host !== appUrl.hostname).map((host) => {
    const alias = new URL(appUrl.origin);
    alias.hostname = host;
    return alias.origin;
  });
}

/** Validated configuration with derived values (origins, flags). */
export type Config = ReturnType<typeof loadConfig>;

/**
 * Parse `env` into a {@link Config}.
 * @throws Error naming every invalid variable, e.g. `Invalid configuration: PORT: ...`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  const appUrl = new URL(e.APP_URL ?? `http://localhost:${e.PORT || 3000}`);
  const trustedOrigins = e.TRUSTED_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      try {
        return new URL(s).origin;
      } catch {
        throw new Error(`Invalid configuration: TRUSTED_ORIGINS: "${s}" is not a URL`);
      }
    });
  const adminEmails = e.ADMIN_EMAILS.split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
    .map((s) => {
      if (!z.email().safeParse(s).success) {
        throw new Error(`Invalid configuration: ADMIN_EMAILS: "${s}" is not an email address`);
      }
      return s;
    });
  // Without SMTP every mail, password-reset links included, lands in the dev mailbox: in
  // production that would hand accounts to whoever reads it, so refuse to start.
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    throw new Error(
      'Invalid configuration: SMTP_URL: required when NODE_ENV=production (without it mail would not be sent).',
    );
  }
  const mailFrom = e.MAIL_FROM ?? `${e.APP_NAME} <no-reply@${appUrl.hostname}>`;
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    /**
     * Interface to listen on. The embedded default (no DATABASE_URL) is a laptop setup and
     * listens on loopback only unless HOST says otherwise (README "Exposing the server").
     */
    host: e.HOST ?? (e.DATABASE_URL ? '0.0.0.0' : '127.0.0.1'),
    /** Public base URL used in links, without a trailing slash. */
    appUrl: appUrl.origin,
    secureCookies: appUrl.protocol === 'https:',
    /**
     * Origins allowed to make state-changing requests: APP_URL's plus TRUSTED_ORIGINS, and
     * outside production the other loopback names of a loopback APP_URL (see
     * {@link loopbackAliases}).
     */
    allowedOrigins: new Set([
      appUrl.origin,
      ...trustedOrigins,
      ...(e.NODE_ENV === 'production' ? [] : loopbackAliases(appUrl)),
    ]),
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    smtpUrl: e.SMTP_URL,
    /**
     * Whether `/dev/mailbox` exists: only without SMTP_URL and outside production, and even
     * then it answers loopback clients alone (modules/dev-mailbox).
     */
    devMailbox: !e.SMTP_URL && e.NODE_ENV !== 'production',
    mailFrom,
    supportEmail: e.SUPPORT_EMAIL,
    appName: e.APP_NAME,
    logLevel: e.LOG_LEVEL,
    /**
     * Which hops may name the client in `X-Forwarded-For` (lib/proxy.ts), for Fastify's
     * `trustProxy` and the realtime handshake; `false` = the socket's peer is the client.
     */
    trustProxy: trustFunction(parseTrustProxy(e.TRUST_PROXY)),
    rateLimits: {
      enabled: e.RATE_LIMITS,
      signupPerHour: e.RATE_LIMIT_SIGNUP_PER_HOUR,
      loginFailuresPerHour: e.RATE_LIMIT_LOGIN_FAILURES_PER_HOUR,
      loginPerIpPerHour: e.RATE_LIMIT_LOGIN_PER_IP_PER_HOUR,
      mailPerHour: e.RATE_LIMIT_MAIL_PER_HOUR,
      /** Wrong verification or recovery secrets per client address. */
      secretFailuresPerHour: e.RATE_LIMIT_SECRET_FAILURES_PER_HOUR,
      /** Contact messages per client address. */
      contactPerHour: e.RATE_LIMIT_CONTACT_PER_HOUR,
      /** Newsletter sign-ups per client address and per email address. */
      newsletterPerHour: e.RATE_LIMIT_NEWSLETTER_PER_HOUR,
      /** Realtime handshakes per client address per minute: each looks a session up. */
      socketPerMinute: e.RATE_LIMIT_SOCKET_PER_MINUTE,
      /**
       * Profile views reported per client address (docs/product.md#1210-earnings-and-analytics).
       */
      profileViewsPerHour: e.RATE_LIMIT_PROFILE_VIEWS_PER_HOUR,
      /**
       * Events one socket may send in 10 s before they are dropped (docs/architecture.md#realtime).
       */
      socketEventsPer10s: e.RATE_LIMIT_SOCKET_EVENTS_PER_10S,
    },
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    /** How long an Ask an Expert request is offered live before it expires (ms). */
    expertRequestTtlMs: e.EXPERT_REQUEST_TTL_SECONDS * 1000,
    seedDemo: e.SEED_DEMO,
    /**
     * Password of the demo accounts (docs/product.md#13-demo-content); null in production, where
     * demo content never has accounts that can sign in.
     */
    demoPassword: e.NODE_ENV === 'production' ? null : e.DEMO_PASSWORD,
    webDist: e.WEB_DIST,
    /**
     * Accounts (by lowercased email) that may review mentor applications: ADMIN_EMAILS,
     * comma-separated, default none (docs/product.md#121-mentor-vetting "Mentor vetting"),
     * plus the demo admin in development with demo content (docs/product.md#146-admin-overview).
     */
    adminEmails: new Set<string>(
      // The seeded demo admin, in development with demo content only (never in production).
      e.NODE_ENV === 'development' && e.SEED_DEMO
        ? [...adminEmails, DEMO_ADMIN_EMAIL]
        : adminEmails,
    ) as ReadonlySet<string>,
    /** Where each booking without the mentor's own link gets a video room. */
    meetingBaseUrl: e.MEETING_BASE_URL.replace(/\/+$/, ''),
    /**
     * Where uploaded files (session attachments) are kept, under random names: an
     * absolute path, `UPLOADS_DIR` or `DATA_DIR/uploads`. Back it up with the database
     * (docs/operations.md).
     */
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(e.DATA_DIR, 'uploads')),
    /** Unread messages are mailed after this many ms unread (default 15 minutes). */
    unreadMessageMailDelayMs: e.UNREAD_MESSAGE_MAIL_DELAY_MS,
    /**
     * A data export whose files add up to more bytes (or with more than 5,000 rows) is
     * prepared by a job and its link mailed (ADR 0019; default 25 MiB).
     */
    exportDirectMaxBytes: e.EXPORT_DIRECT_MAX_BYTES,
    /** A socket counts as online this many ms after its last heartbeat (default 60 s). */
    presenceTtlMs: e.PRESENCE_TTL_MS,
    /** The configured sign-in providers (ADR 0017); an absent one has no button. */
    oauthClients: {
      google: oauthClient(e.GOOGLE_ISSUER, e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      linkedin: oauthClient(e.LINKEDIN_ISSUER, e.LINKEDIN_CLIENT_ID, e.LINKEDIN_CLIENT_SECRET),
    } satisfies Record<'google' | 'linkedin', OAuthClientConfig | undefined>,
  };
}
