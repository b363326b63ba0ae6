import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client.ts';

/**
 * The text for a failed admin call, from the error's `type` (docs/architecture.md#request-flow:
 * the UI maps the stable type words to its texts). `general_argument_invalid` carries the
 * server's own message (e.g. the reason's limits).
 */
export function adminErrorMessage(t: TFunction<'admin'>, error: unknown): string {
  if (!isApiError(error)) return t('errors.generic');
  switch (error.type) {
    case 'mentor_application_not_pending':
      return t('errors.notPending');
    case 'mentor_not_approved':
      return t('errors.notApproved');
    case 'mentor_listing_unchanged':
      return t('errors.listingUnchanged');
    case 'mentor_application_not_found':
      return t('errors.notFound');
    case 'general_forbidden':
      return t('errors.forbidden');
    case 'general_unauthorized':
      return t('errors.signedOut');
    case 'general_rate_limit_exceeded':
      return t('errors.rateLimited');
    case 'network_error':
      return t('errors.network');
    case 'general_argument_invalid':
      return t('errors.invalid', { message: error.message });
    default:
      return t('errors.generic');
  }
}
