import type { OAuthProvider } from '@pathwise/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { OAUTH_PROVIDERS, PROVIDER_ICONS } from '@/components/ui/provider-icons.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { oauthStartUrl } from '@/lib/oauth-start.ts';
import { usePublicConfig } from '@/lib/public-config.ts';
import { useLinkedIdentities, useUnlinkIdentity } from '../api/identities-api.ts';

type Message = { tone: 'success' | 'error'; text: string };

/**
 * Settings → Security: the ways to sign in (ADR 0017). Each linked provider with Unlink
 * (behind a confirmation; the server refuses the last way to sign in), and "Link …" for each
 * configured provider not linked yet, which goes through the provider and comes back here
 * with `?oauth=linked|failed&provider=…` (read once, then dropped from the address).
 */
export function SignInMethods() {
  const { t } = useTranslation('settings', { keyPrefix: 'signInMethods' });
  const identities = useLinkedIdentities();
  const { data: config } = usePublicConfig();
  const unlink = useUnlinkIdentity();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [confirm, setConfirm] = useState<OAuthProvider | null>(null);
  const [message, setMessage] = useState<Message | null>(() => {
    const provider = t(
      searchParams.get('provider') === 'linkedin' ? 'providers.linkedin' : 'providers.google',
    );
    const outcome = searchParams.get('oauth');
    if (outcome === 'linked') return { tone: 'success', text: t('linked', { provider }) };
    if (outcome !== 'failed') return null;
    return {
      tone: 'error',
      text:
        searchParams.get('reason') === 'already_linked'
          ? t('alreadyLinked', { provider })
          : t('linkFailed', { provider }),
    };
  });
  const hasOAuthParams = searchParams.has('oauth');
  useEffect(() => {
    if (!hasOAuthParams) return;
    const rest = new URLSearchParams(searchParams);
    for (const key of ['oauth', 'provider', 'reason']) rest.delete(key);
    void navigate({ search: rest.toString() }, { replace: true });
  }, [hasOAuthParams, searchParams, navigate]);

  const name = (provider: OAuthProvider) => t(`providers.${provider}`);
  const doUnlink = (provider: OAuthProvider) => {
    setMessage(null);
    unlink.mutate(provider, {
      onSuccess: () =>
        setMessage({ tone: 'success', text: t('unlinked', { provider: name(provider) }) }),
      onError: (err) =>
        setMessage({
          tone: 'error',
          text: isApiError(err, 'user_identity_last_method')
            ? t('lastMethod', { provider: name(provider) })
            : t('unlinkFailed'),
        }),
      onSettled: () => setConfirm(null),
    });
  };

  const linked = identities.data?.identities ?? [];
  const linkable = OAUTH_PROVIDERS.filter(
    (p) => config?.oauthProviders.includes(p) && !linked.some((i) => i.provider === p),
  );

  return (
    <section aria-labelledby="sign-in-methods-title" className="flex flex-col gap-4">
      <div>
        <h3 id="sign-in-methods-title" className="text-base font-semibold text-slate-900">
          {t('title')}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{t('intro')}</p>
      </div>
      {message && (
        <Banner tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Banner>
      )}
      {identities.isPending ? (
        <div aria-hidden="true" className="h-16 animate-pulse rounded-xl bg-slate-100" />
      ) : identities.isError ? (
        <Banner tone="error">{t('loadFailed')}</Banner>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200">
            <li className="p-4 text-sm text-slate-700">
              {identities.data.hasPassword ? t('password') : t('noPassword')}
            </li>
            {linked.map((identity) => {
              const Icon = PROVIDER_ICONS[identity.provider];
              return (
                <li
                  key={identity.provider}
                  className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex items-center gap-3">
                    <Icon />
                    <div>
                      <p className="text-sm font-medium text-slate-900">
                        {name(identity.provider)}
                      </p>
                      {identity.email && (
                        <p className="text-sm text-slate-700">
                          {t('linkedAs', { email: identity.email })}
                        </p>
                      )}
                    </div>
                  </div>
                  <Button
                    variant="outline"
                    disabled={unlink.isPending}
                    onClick={() => setConfirm(identity.provider)}
                  >
                    {t('unlink', { provider: name(identity.provider) })}
                  </Button>
                </li>
              );
            })}
          </ul>
          {linkable.length > 0 && (
            <div className="flex flex-col gap-2 sm:flex-row">
              {linkable.map((provider) => {
                const Icon = PROVIDER_ICONS[provider];
                return (
                  <Button
                    key={provider}
                    variant="outline"
                    onClick={() =>
                      window.location.assign(
                        oauthStartUrl(provider, { link: true, next: location.pathname }),
                      )
                    }
                  >
                    <Icon />
                    {t('link', { provider: name(provider) })}
                  </Button>
                );
              })}
            </div>
          )}
        </>
      )}
      <Dialog
        alert
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        trigger={<span hidden />}
        title={confirm ? t('confirm.title', { provider: name(confirm) }) : ''}
        description={confirm ? t('confirm.body', { provider: name(confirm) }) : ''}
      >
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogCancel alert>
            <Button variant="outline">{t('confirm.cancel')}</Button>
          </DialogCancel>
          <Button disabled={unlink.isPending} onClick={() => confirm && doUnlink(confirm)}>
            {t('confirm.unlink')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
