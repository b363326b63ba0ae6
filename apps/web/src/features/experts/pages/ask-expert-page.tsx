import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** Placeholder until issue 11's Ask an Expert lands. */
export function AskExpertPage() {
  const { t } = useTranslation('experts');
  usePageTitle(t('page.title'));
  return <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('page.title')}</h1>;
}
