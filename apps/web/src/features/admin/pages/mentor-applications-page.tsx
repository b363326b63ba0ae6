import type { MentorApplication } from '@pathwise/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useMentorApplications } from '../api/get-mentor-applications.ts';
import {
  ApplicationCard,
  applicantName,
  type CardAction,
} from '../components/application-card.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { LoadError } from '../components/load-error.tsx';
import {
  APPLICATIONS_PAGE_SIZE,
  listSearch,
  readListParams,
  STATUS_TABS,
  type StatusTab,
} from '../lib/list-params.ts';

type Decided = (kind: CardAction, application: MentorApplication) => void;

/**
 * /admin/mentors (docs/product.md#12-add "Add"): the mentor
 * applications by status in tabs (Pending first, Approved, Declined, All), a page at a time,
 * each with everything the mentor entered and, while pending, Approve (confirmed) and
 * Decline (with a reason). The tab and page live in the address (`?status=…&page=…`).
 * After a decision the page says what happened, moves focus to that message and reloads the
 * list. Admins only (see RequireAdmin).
 */
export function MentorApplicationsPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('page.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status, page } = readListParams(params);
  const [result, setResult] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const onDecided: Decided = (kind, application) =>
    setResult(t(`result.${kind}`, { name: applicantName(application) }));

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('page.heading')}
      </h1>
      <p className="mt-2 max-w-3xl text-base text-slate-600">{t('page.intro')}</p>

      {/* Focus lands here after a decision: the decided card may have left the list. */}
      <div ref={resultRef} tabIndex={-1} className="mt-6 outline-none empty:hidden">
        {result && (
          <Banner tone="success" onDismiss={() => setResult(null)}>
            {result}
          </Banner>
        )}
      </div>

      <Tabs
        label={t('tabs.label')}
        items={STATUS_TABS.map((tab) => ({ value: tab, label: t(`tabs.${tab}`) }))}
        value={status}
        onValueChange={(tab) => {
          setResult(null);
          void navigate({ search: listSearch(tab, 1) });
        }}
        className="mt-6"
      >
        {(tab) => (
          <ApplicationList
            status={tab}
            page={page}
            onDecided={onDecided}
            focusResult={() => resultRef.current?.focus()}
          />
        )}
      </Tabs>
    </div>
  );
}

/** One page of applications with `status` (Radix renders only the active tab's). */
function ApplicationList({
  status,
  page,
  onDecided,
  focusResult,
}: {
  status: StatusTab;
  page: number;
  onDecided: Decided;
  focusResult: () => void;
}) {
  const { t } = useTranslation('admin');
  const list = useMentorApplications({ status, page, pageSize: APPLICATIONS_PAGE_SIZE });

  if (list.isPending) return <PageSpinner />;
  if (list.isError) {
    return <LoadError what={t('list.loadFailed')} error={list.error} retry={list.refetch} />;
  }

  const { items, total, pageSize } = list.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  if (total === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-10 text-center text-sm text-slate-600">
        {t(`list.empty.${status}`)}
      </p>
    );
  }
  if (items.length === 0) {
    // Past the last page, e.g. after the last application of a page was decided.
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-10 text-center text-sm text-slate-600">
        {t('list.pastEnd')}{' '}
        <Link
          to={{ search: listSearch(status, pages) }}
          className="font-semibold text-brand-700 underline hover:text-brand-900"
        >
          {t('list.lastPage')}
        </Link>
      </p>
    );
  }

  const first = (page - 1) * pageSize + 1;
  return (
    <>
      <p className="mb-4 text-sm text-slate-600">
        {t('list.showing', { first, last: first + items.length - 1, count: total })}
      </p>
      <ul className="space-y-6">
        {items.map((application) => (
          <li key={application.userId}>
            <ApplicationCard
              application={application}
              onDecided={onDecided}
              focusResult={focusResult}
            />
          </li>
        ))}
      </ul>
      <Pagination
        label={t('list.pagination')}
        page={page}
        totalPages={pages}
        hrefFor={(n) => listSearch(status, n)}
      />
    </>
  );
}
