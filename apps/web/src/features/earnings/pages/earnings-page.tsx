import {
  formatMoney,
  formatPercent,
  type CurrencyAmount,
  type EarningsMonth,
  type EarningsRow,
  type MentorEarnings,
  type SignOption,
} from '@pathwise/contracts';
import { Download, Info } from 'lucide-react';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { EARNINGS_CSV_URL, useEarnings } from '../api/get-earnings.ts';

/** `YYYY-MM` as "November 2026" (or "Nov 26" short) in `locale`. */
function monthLabel(month: string, locale: string, short = false): string {
  return new Intl.DateTimeFormat(locale, {
    month: short ? 'short' : 'long',
    year: short ? '2-digit' : 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T12:00:00Z`));
}

/** The month's narrow name in `locale` ("D" for 2025-12), for the chart on narrow screens. */
function narrowMonth(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'narrow', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );
}

function useMoney() {
  const { i18n } = useTranslation('earnings');
  return (minor: number, currency: string, options?: SignOption) =>
    formatMoney({ priceMinor: minor, currency }, i18n.language, options);
}

function Card({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Earned and booked of each currency as figures. */
function Totals({ amounts }: { amounts: CurrencyAmount[] }) {
  const { t } = useTranslation('earnings');
  const money = useMoney();
  if (amounts.length === 0) return <p className="text-sm text-slate-700">{t('none')}</p>;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {amounts.map((a) => (
        <Fragment key={a.currency}>
          <div className="rounded-xl bg-brand-50 p-4">
            <dt className="text-sm text-slate-700">{t('earned', { currency: a.currency })}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">
              {money(a.earnedMinor, a.currency)}
            </dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-4">
            <dt className="text-sm text-slate-700">{t('booked', { currency: a.currency })}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">
              {money(a.bookedMinor, a.currency)}
            </dd>
          </div>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * The last 12 months as SVG bars, one chart per currency (amounts of different currencies
 * are never drawn on one scale); the table after it is the same data for screen readers.
 */
function MonthChart({ history }: { history: EarningsMonth[] }) {
  const { t, i18n } = useTranslation('earnings');
  const money = useMoney();
  const currencies = [...new Set(history.flatMap((m) => m.amounts.map((a) => a.currency)))].sort();
  if (currencies.length === 0) return <p className="text-sm text-slate-700">{t('none')}</p>;
  return (
    <>
      {currencies.map((currency) => {
        const values = history.map((m) => {
          const a = m.amounts.find((x) => x.currency === currency);
          return { month: m.month, earned: a?.earnedMinor ?? 0, booked: a?.bookedMinor ?? 0 };
        });
        const max = Math.max(1, ...values.map((v) => v.earned + v.booked));
        return (
          <figure key={currency} className="mb-4">
            <figcaption className="mb-2 text-sm font-medium text-slate-800">
              {t('chartCaption', { currency })}
            </figcaption>
            <div aria-hidden="true" className="flex h-40 items-end gap-1 sm:gap-2">
              {values.map((v) => (
                <div key={v.month} className="flex h-full min-w-0 flex-1 flex-col justify-end">
                  <div
                    className="rounded-t bg-brand-200"
                    style={{ height: `${(v.booked / max) * 100}%` }}
                    title={money(v.booked, currency)}
                  />
                  <div
                    className="bg-brand-700"
                    style={{ height: `${(v.earned / max) * 100}%` }}
                    title={money(v.earned, currency)}
                  />
                  {/* Below 640 px twelve columns leave room for one letter ("D"), above for
                      "Dec 25": never a cut label (docs/product.md#1210-earnings-and-analytics). */}
                  <span
                    data-testid="month-label"
                    className="mt-1 whitespace-nowrap text-center text-[10px] text-slate-600 sm:hidden"
                  >
                    {narrowMonth(v.month, i18n.language)}
                  </span>
                  <span
                    data-testid="month-label"
                    className="mt-1 hidden whitespace-nowrap text-center text-xs text-slate-600 sm:block"
                  >
                    {monthLabel(v.month, i18n.language, true)}
                  </span>
                </div>
              ))}
            </div>
            <p aria-hidden="true" className="mt-2 flex gap-4 text-xs text-slate-700">
              <span className="flex items-center gap-1">
                <span className="size-3 rounded-sm bg-brand-700" /> {t('legendEarned')}
              </span>
              <span className="flex items-center gap-1">
                <span className="size-3 rounded-sm bg-brand-200" /> {t('legendBooked')}
              </span>
            </p>
            <table className="sr-only">
              <caption>{t('chartCaption', { currency })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('month')}</th>
                  <th scope="col">{t('legendEarned')}</th>
                  <th scope="col">{t('legendBooked')}</th>
                </tr>
              </thead>
              <tbody>
                {values.map((v) => (
                  <tr key={v.month}>
                    <th scope="row">{monthLabel(v.month, i18n.language)}</th>
                    <td>{money(v.earned, currency)}</td>
                    <td>{money(v.booked, currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
        );
      })}
    </>
  );
}

/** The month's by-plan or by-mentee table. */
function RowsTable({
  rows,
  nameHeader,
  label,
}: {
  rows: EarningsRow[];
  nameHeader: string;
  label: string;
}) {
  const { t } = useTranslation('earnings');
  const money = useMoney();
  if (rows.length === 0) return <p className="text-sm text-slate-700">{t('noneInMonth')}</p>;
  return (
    // A narrow screen scrolls the table sideways; the region takes focus so keys scroll it.
    <div
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {/* Fits 390 px: columns wrap instead of scrolling a clipped Booked column away. */}
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-2 font-semibold">
              {nameHeader}
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-semibold">
              {t('sessionsHeld')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-semibold">
              {t('legendEarned')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('legendBooked')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.id}-${r.currency}`} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-2 font-medium text-slate-900">
                {r.name || t('unnamed')}
              </th>
              <td className="py-2 pr-2 text-right text-slate-800">
                {t('heldUpcoming', { held: r.held, upcoming: r.upcoming })}
              </td>
              <td className="py-2 pr-2 text-right text-slate-900">
                {money(r.earnedMinor, r.currency)}
              </td>
              <td className="py-2 text-right text-slate-800">{money(r.bookedMinor, r.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PageSkeleton() {
  const { t } = useTranslation('earnings');
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div aria-hidden="true" className="animate-pulse space-y-4">
        <div className="h-28 rounded-2xl bg-slate-200" />
        <div className="h-56 rounded-2xl bg-slate-100" />
        <div className="h-40 rounded-2xl bg-slate-100" />
      </div>
    </div>
  );
}

function Body({ data, onMonth }: { data: MentorEarnings; onMonth: (m: string) => void }) {
  const { t, i18n } = useTranslation('earnings');
  const money = useMoney();
  const months = [...new Set([data.currentMonth, ...data.monthsWithData])].sort().reverse();
  const sel = data.selected;
  return (
    <div className="space-y-5">
      <Card title={t('totalsTitle')}>
        <Totals amounts={data.totals} />
        <ul className="mt-3 text-sm text-slate-700">
          <li>
            {t('sessionsHeld', {
              count: data.totalSessions.held,
              free: data.totalSessions.heldFree,
            })}
          </li>
          <li>
            {t('sessionsUpcoming', {
              count: data.totalSessions.upcoming,
              free: data.totalSessions.upcomingFree,
            })}
          </li>
        </ul>
      </Card>
      <Card title={t('chartTitle')}>
        <MonthChart history={data.history} />
      </Card>
      <Card title={t('monthTitle', { month: monthLabel(sel.month, i18n.language) })}>
        <SelectField
          compact
          className="max-w-xs"
          label={t('month')}
          value={sel.month}
          options={months.map((m) => ({ value: m, label: monthLabel(m, i18n.language) }))}
          onChange={(v) => v && onMonth(v)}
        />
        <div className="mt-4">
          <Totals amounts={sel.amounts} />
          {sel.change && (
            <ul className="mt-3 text-sm text-slate-800">
              {sel.change.items.map((c) => (
                <li key={c.currency}>
                  {t(c.percent === null ? 'changeNoPercent' : 'change', {
                    amount: money(c.changeMinor, c.currency, { signed: true }),
                    percent:
                      c.percent === null
                        ? null
                        : formatPercent(c.percent, i18n.language, { signed: true }),
                    month: monthLabel(sel.change!.previousMonth, i18n.language),
                  })}
                </li>
              ))}
            </ul>
          )}
        </div>
        <h3 className="mt-6 text-sm font-semibold text-slate-900">{t('byPlan')}</h3>
        <RowsTable rows={sel.byPlan} nameHeader={t('plan')} label={t('byPlan')} />
        <h3 className="mt-6 text-sm font-semibold text-slate-900">{t('byMentee')}</h3>
        <RowsTable rows={sel.byMentee} nameHeader={t('mentee')} label={t('byMentee')} />
      </Card>
    </div>
  );
}

/**
 * /dashboard_mentor/earnings (docs/product.md#1210-earnings-and-analytics; the spec's page rendered
 * a mentor finder, we show earnings): totals per currency, a 12-month chart with a table
 * alternative, the chosen month by plan and by mentee, the CSV export, and the note that payments
 * are billed outside Pathwise (docs/product.md "Payments").
 */
export function EarningsPage() {
  const { t } = useTranslation('earnings');
  usePageTitle(t('pageTitle'));
  const [month, setMonth] = useState<string | undefined>(undefined);
  const query = useEarnings(month);
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('pageTitle')}
          </h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-700">
            {query.data ? t('intro', { zone: query.data.timeZone }) : t('introNoZone')}
          </p>
        </div>
        <a
          href={EARNINGS_CSV_URL}
          download
          className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Download className="size-4" aria-hidden="true" />
          {t('export')}
        </a>
      </div>
      <p className="mt-4 flex items-start gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
        <Info className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {t('billedOutside')}
      </p>
      <div className="mt-6">
        {query.isPending ? (
          <PageSkeleton />
        ) : query.isError ? (
          <Banner tone="error">
            <p className="font-semibold">{t('loadFailed')}</p>
            <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </Banner>
        ) : (
          <Body data={query.data} onMonth={setMonth} />
        )}
      </div>
    </>
  );
}
