import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * The link a security mail carries: `url` if given (it must be on APP_URL's origin or a
 * trusted one), else APP_URL + `fallbackPath`; with `userId` and `secret` in the query
 * string (ADR 0004: the secret is sent only to origins we trust).
 * @throws AppError 400 `general_argument_invalid` when `url` points elsewhere (it would leak the secret).
 */
export function secretLink(
  config: Config,
  fallbackPath: string,
  url: string | undefined,
  userId: string,
  secret: string,
): string {
  const target = new URL(url ?? `${config.appUrl}${fallbackPath}`);
  if (!config.allowedOrigins.has(target.origin)) {
    throw new AppError(
      'general_argument_invalid',
      'Invalid `url` param: the host is not a trusted origin.',
    );
  }
  target.searchParams.set('userId', userId);
  target.searchParams.set('secret', secret);
  return target.toString();
}
