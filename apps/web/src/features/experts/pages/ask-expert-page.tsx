import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useAccount } from '@/lib/session/account.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { ExpertView } from '../components/expert-view.tsx';
import { MenteeView } from '../components/mentee-view.tsx';

/**
 * `<dashboard>/ask-expert` (docs/product.md#129-expertfinder; the spec's ExpertFinder): a mentee
 * asks the online experts; a mentor who opted in as an expert sees the incoming requests.
 */
export function AskExpertPage() {
  const { t } = useTranslation('experts');
  const { data: user, isPending } = useAccount();
  usePageTitle(t('page.title'));
  if (isPending) return <PageSpinner />;
  const mentor = user?.role === 'mentor';
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('page.title')}</h1>
      <p className="mt-2 text-base text-slate-700">
        {mentor ? t('page.mentorIntro') : t('page.menteeIntro')}
      </p>
      <div className="mt-6">{mentor ? <ExpertView /> : <MenteeView />}</div>
    </div>
  );
}
