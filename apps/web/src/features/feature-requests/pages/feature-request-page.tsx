import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** Placeholder until issue 11's feature requests land. */
export function FeatureRequestPage() {
  const { t } = useTranslation('feature-requests');
  usePageTitle(t('page.title'));
  return <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('page.title')}</h1>;
}
