import { OAUTH_FAILURE_REASONS, type OAuthFailureReason } from '@pathwise/contracts';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** The reasons that mean "the provider failed or cannot be reached": the spec's texts. */
const PROVIDER_FAILURES: readonly string[] = ['unavailable', 'provider_error'];

const isReason = (value: string | null): value is OAuthFailureReason =>
  (OAUTH_FAILURE_REASONS as readonly (string | null)[]).includes(value);

/**
 * The text for the server's failure redirect `?oauth=failed&provider=…&reason=…`
 * (docs/product.md#8-error-catalogue): a provider that failed or cannot be reached gives the
 * spec's provider text for this page; a new account waiting for its address to be verified
 * gives the verification text; any other reason 'OAuth login failed: {reason}'. Null without
 * `?oauth=failed`.
 */
export function oauthFailureMessage(
  params: URLSearchParams,
  mode: 'login' | 'signup',
  t: TFunction<'auth'>,
): string | null {
  if (params.get('oauth') !== 'failed') return null;
  const reason = params.get('reason');
  if (!isReason(reason) || PROVIDER_FAILURES.includes(reason)) {
    const linkedin = params.get('provider') === 'linkedin';
    if (mode === 'signup') {
      return linkedin ? t('errors.linkedinSignupUnavailable') : t('errors.googleSignupFailed');
    }
    return linkedin ? t('errors.linkedinLoginUnavailable') : t('errors.googleLoginFailed');
  }
  if (reason === 'verify_email') return t('errors.unverified');
  return t('errors.oauthFailed', { reason: t(`oauth.reasons.${reason}`) });
}

/**
 * The failure the server's OAuth callback redirected this page with (see
 * {@link oauthFailureMessage}), read once: the `oauth`, `provider` and `reason` parameters
 * leave the address at once, so a reload does not repeat it; `next` stays.
 */
export function useOAuthFailure(mode: 'login' | 'signup'): string | null {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [message] = useState(() => oauthFailureMessage(searchParams, mode, t));
  const hasOAuthParams = searchParams.has('oauth');
  const historyState: unknown = location.state;
  useEffect(() => {
    if (!hasOAuthParams) return;
    const rest = new URLSearchParams(searchParams);
    for (const key of ['oauth', 'provider', 'reason']) rest.delete(key);
    void navigate({ search: rest.toString() }, { replace: true, state: historyState });
  }, [hasOAuthParams, searchParams, navigate, historyState]);
  return message;
}
