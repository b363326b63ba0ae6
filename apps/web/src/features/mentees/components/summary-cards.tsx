import { type MenteeList, type WorkTally, formatInteger } from '@pathwise/contracts';
import { ClipboardCheck, FileCheck2, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function SummaryCard({
  icon,
  title,
  tally,
  children,
}: {
  icon: ReactNode;
  title: string;
  tally?: WorkTally;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('mentees');
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-2 text-sm font-semibold text-slate-700">
        {icon}
        <h2>{title}</h2>
      </div>
      {tally ? (
        <>
          <p className="mt-2 text-3xl font-bold tabular-nums text-slate-900">
            {formatInteger(tally.assigned, i18n.language)}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {t('summary.doneOf', { done: tally.done, assigned: tally.assigned })}
            {tally.overdue > 0 && (
              <span className="ml-2 font-semibold text-red-800">
                · {t('summary.overdueCount', { count: tally.overdue })}
              </span>
            )}
          </p>
        </>
      ) : (
        children
      )}
    </li>
  );
}

/** The summary cards of the mentees page: mentees and the work the mentor assigned. */
export function SummaryCards({ summary }: { summary: MenteeList['summary'] }) {
  const { t } = useTranslation('mentees');
  return (
    <ul aria-label={t('summary.label')} className="mt-6 grid gap-4 sm:grid-cols-3">
      <SummaryCard
        icon={<Users className="size-4 text-brand-700" aria-hidden="true" />}
        title={t('summary.mentees')}
      >
        <p className="mt-2 text-3xl font-bold tabular-nums text-slate-900">{summary.mentees}</p>
        <p className="mt-1 text-sm text-slate-700">{t('summary.menteesHint')}</p>
      </SummaryCard>
      <SummaryCard
        icon={<ClipboardCheck className="size-4 text-brand-700" aria-hidden="true" />}
        title={t('summary.assignments')}
        tally={summary.assignments}
      />
      <SummaryCard
        icon={<FileCheck2 className="size-4 text-brand-700" aria-hidden="true" />}
        title={t('summary.tests')}
        tally={summary.tests}
      />
    </ul>
  );
}
