import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HomeCard } from './home-card.tsx';

/**
 * A dashboard card for a section that has no data yet: its title, what will appear there,
 * and what the user can do about it. Deliberately no placeholder numbers or charts.
 */
export function EmptyCard({
  title,
  icon,
  empty,
  explanation,
  action,
  className,
}: {
  title: string;
  icon: LucideIcon;
  /** The empty state itself, e.g. "No sessions booked yet." */
  empty: string;
  /** What will appear here once there is data. */
  explanation: string;
  action?: { to: string; label: string };
  className?: string;
}): ReactNode {
  return (
    <HomeCard title={title} icon={icon} loading={false} className={className}>
      <div className="flex flex-1 flex-col rounded-xl border border-dashed border-slate-300 bg-slate-50/60 px-4 py-5">
        <p className="text-sm font-medium text-slate-800">{empty}</p>
        <p className="mt-1 text-sm text-slate-600">{explanation}</p>
        {action && (
          <Link
            to={action.to}
            className="mt-4 inline-flex w-fit items-center rounded-lg bg-brand-700 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {action.label}
          </Link>
        )}
      </div>
    </HomeCard>
  );
}
