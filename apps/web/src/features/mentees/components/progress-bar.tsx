import { clsx } from 'clsx';

/**
 * A labelled progress bar 0–100 with its percentage beside it (the spec's "65% Done" bar).
 * `label` names it for assistive technology (e.g. "Progress of Ada Lovelace").
 */
export function ProgressBar({
  value,
  label,
  className,
}: {
  value: number;
  label: string;
  className?: string;
}) {
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 min-w-16 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${value}%` }} />
      </div>
      <span className="w-10 shrink-0 text-right text-xs font-semibold tabular-nums text-slate-800">
        {value}%
      </span>
    </div>
  );
}
