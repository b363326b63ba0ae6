import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The goals page's placeholder while goals and activities load (progress card and chips). */
export function Skeleton() {
  const { t } = useTranslation('common');
  return (
    <div aria-busy="true" className="space-y-4">
      <span className="sr-only">{t('loading')}</span>
      <div className="h-20 animate-pulse rounded-2xl bg-slate-100" />
      <div className="flex gap-2">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-9 w-32 animate-pulse rounded-full bg-slate-100" />
        ))}
      </div>
    </div>
  );
}

/** A progress bar (0–100 %) with its label and a summary of activities done. */
export function ProgressCard({
  label,
  percent,
  summary,
}: {
  label: string;
  percent: number;
  summary: string;
}) {
  const labelId = useId();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={labelId} className="text-base font-semibold text-slate-900">
          {label}
        </h2>
        <span className="text-lg font-bold tabular-nums text-brand-800">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% · ${summary}`}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-slate-600">{summary}</p>
    </div>
  );
}
