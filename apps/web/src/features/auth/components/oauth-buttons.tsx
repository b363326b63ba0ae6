import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { OAUTH_PROVIDERS, PROVIDER_ICONS } from '@/components/ui/provider-icons.tsx';
import { oauthStartUrl } from '@/lib/oauth-start.ts';
import { usePublicConfig } from '@/lib/public-config.ts';

/**
 * Google and LinkedIn buttons with the "or" rule below them (docs/product.md#211-login
 * "/login", "/signup"): only the providers the server lists in `/api/config` as configured
 * (ADR 0017); none configured, nothing at all. A button starts the server's OAuth flow, which
 * comes back to the landing page (or `next`), or to this page with the failure.
 */
export function OAuthButtons({
  mode,
  disabled,
  next,
}: {
  mode: 'login' | 'signup';
  disabled?: boolean;
  /** Where to go after signing in: a path on this site (`?next=` of the page). */
  next?: string | null;
}) {
  const { t } = useTranslation('auth');
  const { data: config } = usePublicConfig();
  const providers = OAUTH_PROVIDERS.filter((p) => config?.oauthProviders.includes(p));
  if (providers.length === 0) return null;
  return (
    <>
      <div className="grid gap-3">
        {providers.map((provider) => {
          const Icon = PROVIDER_ICONS[provider];
          return (
            <Button
              key={provider}
              variant="outline"
              disabled={disabled}
              onClick={() => window.location.assign(oauthStartUrl(provider, { from: mode, next }))}
            >
              <Icon />
              {t(`oauth.${provider}`)}
            </Button>
          );
        })}
      </div>
      <OrDivider />
    </>
  );
}

/** The "or" rule between the social buttons and the e-mail form. */
function OrDivider() {
  const { t } = useTranslation('auth');
  return (
    <div className="my-6 flex items-center gap-4 text-xs font-medium uppercase tracking-wider text-slate-500">
      <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
      {t('oauth.divider')}
      <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
    </div>
  );
}
