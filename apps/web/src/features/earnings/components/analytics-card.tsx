import {
  ANALYTICS_RANGES,
  type AnalyticsRange,
  type MentorAnalytics,
  formatInteger,
} from '@pathwise/contracts';
import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { CardNote, CardSkeleton, HomeCard } from '@/components/dashboard/mentor-home-card.tsx';
import { useMentorAnalytics } from '../api/get-analytics.ts';
import { dayLabel } from '../lib/format.ts';

/** Profile Visits per day as SVG bars; the table below is what a screen reader reads. */
function VisitBars({ data }: { data: MentorAnalytics }) {
  const { t, i18n } = useTranslation('mentor');
  const max = Math.max(1, ...data.days.map((d) => d.visits));
  const width = 100 / data.days.length;
  return (
    <figure>
      <svg
        viewBox="0 0 100 40"
        preserveAspectRatio="none"
        className="h-28 w-full"
        aria-hidden="true"
        data-testid="visit-bars"
      >
        {data.days.map((d, i) => {
          const h = (d.visits / max) * 38;
          return (
            <rect
              key={d.date}
              data-testid="visit-bar"
              x={i * width + width * 0.15}
              y={40 - h}
              width={width * 0.7}
              height={h}
              rx={0.4}
              className="fill-brand-600"
            >
              <title>{`${dayLabel(d.date, i18n.language)}: ${d.visits}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="mt-1 flex justify-between text-xs text-slate-600">
        <span>{dayLabel(data.from, i18n.language)}</span>
        <span>{dayLabel(data.to, i18n.language)}</span>
      </figcaption>
      <table className="sr-only">
        <caption>{t('practice.analytics.tableCaption', { zone: data.timeZone })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('practice.analytics.day')}</th>
            <th scope="col">{t('practice.analytics.visits')}</th>
          </tr>
        </thead>
        <tbody>
          {data.days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{dayLabel(d.date, i18n.language)}</th>
              <td>{formatInteger(d.visits, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/**
 * The mentor home's Analytics (docs/product.md#1210-earnings-and-analytics; its ranges in
 * docs/product.md#9-constants-and-limits): the range select (Last 30 days first, as listed there), Profile Visits bars per day in the mentor's zone, and the
 * sources with their visits and the bookings that followed.
 */
export function AnalyticsCard() {
  const { t, i18n } = useTranslation('mentor');
  const count = (n: number) => formatInteger(n, i18n.language);
  const [range, setRange] = useState<AnalyticsRange>(30);
  const query = useMentorAnalytics(range);
  const data = query.data;
  return (
    <HomeCard
      title={t('home.sections.analytics.title')}
      icon={BarChart3}
      busy={query.isFetching}
      control={() => (
        <SelectField
          compact
          label={t('practice.analytics.range')}
          value={String(range)}
          options={ANALYTICS_RANGES.map((r) => ({
            value: String(r),
            label: t('practice.analytics.lastDays', { count: r }),
          }))}
          onChange={(v) => v && setRange(Number(v) as AnalyticsRange)}
        />
      )}
    >
      {query.isPending ? (
        <CardSkeleton label={t('practice.loading')} />
      ) : query.isError || !data ? (
        <CardNote tone="error" title={t('practice.loadFailed')}>
          <Button variant="outline" className="mt-3 w-fit" onClick={() => void query.refetch()}>
            {t('review.retry')}
          </Button>
        </CardNote>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            <span className="text-2xl font-bold text-slate-900">{count(data.totalVisits)}</span>{' '}
            {t('practice.analytics.profileVisits', { count: data.totalVisits })}
          </p>
          {data.totalVisits === 0 ? (
            <div className="mt-3 flex flex-1">
              <CardNote
                title={t('home.sections.analytics.empty')}
                body={t('practice.analytics.emptyBody')}
              />
            </div>
          ) : (
            <>
              <div className="mt-3">
                <VisitBars data={data} />
              </div>
              <table className="mt-4 w-full text-sm">
                <caption className="mb-1 text-left font-semibold text-slate-900">
                  {t('practice.analytics.sources')}
                </caption>
                <thead className="sr-only">
                  <tr>
                    <th scope="col">{t('practice.analytics.source')}</th>
                    <th scope="col">{t('practice.analytics.visits')}</th>
                    <th scope="col">{t('practice.analytics.bookings')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.sources
                    .filter((s) => s.visits > 0 || s.bookings > 0)
                    .map((s) => (
                      <tr key={s.source} className="border-t border-slate-100">
                        <th scope="row" className="py-1.5 text-left font-normal text-slate-700">
                          {t(`practice.sources.${s.source}`)}
                          {s.source === 'other_site' && data.referrers[0] && (
                            <span className="block text-xs text-slate-600">
                              {data.referrers
                                .slice(0, 3)
                                .map((r) => r.host)
                                .join(', ')}
                            </span>
                          )}
                        </th>
                        <td className="py-1.5 text-right font-semibold text-slate-900">
                          {count(s.visits)}
                        </td>
                        <td className="py-1.5 pl-3 text-right text-xs text-slate-600">
                          {t('practice.analytics.bookingsCount', { count: s.bookings })}
                        </td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </>
          )}
        </>
      )}
    </HomeCard>
  );
}
