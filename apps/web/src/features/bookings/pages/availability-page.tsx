import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useAvailability } from '../api/availability.ts';
import { AvailabilityForm } from '../components/availability-form.tsx';

/**
 * /dashboard_mentor/availability (docs/product.md#123-booking): the mentor's time zone, weekly
 * hours, date overrides and booking rules, edited as one `Availability` and saved with
 * `PUT /api/availability`. Leaving with unsaved changes asks first.
 */
export function AvailabilityPage() {
  const { t } = useTranslation('booking', { keyPrefix: 'availability' });
  usePageTitle(t('page.title'));
  const query = useAvailability();
  return (
    <section aria-labelledby="availability-title" className="mx-auto max-w-3xl">
      <h1 id="availability-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('page.title')}
      </h1>
      <p className="mt-2 text-sm text-slate-700">{t('page.intro')}</p>
      {query.isPending ? (
        <div aria-busy="true" className="mt-6">
          <p role="status" className="sr-only">
            {t('page.loading')}
          </p>
          <div aria-hidden="true" className="flex animate-pulse flex-col gap-4">
            <div className="h-24 rounded-2xl bg-slate-100" />
            <div className="h-72 rounded-2xl bg-slate-100" />
            <div className="h-40 rounded-2xl bg-slate-100" />
          </div>
        </div>
      ) : query.isError ? (
        <Banner tone="error" className="mt-6">
          <p className="font-semibold">{t('page.error')}</p>
          <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {t('page.retry')}
          </Button>
        </Banner>
      ) : (
        <AvailabilityForm saved={query.data} />
      )}
    </section>
  );
}
