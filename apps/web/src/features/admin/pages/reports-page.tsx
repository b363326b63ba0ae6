import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useOpenReports } from '../api/reports-api.ts';
import { ReportCard } from '../components/reports/report-card.tsx';
import { adminErrorMessage } from '../lib/admin-errors.ts';

/**
 * /admin/reports (docs/product.md#143-moderation-and-suspension): the open reports, oldest
 * first, each in its context with its actions; after a resolution the page says what
 * happened and moves focus to that message (the card leaves the list). Admins only.
 */
export function ReportsPage() {
  const { t, i18n } = useTranslation('admin');
  usePageTitle(t('reports.title'));
  const reports = useOpenReports();
  const [result, setResult] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const formatter = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const formatDate = (iso: string) => formatter.format(new Date(iso));

  const onResolved = (text: string) => {
    setResult(text);
    requestAnimationFrame(() => resultRef.current?.focus());
  };

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('reports.heading')}
      </h1>
      <p className="mt-2 max-w-3xl text-base text-slate-600">{t('reports.intro')}</p>
      <div ref={resultRef} tabIndex={-1} className="mt-6 outline-none empty:hidden">
        {result && (
          <Banner tone="success" onDismiss={() => setResult(null)}>
            {result}
          </Banner>
        )}
      </div>
      {reports.isPending ? (
        <PageSpinner />
      ) : reports.isError ? (
        <div className="mt-6">
          <Banner tone="error">{adminErrorMessage(t, reports.error)}</Banner>
        </div>
      ) : reports.data.items.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-base text-slate-600">
          {t('reports.empty')}
        </p>
      ) : (
        <ol className="mt-6 space-y-6">
          {reports.data.items.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} formatDate={formatDate} onResolved={onResolved} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
