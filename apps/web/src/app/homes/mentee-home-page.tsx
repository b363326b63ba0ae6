import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { firstName } from '@/lib/first-name.ts';
import { useFirstVisit } from '@/lib/use-first-visit.ts';
import { useAccount } from '@/lib/session/account.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { BookSession, NextSessions } from '@/features/bookings';
import { Badges, GoalProgress, Milestones, WeekActivities, WeeklyProgress } from '@/features/goals';
import { useMenteeSummary } from './mentee-summary.ts';

/**
 * /dashboard, the mentee home (docs/product.md#219-mentee-dashboard "Mentee dashboard", Home;
 * docs/product.md#125-goals-and-activities): greeting, weekly progress Monday to Friday,
 * milestones, badges, next sessions, goals due in the next 30 days, this week's activities,
 * Book Another and Book Featured — all from one summary request. The app composes it from
 * the goals and bookings features' sections. Each section shows a skeleton while it loads and
 * an empty state that says what to do.
 */
export function MenteeHomePage() {
  const { t } = useTranslation('dashboard');
  const { data: user } = useAccount();
  // "Welcome" the first time this home is shown, "Welcome back" after.
  const firstVisit = useFirstVisit(user ? `home:${user.id}` : undefined);
  usePageTitle(t('home.pageTitle'));
  const summary = useMenteeSummary();
  const name = firstName(user?.name) || summary.data?.firstName;
  const data = summary.data;
  const loading = !data;

  return (
    <>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {name
            ? t(firstVisit ? 'home.welcome' : 'home.greeting', { name })
            : t(firstVisit ? 'home.welcomeNoName' : 'home.greetingNoName')}
        </h1>
        <p className="mt-2 max-w-2xl text-base text-slate-600">{t('home.intro')}</p>
      </div>
      {summary.isError && !data && (
        <Banner tone="error" className="mt-6">
          <span>{t('home.error')}</span>{' '}
          <Button variant="secondary" className="ml-2" onClick={() => void summary.refetch()}>
            {t('home.retry')}
          </Button>
        </Banner>
      )}
      {loading && !summary.isError && (
        <p className="sr-only" role="status">
          {t('home.loading')}
        </p>
      )}
      <div className="mt-8 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        <WeeklyProgress data={data} loading={loading} />
        <Milestones data={data} loading={loading} />
        <Badges data={data} loading={loading} />
        <NextSessions data={data} loading={loading} />
        <GoalProgress data={data} loading={loading} />
        <WeekActivities data={data} loading={loading} />
        <BookSession data={data} loading={loading} />
      </div>
    </>
  );
}
