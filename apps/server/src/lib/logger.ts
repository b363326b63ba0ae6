import pino, { type Logger } from 'pino';

/**
 * Structured JSON logger (pino) that keeps secrets and personal data out of every line
 * (docs/operations.md#logs):
 * - cookies, authorization headers, passwords, password hashes, secrets, tokens and email
 *   addresses are redacted wherever they appear in a logged object (two levels deep);
 * - errors are logged without the bound parameters of a failed query: Drizzle puts them in
 *   `params` and in the message (`Failed query: … params: …`), and PostgreSQL's `detail`
 *   quotes row values (`Key (email)=(…) already exists`);
 * - request URLs are logged without their query string, which can carry a link's secret
 *   (`/login?userId=…&secret=…`), and with secret path segments replaced (see
 *   {@link loggedUrl}).
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        ...SECRET_KEYS,
        ...SECRET_KEYS.map((k) => `*.${k}`),
      ],
      censor: '[redacted]',
    },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Field names whose values are never logged. */
const SECRET_KEYS = [
  'password',
  'passwordHash',
  'password_hash',
  'secret',
  'token',
  'email',
  'to',
  'params',
];

/** Marks where Drizzle's message lists the bound parameters. */
const PARAMS_MARK = /\nparams: [\s\S]*$/;

/** Drop bound parameters from a message or stack (`… params: a@b.c,$argon2id$…`). */
function withoutParams(text: string): string {
  return text.replace(PARAMS_MARK, '\nparams: [redacted]');
}

/**
 * pino's error serializer, then: no `params`, `detail`, `where` or `parameters` at any level
 * of `cause`, and the parameter list cut from `message` and `stack`.
 */
export function serializeError(err: unknown): Record<string, unknown> {
  // A thrown string or number (or an `err` logged as its message) is one message, not an
  // object of its characters.
  if (err === null || typeof err !== 'object') return { message: withoutParams(String(err)) };
  const out = pino.stdSerializers.err(err as Error) as unknown as Record<string, unknown>;
  return scrub(out, 0);
}

function scrub(value: Record<string, unknown>, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (['params', 'parameters', 'detail', 'where', 'internalQuery'].includes(key)) continue;
    if (typeof v === 'string') out[key] = withoutParams(v);
    else if (key === 'cause' && v && typeof v === 'object' && depth < 5)
      out[key] = scrub(pino.stdSerializers.err(v as Error), depth + 1);
    else out[key] = v;
  }
  return out;
}

/**
 * Paths whose segments are themselves a key: the calendar feed's token grants lasting access
 * to a mentor's sessions (docs/operations.md#logs). Each pattern's first group is kept.
 */
const SECRET_PATHS: readonly RegExp[] = [/^(\/api\/calendar-feed\/)[^/]+$/];

/**
 * A request URL as it may be logged: without the query string, and with any secret path
 * segment ({@link SECRET_PATHS}) replaced by `[redacted]`.
 */
export function loggedUrl(url: string): string {
  const path = url.split('?')[0]!;
  for (const pattern of SECRET_PATHS) {
    const match = pattern.exec(path);
    if (match) return `${match[1]}[redacted]`;
  }
  return path;
}

/** Fastify's request serializer, with the URL as {@link loggedUrl} gives it. */
function serializeRequest(req: {
  method?: string;
  url?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: req.url === undefined ? undefined : loggedUrl(req.url),
    hostname: req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
