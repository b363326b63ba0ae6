import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { EarlierRequests } from '../components/earlier-requests.tsx';
import { FeatureRequestForm } from '../components/feature-request-form.tsx';

/**
 * `<dashboard>/feature-request` in both dashboards (docs/product.md#1281-feature-requests): the
 * form, then the person's earlier requests below it.
 */
export function FeatureRequestPage() {
  const { t } = useTranslation('feature-requests');
  usePageTitle(t('page.title'));
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('page.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('page.lead')}</p>
      </header>
      <FeatureRequestForm />
      <EarlierRequests />
    </div>
  );
}
