import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client.ts';

/** What to tell a person whose post, edit or deletion the server refused, and what to do. */
export function postError(t: TFunction<'circles'>, error: unknown): string {
  if (isApiError(error, 'circle_members_only')) return t('discussion.errors.membersOnly');
  if (isApiError(error, 'general_rate_limit_exceeded')) return t('discussion.errors.rateLimited');
  if (isApiError(error, 'circle_post_not_found')) return t('discussion.errors.notFound');
  if (isApiError(error, 'user_email_not_verified')) return t('errors.unverified');
  if (isApiError(error, 'general_argument_invalid')) return t('discussion.errors.invalid');
  return t('discussion.errors.generic');
}
