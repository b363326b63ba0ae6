import { formatDecimal, formatInteger } from '@pathwise/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format.ts';

/** One series of a {@link WeekChart}: a value per week (null: no data that week). */
export interface WeekSeries {
  label: string;
  values: (number | null)[];
  /** Tailwind fill class of its bars. */
  fill: string;
}

/**
 * A small card of weekly bars (docs/product.md#146-admin-overview): this week's value(s) in
 * large type, then one group of bars per week (hand-drawn SVG, hidden from screen readers)
 * and the same figures as a visually hidden table, which is what a screen reader reads.
 * `hours` shows the values as hours with one decimal.
 */
export function WeekChart({
  title,
  weeks,
  series,
  hours = false,
  note,
}: {
  title: string;
  /** The Mondays, `YYYY-MM-DD`, oldest first. */
  weeks: string[];
  series: WeekSeries[];
  hours?: boolean;
  /** A line under the title, e.g. what waits now. */
  note?: string;
}) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  const headingId = useId();
  const show = (value: number | null) =>
    value === null
      ? '–'
      : hours
        ? t('overview.hours', { value: formatDecimal(value, locale, 1) })
        : formatInteger(value, locale);
  const max = Math.max(1, ...series.flatMap((s) => s.values.map((v) => v ?? 0)));
  const slot = 100 / weeks.length;
  const bar = (slot * 0.8) / series.length;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-sm font-semibold text-slate-900">
        {title}
      </h2>
      {note && <p className="text-xs text-slate-600">{note}</p>}
      <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-slate-700">
        {series.map((s) => (
          <span key={s.label}>
            <span className="text-2xl font-bold text-slate-900">
              {show(s.values.at(-1) ?? null)}
            </span>{' '}
            {series.length > 1 ? s.label : t('overview.thisWeek')}
          </span>
        ))}
      </p>
      <svg
        viewBox="0 0 100 40"
        preserveAspectRatio="none"
        className="mt-2 h-20 w-full"
        aria-hidden="true"
      >
        <line x1={0} y1={39.8} x2={100} y2={39.8} strokeWidth={0.4} className="stroke-slate-300" />
        {weeks.map((week, w) =>
          series.map((s, i) => {
            const h = ((s.values[w] ?? 0) / max) * 38;
            return (
              <rect
                key={`${week}-${s.label}`}
                x={w * slot + slot * 0.1 + i * bar}
                y={40 - h}
                width={bar * 0.9}
                height={h}
                rx={0.4}
                className={s.fill}
              />
            );
          }),
        )}
      </svg>
      <p className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{formatDate(weeks[0]!, locale)}</span>
        <span>{t('overview.thisWeek')}</span>
      </p>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('overview.weekOf')}</th>
            {series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={week}>
              <th scope="row">{formatDate(week, locale)}</th>
              {series.map((s) => (
                <td key={s.label}>{show(s.values[w] ?? null)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
