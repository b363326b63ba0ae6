import {
  DASHBOARD_PATHS,
  formatMoney,
  formatPercent,
  type CurrencyAmount,
  type SignOption,
} from '@pathwise/contracts';
import { HandCoins, TrendingDown, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { CardNote, CardSkeleton, HomeCard } from '@/components/dashboard/mentor-home-card.tsx';
import { useEarnings } from '../api/get-earnings.ts';
import { monthLabel } from '../lib/format.ts';

const total = (a: CurrencyAmount) => a.earnedMinor + a.bookedMinor;

/**
 * The mentor home's earnings card (docs/product.md#1210-earnings-and-analytics): a select of the months that have sessions (newest
 * first), the month's amount per currency (held and booked sessions at their plan's price)
 * and its change against the month before, none when there is no earlier month.
 */
export function EarningsCard() {
  const { t, i18n } = useTranslation('mentor');
  const [month, setMonth] = useState<string | undefined>(undefined);
  const query = useEarnings(month);
  const data = query.data;
  // With no month chosen yet: this month if it has sessions, else the newest that has.
  const first = data?.monthsWithData.includes(data.currentMonth)
    ? data.currentMonth
    : data?.monthsWithData[0];
  const shown = month ?? first;
  const needsOther = month === undefined && data && first && first !== data.currentMonth;
  const selected = needsOther ? undefined : data?.selected;
  if (needsOther && first) setMonth(first);
  const money = (minor: number, currency: string, options?: SignOption) =>
    formatMoney({ priceMinor: minor, currency }, i18n.language, options);

  return (
    <HomeCard
      title={t('home.sections.earnings.title')}
      icon={HandCoins}
      busy={query.isFetching}
      action={{ to: `${DASHBOARD_PATHS.mentor}/earnings`, label: t('home.actions.earnings') }}
      control={() =>
        data && data.monthsWithData.length > 0 && shown ? (
          <SelectField
            compact
            label={t('practice.earnings.month')}
            value={shown}
            options={data.monthsWithData.map((m) => ({
              value: m,
              label: monthLabel(m, i18n.language),
            }))}
            onChange={(v) => v && setMonth(v)}
          />
        ) : null
      }
    >
      {query.isPending ? (
        <CardSkeleton label={t('practice.loading')} />
      ) : query.isError || !data ? (
        <CardNote tone="error" title={t('practice.loadFailed')}>
          <Button variant="outline" className="mt-3 w-fit" onClick={() => void query.refetch()}>
            {t('review.retry')}
          </Button>
        </CardNote>
      ) : data.monthsWithData.length === 0 ? (
        <CardNote
          title={t('home.sections.earnings.empty')}
          body={t('practice.earnings.emptyBody')}
        />
      ) : !selected ? (
        <CardSkeleton label={t('practice.loading')} />
      ) : (
        <div>
          {selected.amounts.map((a) => {
            const change = selected.change?.items.find((c) => c.currency === a.currency);
            return (
              <div key={a.currency} className="mb-3">
                <p className="text-3xl font-bold text-slate-900">{money(total(a), a.currency)}</p>
                <p className="text-sm text-slate-700">
                  {t('practice.earnings.split', {
                    earned: money(a.earnedMinor, a.currency),
                    booked: money(a.bookedMinor, a.currency),
                  })}
                </p>
                {change && selected.change && (
                  <p
                    className={
                      change.changeMinor < 0
                        ? 'mt-1 flex items-center gap-1 text-sm font-semibold text-red-800'
                        : 'mt-1 flex items-center gap-1 text-sm font-semibold text-emerald-800'
                    }
                  >
                    {change.changeMinor < 0 ? (
                      <TrendingDown className="size-4" aria-hidden="true" />
                    ) : (
                      <TrendingUp className="size-4" aria-hidden="true" />
                    )}
                    {t(
                      change.percent === null
                        ? 'practice.earnings.changeNoPercent'
                        : 'practice.earnings.change',
                      {
                        amount: money(change.changeMinor, a.currency, { signed: true }),
                        percent:
                          change.percent === null
                            ? null
                            : formatPercent(change.percent, i18n.language, { signed: true }),
                        month: monthLabel(selected.change.previousMonth, i18n.language),
                      },
                    )}
                  </p>
                )}
              </div>
            );
          })}
          <p className="text-sm text-slate-700">
            {t('practice.earnings.sessions', {
              count: selected.sessions.held + selected.sessions.upcoming,
              free: selected.sessions.heldFree + selected.sessions.upcomingFree,
            })}
          </p>
          <p className="mt-2 text-xs text-slate-600">{t('practice.earnings.billedOutside')}</p>
        </div>
      )}
    </HomeCard>
  );
}
