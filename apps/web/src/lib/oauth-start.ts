import type { OAuthProvider } from '@pathwise/contracts';

/**
 * Start URL of the server's OAuth flow for `provider` (docs/product.md#71-account-api, ADR
 * 0017): `from` is the page a failure returns to, `next` where to go after success (a path on
 * this site), `link` adds the provider to the signed-in person's sign-in methods.
 */
export function oauthStartUrl(
  provider: OAuthProvider,
  options: { from?: 'login' | 'signup'; next?: string | null; link?: boolean } = {},
): string {
  const query = new URLSearchParams();
  if (options.from) query.set('from', options.from);
  if (options.next) query.set('next', options.next);
  if (options.link) query.set('link', 'true');
  const search = query.toString();
  return `/api/account/sessions/oauth2/${provider}${search ? `?${search}` : ''}`;
}
