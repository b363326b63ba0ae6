import type { MenteeSummary } from '@pathwise/contracts';
import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * What every section of the mentee home gets: the home's one summary (once loaded) and
 * whether it loads.
 */
export interface HomeSectionProps {
  data: MenteeSummary | undefined;
  loading: boolean;
}

/** A link styled as the mentee home's primary action. */
export function ActionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex w-fit items-center rounded-lg bg-brand-700 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {children}
    </Link>
  );
}

/**
 * One section of the mentee home: icon and heading, then its content, a skeleton while the
 * summary loads (`loading`), or its empty state.
 */
export function HomeCard({
  title,
  icon: Icon,
  loading,
  className,
  headerAction,
  children,
}: {
  title: string;
  icon: LucideIcon;
  loading: boolean;
  className?: string;
  /** A small link beside the heading (e.g. Add Goal). */
  headerAction?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      className={clsx(
        'flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm',
        className,
      )}
    >
      <div className="flex items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {headerAction && <div className="ml-auto">{headerAction}</div>}
      </div>
      <div className="mt-4 flex flex-1 flex-col">{loading ? <CardSkeleton /> : children}</div>
    </section>
  );
}

/** Grey bars where a section's content will be. */
function CardSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse space-y-3">
      <div className="h-4 w-3/4 rounded bg-slate-200" />
      <div className="h-4 w-full rounded bg-slate-100" />
      <div className="h-4 w-5/6 rounded bg-slate-100" />
      <div className="h-4 w-2/3 rounded bg-slate-100" />
    </div>
  );
}

/** A section's empty state: what is missing and what to do, with the action. */
export function EmptyState({
  empty,
  explanation,
  action,
}: {
  empty: string;
  explanation: string;
  action?: { to: string; label: string };
}) {
  return (
    <div className="flex flex-1 flex-col rounded-xl border border-dashed border-slate-300 bg-slate-50/60 px-4 py-5">
      <p className="text-sm font-medium text-slate-800">{empty}</p>
      <p className="mt-1 text-sm text-slate-600">{explanation}</p>
      {action && (
        <div className="mt-4">
          <ActionLink to={action.to}>{action.label}</ActionLink>
        </div>
      )}
    </div>
  );
}
