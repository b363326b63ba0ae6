import type { TFunction } from 'i18next';
import { ApiRequestError } from '@/lib/api-client.ts';

/** Which form is asking: the spec words some errors differently per page (§8). */
export type AuthContext = 'login' | 'signup' | 'recovery' | 'reset' | 'verification' | 'resend';

/**
 * The spec's error catalogue (§8) keyed on the API's error `type`.
 * Returns the message to show for `error` on the page `context`.
 */
export function authErrorMessage(
  t: TFunction<'auth'>,
  error: unknown,
  context: AuthContext,
): string {
  if (!(error instanceof ApiRequestError)) return t('errors.generic');
  switch (error.type) {
    case 'network_error':
      return t('errors.network');
    case 'general_rate_limit_exceeded':
      return context === 'login' ? t('errors.loginRateLimited') : t('errors.rateLimited');
    case 'user_already_exists':
      return t('errors.alreadyExists');
    case 'user_invalid_credentials':
      return t('errors.invalidCredentials');
    case 'user_password_too_common':
      return t('errors.commonPassword');
    case 'user_email_not_verified':
      return t('errors.unverified');
    case 'user_not_found':
      return t('errors.userNotFound');
    case 'user_already_verified':
      return t('errors.alreadyVerified');
    case 'user_invalid_token':
      return context === 'verification'
        ? t('errors.invalidVerificationLink')
        : t('errors.invalidResetLink');
    case 'general_unknown_origin':
      // The server names the address to open instead (docs/operations.md#configuration): the page
      // was opened under a name the server does not take requests from.
      return t('errors.unknownOrigin', { reason: error.message });
    case 'general_argument_invalid': {
      // The API words it for developers ("Invalid `password` param: …"); people see the reason.
      const reason = error.message.replace(/^Invalid `[^`]*` param: /, '');
      return context === 'login' ? t('errors.loginFailed', { reason }) : reason;
    }
  }
  if (error.status === 401) return t('errors.invalidCredentials');
  if (context === 'signup') return t('errors.signupFailedPage');
  if (context === 'login') return t('errors.loginFailed', { reason: error.message });
  if (context === 'verification') return t('errors.verificationFailed');
  if (context === 'resend') return t('errors.resendFailed');
  return t('errors.generic');
}
