import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useFeatureRequests } from '../api/feature-requests-api.ts';

/** "Your earlier requests": the person's requests, newest first, with loading/empty/error. */
export function EarlierRequests() {
  const { t, i18n } = useTranslation('feature-requests');
  // The UI language's dates (docs/product.md#15-languages).
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const requests = useFeatureRequests();
  return (
    <section aria-labelledby="earlier-requests-title" aria-busy={requests.isPending}>
      <h2 id="earlier-requests-title" className="text-lg font-semibold text-slate-900">
        {t('list.heading')}
      </h2>
      {requests.isPending ? (
        <ul className="mt-3 space-y-3" aria-label={t('list.loading')}>
          {[0, 1].map((i) => (
            <li key={i} className="h-20 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </ul>
      ) : requests.isError ? (
        <Banner tone="error" className="mt-3">
          <p>{t('list.error')}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void requests.refetch()}>
            {t('list.retry')}
          </Button>
        </Banner>
      ) : requests.data.items.length === 0 ? (
        <div className="mt-3 flex items-start gap-3 rounded-xl border border-dashed border-slate-300 p-5 text-sm text-slate-600">
          <Lightbulb className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
          <p>{t('list.empty')}</p>
        </div>
      ) : (
        <ul className="mt-3 space-y-3">
          {requests.data.items.map((r) => (
            <li key={r.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <h3 className="break-words font-medium text-slate-900">{r.title}</h3>
                <p className="text-xs text-slate-600">
                  <time dateTime={r.createdAt}>
                    {t('list.sentOn', { date: dateFormat.format(new Date(r.createdAt)) })}
                  </time>
                </p>
              </div>
              <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-700">
                {r.description}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
