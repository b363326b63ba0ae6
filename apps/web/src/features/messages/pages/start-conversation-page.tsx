import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** Placeholder until issue 11's messages land. */
export function StartConversationPage() {
  const { t } = useTranslation('messages');
  usePageTitle(t('page.startTitle'));
  return (
    <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('page.startTitle')}</h1>
  );
}
