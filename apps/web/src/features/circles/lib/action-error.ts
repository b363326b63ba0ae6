import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client.ts';

/**
 * The text shown when Join, Leave, Like or Unlike fails (the change has been rolled back).
 * A 401 never gets here: the buttons send the visitor to the login page instead.
 * Rate limits use the spec's wording (docs/product.md#8-error-catalogue "Too many attempts…").
 */
export function circleActionError(t: TFunction<'circles'>, error: unknown): string {
  if (isApiError(error, 'user_email_not_verified')) return t('errors.unverified');
  if (isApiError(error, 'circle_not_found')) return t('errors.notFound');
  if (isApiError(error, 'general_rate_limit_exceeded')) return t('errors.rateLimited');
  return t('errors.generic');
}
