import type { AdminReport } from '@pathwise/contracts';
import { useTranslation } from 'react-i18next';
import { ReportContextView } from './report-context.tsx';
import { ResolveDialog } from './resolve-dialog.tsx';

/**
 * One open report in the queue (docs/product.md#143-moderation-and-suspension): reason,
 * details, reporter, the reported person with their earlier reports, the DSA notice, the
 * appeal text when the case came back, the content in context and the four actions.
 */
export function ReportCard({
  report,
  formatDate,
  onResolved,
}: {
  report: AdminReport;
  formatDate: (iso: string) => string;
  onResolved: (text: string) => void;
}) {
  const { t } = useTranslation('admin');
  const headingId = `report-${report.id}`;
  const actions =
    report.subject.kind === 'user'
      ? (['dismiss', 'warn', 'suspend'] as const)
      : (['dismiss', 'remove', 'warn', 'suspend'] as const);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t(`reports.kind.${report.subject.kind}`)} · {t(`reports.reasons.${report.reason}`)}
        </h2>
        <p className="text-sm text-slate-600">
          <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
        </p>
      </header>
      {report.appeal && (
        <div className="mt-3 rounded-lg border border-brand-200 bg-brand-50 p-3">
          <p className="text-sm font-semibold text-brand-900">
            {t('reports.appeal', { date: formatDate(report.appeal.at) })}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-900">
            {report.appeal.text}
          </p>
        </div>
      )}
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-slate-700">{t('reports.reporter')}</dt>
        <dd className="text-slate-900">{report.reporter.name}</dd>
        <dt className="font-semibold text-slate-700">{t('reports.reported')}</dt>
        <dd className="text-slate-900">
          {report.reportedPerson.name}
          {report.reportedPerson.suspended && (
            <span className="ml-2 rounded bg-red-100 px-1.5 text-xs font-semibold text-red-800">
              {t('reports.suspended')}
            </span>
          )}{' '}
          <span className="text-slate-600">
            {t('reports.earlier', { count: report.earlierReports.length })}
          </span>
        </dd>
        {report.details && (
          <>
            <dt className="font-semibold text-slate-700">{t('reports.details')}</dt>
            <dd className="whitespace-pre-wrap break-words text-slate-900">{report.details}</dd>
          </>
        )}
        {report.notice && (
          <>
            <dt className="font-semibold text-slate-700">{t('reports.notice')}</dt>
            <dd className="break-words text-slate-900">
              {report.notice.name} ({report.notice.email})
            </dd>
          </>
        )}
      </dl>
      {report.context && (
        <section aria-label={t('reports.context')} className="mt-4">
          <h3 className="text-sm font-semibold text-slate-700">{t('reports.context')}</h3>
          <ReportContextView context={report.context} formatDate={formatDate} />
        </section>
      )}
      <div className="mt-5 flex flex-wrap gap-2">
        {actions.map((action) => (
          <ResolveDialog key={action} report={report} action={action} onResolved={onResolved} />
        ))}
      </div>
    </article>
  );
}
