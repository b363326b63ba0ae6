import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client.ts';

/**
 * Where a failed password or email change belongs, and what it says
 * (docs/product.md#8-error-catalogue): a wrong current password under that field, a common
 * password under the new one, a taken address under the email; anything else above the form.
 */
export function credentialError(
  t: TFunction<'settings', 'credentials'>,
  error: unknown,
): { field?: 'oldPassword' | 'password' | 'email'; text: string } {
  if (!isApiError(error) || error.status === 0) return { text: t('errors.network') };
  switch (error.type) {
    case 'user_invalid_credentials':
      return { field: 'oldPassword', text: t('errors.wrongPassword') };
    case 'user_password_too_common':
      return { field: 'password', text: t('errors.commonPassword') };
    case 'user_already_exists':
      return { field: 'email', text: t('errors.emailTaken') };
    case 'user_reauthentication_required':
      return { text: t('errors.signInAgain') };
    case 'general_rate_limit_exceeded':
      return { text: t('errors.rateLimited') };
    case 'general_argument_invalid':
      return { field: 'email', text: t('errors.sameEmail') };
  }
  return { text: t('errors.failed', { reason: error.message }) };
}
