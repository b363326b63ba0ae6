import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useFirstVisit } from '@/lib/use-first-visit.ts';
import { useAccount } from '@/lib/session/account.ts';
import { useOnboarding } from '@/lib/session/onboarding-state.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { firstName } from '@/lib/first-name.ts';
import { UpcomingEventsCard } from '@/features/bookings';
import { YourCirclesCard } from '@/features/circles';
import { AnalyticsCard, EarningsCard } from '@/features/earnings';
import { ExpertRequestsAlert } from '@/features/experts';
import { StudentProgressTracker } from '@/features/mentees';
import { ProfileCompleteness } from './profile-completeness.tsx';
import { ReviewStatus } from './review-status.tsx';

/**
 * /dashboard_mentor: the welcome banner with the mentor's real first name (the bio step's,
 * else the account's: docs/product.md#11-fix "Fix" — no hard-coded name), where the application
 * stands ({@link ReviewStatus}), and the home's sections in the order
 * (docs/product.md#220-mentor-dashboard), each its own component from real data: the app
 * composes them from the features that own their data (bookings, earnings, circles, mentees,
 * experts).
 */
export function MentorHomePage() {
  const { t } = useTranslation('mentor');
  const { data: user } = useAccount();
  // "Welcome" the first time this home is shown, "Welcome back" after.
  const firstVisit = useFirstVisit(user ? `home:${user.id}` : undefined);
  const onboarding = useOnboarding();
  usePageTitle(t('home.pageTitle'));

  // Wait for the onboarding state so that the name does not change under the reader's eyes.
  if (onboarding.isPending) return <PageSpinner />;

  const state = onboarding.data;
  // The account's name is the one owner of a person's name (ADR 0016), never the bio's copy.
  const name = firstName(user?.name);

  return (
    <>
      <div className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 px-5 py-6 text-white shadow-sm sm:px-8 sm:py-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {name
            ? t(firstVisit ? 'home.welcome' : 'home.greeting', { name })
            : t(firstVisit ? 'home.welcomeNoName' : 'home.greetingNoName')}
        </h1>
        <p className="mt-2 max-w-2xl text-base text-brand-50">{t('home.intro')}</p>
      </div>

      <div className="mt-6">
        {state?.mentorStatus && user ? (
          <ReviewStatus
            status={state.mentorStatus}
            declineReason={state.declineReason}
            email={user.email}
            userId={user.id}
          />
        ) : onboarding.isError ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-2xl border border-red-300 bg-red-50 p-5 text-sm text-red-900 sm:flex-row sm:items-center"
          >
            <p className="flex-1">{t('review.loadFailed')}</p>
            <button
              type="button"
              onClick={() => void onboarding.refetch()}
              className="inline-flex items-center gap-2 rounded-lg border border-red-300 bg-white px-3.5 py-2 font-semibold text-red-900 hover:bg-red-100"
            >
              <RefreshCw className="size-4" aria-hidden="true" />
              {t('review.retry')}
            </button>
          </div>
        ) : null}
      </div>
      <ExpertRequestsAlert />
      <ProfileCompleteness />

      <div className="mt-8 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {/* Its own height, not the Analytics card's beside it. */}
        <StudentProgressTracker className="md:col-span-2 md:self-start" />
        <AnalyticsCard />
        <UpcomingEventsCard />
        <EarningsCard />
        <YourCirclesCard answers={state?.answers} />
      </div>
    </>
  );
}
