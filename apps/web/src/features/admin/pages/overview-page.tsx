import type { AdminOverview, OverviewWeek } from '@pathwise/contracts';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useOverview } from '../api/get-people.ts';
import { LoadError } from '../components/load-error.tsx';
import { WeekChart, type WeekSeries } from '../components/week-chart.tsx';

/**
 * /admin (docs/product.md#146-admin-overview): the marketplace's health this week and the
 * twelve before, weeks in the admin's time zone starting Monday: sign-ups, applications,
 * sessions, messages and reports, each a small chart with a table for screen readers.
 */
export function OverviewPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('overview.title'));
  const overview = useOverview();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('overview.heading')}
      </h1>
      {overview.isPending ? (
        <PageSpinner />
      ) : overview.isError ? (
        <div className="mt-6">
          <LoadError
            what={t('overview.loadFailed')}
            error={overview.error}
            retry={overview.refetch}
          />
        </div>
      ) : (
        <Charts data={overview.data} />
      )}
    </div>
  );
}

function Charts({ data }: { data: AdminOverview }) {
  const { t } = useTranslation('admin');
  const weeks = data.weeks.map((w) => w.week);
  const one = (key: keyof Omit<OverviewWeek, 'week'>, label: string, fill: string): WeekSeries => ({
    label,
    values: data.weeks.map((w) => w[key]),
    fill,
  });
  return (
    <>
      <p className="mt-2 max-w-3xl text-base text-slate-600">
        {t('overview.intro', { zone: data.timeZone })}
      </p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <WeekChart
          title={t('overview.signups')}
          weeks={weeks}
          series={[
            one('signupsMentees', t('overview.mentees'), 'fill-brand-600'),
            one('signupsMentors', t('overview.mentors'), 'fill-amber-500'),
          ]}
        />
        <WeekChart
          title={t('overview.decisionTime')}
          note={t('overview.waiting', { count: data.applicationsWaiting })}
          weeks={weeks}
          hours
          series={[one('medianDecisionHours', t('overview.median'), 'fill-brand-600')]}
        />
        <WeekChart
          title={t('overview.booked')}
          weeks={weeks}
          series={[one('sessionsBooked', t('overview.booked'), 'fill-brand-600')]}
        />
        <WeekChart
          title={t('overview.held')}
          weeks={weeks}
          series={[one('sessionsHeld', t('overview.held'), 'fill-green-600')]}
        />
        <WeekChart
          title={t('overview.cancelledMissed')}
          weeks={weeks}
          series={[
            one('sessionsCancelled', t('overview.cancelled'), 'fill-slate-500'),
            one('sessionsMissed', t('overview.missed'), 'fill-red-600'),
          ]}
        />
        <WeekChart
          title={t('overview.messages')}
          weeks={weeks}
          series={[one('messagesSent', t('overview.messages'), 'fill-brand-600')]}
        />
        <WeekChart
          title={t('overview.resolutionTime')}
          note={t('overview.openReports', { count: data.openReports })}
          weeks={weeks}
          hours
          series={[one('medianResolutionHours', t('overview.median'), 'fill-brand-600')]}
        />
      </div>
    </>
  );
}
