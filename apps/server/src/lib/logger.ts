import pino, { type Logger } from 'pino';

/**
 * Structured JSON logger (pino). Cookies, authorization headers, passwords, secrets and
 * tokens are redacted wherever they appear in a logged object.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'password',
        'secret',
        'token',
        '*.password',
        '*.secret',
        '*.token',
      ],
      censor: '[redacted]',
    },
  });
}
