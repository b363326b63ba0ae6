import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * One section of the mentor home: icon, title, an optional control beside the title (a
 * select), the content and an optional link at the bottom.
 */
export function HomeCard({
  title,
  icon: Icon,
  control,
  action,
  className,
  children,
  busy,
}: {
  title: string;
  icon: LucideIcon;
  control?: (headingId: string) => ReactNode;
  action?: { to: string; label: string };
  className?: string;
  children: ReactNode;
  busy?: boolean;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className={clsx(
        'flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm',
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h2 id={headingId} className="flex-1 text-base font-semibold text-slate-900">
          {title}
        </h2>
        {control?.(headingId)}
      </div>
      <div className="mt-4 flex flex-1 flex-col">{children}</div>
      {action && (
        <Link
          to={action.to}
          className="mt-4 inline-flex w-fit items-center rounded-lg border border-slate-300 px-3.5 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          {action.label}
        </Link>
      )}
    </section>
  );
}

/** A calm empty or error state inside a card: what is (not) there and what to do. */
export function CardNote({
  title,
  body,
  tone = 'empty',
  children,
}: {
  title: string;
  body?: string;
  tone?: 'empty' | 'error';
  children?: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={clsx(
        'flex flex-1 flex-col rounded-xl border px-4 py-5 text-sm',
        tone === 'error'
          ? 'border-red-300 bg-red-50 text-red-900'
          : 'border-dashed border-slate-300 bg-slate-50/60 text-slate-700',
      )}
    >
      <p className="font-medium text-slate-900">{title}</p>
      {body && <p className="mt-1">{body}</p>}
      {children}
    </div>
  );
}

/** Grey bars while a card loads. */
export function CardSkeleton({ label }: { label: string }) {
  return (
    <div className="flex-1">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" className="animate-pulse space-y-3">
        <div className="h-24 rounded-lg bg-slate-100" />
        <div className="h-4 w-2/3 rounded bg-slate-100" />
        <div className="h-4 w-1/2 rounded bg-slate-100" />
      </div>
    </div>
  );
}
