import { NotificationKind, NotificationPreference } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { api, isApiError } from '@/lib/api-client.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

const SETTINGS = '/dashboard/settings/notifications';

/**
 * `/unsubscribe?token=&kind=` (docs/product.md#127-notifications): the page a mail's "stop these
 * emails" link opens. It asks before turning the mail off (`POST /api/unsubscribe`; mail scanners
 * that open links must not unsubscribe anyone), then says what was turned off and where to
 * turn it back on. Public: the link's secret is the authority.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('notifications');
  usePageTitle(t('unsubscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const kind = NotificationKind.safeParse(params.get('kind'));
  const mutation = useMutation({
    mutationFn: () =>
      api('/unsubscribe', {
        method: 'POST',
        body: { token, kind: kind.data },
        schema: NotificationPreference,
      }),
  });
  const kindName = kind.success ? t(`unsubscribe.kinds.${kind.data}`) : '';
  const invalid =
    !token ||
    !kind.success ||
    isApiError(mutation.error, 'unsubscribe_link_invalid') ||
    isApiError(mutation.error, 'general_argument_invalid');

  return (
    <section aria-labelledby="unsubscribe-title" className="mx-auto max-w-xl px-4 py-16">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <MailX className="size-6" aria-hidden="true" />
      </span>
      <h1 id="unsubscribe-title" className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
        {mutation.isSuccess
          ? t('unsubscribe.doneTitle', { kind: kindName })
          : t('unsubscribe.title')}
      </h1>
      {invalid ? (
        <Banner tone="error" className="mt-6">
          {t('unsubscribe.invalid')}{' '}
          <Link to={SETTINGS} className="font-semibold underline">
            {t('unsubscribe.settings')}
          </Link>
        </Banner>
      ) : mutation.isSuccess ? (
        <div role="status" className="mt-4 space-y-4 text-base text-slate-700">
          <p>{t('unsubscribe.done', { kind: kindName })}</p>
          <p>
            {t('unsubscribe.undo')}{' '}
            <Link to={SETTINGS} className="font-semibold text-brand-700 underline">
              {t('unsubscribe.settings')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="mt-4 text-base text-slate-700">
            {t('unsubscribe.question', { kind: kindName })}
          </p>
          {mutation.isError && (
            <Banner tone="error" className="mt-4">
              {t('unsubscribe.failed')}
            </Banner>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            <Button onClick={() => mutation.mutate()} disabled={mutation.isPending}>
              {mutation.isPending ? t('unsubscribe.working') : t('unsubscribe.confirm')}
            </Button>
            <Link
              to="/"
              className="inline-flex items-center rounded-lg px-3.5 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
            >
              {t('unsubscribe.keep')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
