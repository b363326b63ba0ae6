import { ADMIN_ACTIONS, type AdminActionKind, type AuditLogEntry } from '@pathwise/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useAuditLog, type AuditLogFilters } from '../api/get-audit-log.ts';
import { LoadError } from '../components/load-error.tsx';
import { dayStart, formatDateTime, nextDay } from '../lib/format.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters as the address holds them: `?action=&person=&from=YYYY-MM-DD&to=YYYY-MM-DD`. */
function readFilters(params: URLSearchParams): {
  action: AdminActionKind | '';
  person: string;
  from: string;
  to: string;
} {
  const action = params.get('action');
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    action: (ADMIN_ACTIONS as readonly string[]).includes(action ?? '')
      ? (action as AdminActionKind)
      : '',
    person: params.get('person') ?? '',
    from: day('from'),
    to: day('to'),
  };
}

/**
 * /admin/audit-log (docs/product.md#145-audit-log): every admin action, newest first, with the
 * time in the admin's zone, the action, the admin, the person acted on (a link to their admin
 * page) and the note. Filters (action, the person a link named, days from and to in the
 * admin's zone) live in the address; "Load more" follows the cursor. A table on a wide
 * screen, one card a row on a narrow one.
 */
export function AuditLogPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('auditLog.title'));
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const query: AuditLogFilters = {
    action: filters.action || undefined,
    subjectUserId: filters.person || undefined,
    from: filters.from ? dayStart(filters.from) : undefined,
    // Through the end of the `to` day: before the next one begins.
    to: filters.to ? dayStart(nextDay(filters.to)) : undefined,
  };
  const log = useAuditLog(query);

  const setFilter = (key: 'action' | 'person' | 'from' | 'to', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const personName = entries.find((e) => e.subjectUser?.id === filters.person)?.subjectUser?.name;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('auditLog.heading')}
      </h1>
      <p className="mt-2 max-w-3xl text-base text-slate-600">{t('auditLog.intro')}</p>

      <form
        role="search"
        aria-label={t('auditLog.filters')}
        onSubmit={(event) => event.preventDefault()}
        className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-3"
      >
        <SelectField
          compact
          label={t('auditLog.action')}
          value={filters.action}
          placeholder={t('auditLog.anyAction')}
          options={ADMIN_ACTIONS.map((action) => ({
            value: action,
            label: t(`actions.${action}`),
          }))}
          onChange={(value) => setFilter('action', value)}
        />
        <TextField
          type="date"
          label={t('auditLog.from')}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => setFilter('from', event.target.value)}
        />
        <TextField
          type="date"
          label={t('auditLog.to')}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => setFilter('to', event.target.value)}
        />
        {filters.person && (
          <p className="flex flex-wrap items-center gap-3 text-sm text-slate-800 sm:col-span-3">
            {t('auditLog.personFilter', { name: personName ?? filters.person })}
            <Button variant="outline" onClick={() => setFilter('person', '')}>
              {t('auditLog.everyone')}
            </Button>
          </p>
        )}
      </form>

      <div className="mt-6">
        {log.isPending ? (
          <PageSpinner />
        ) : log.isError ? (
          <LoadError what={t('auditLog.loadFailed')} error={log.error} retry={log.refetch} />
        ) : entries.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-10 text-center text-sm text-slate-600">
            {t('auditLog.empty')}
          </p>
        ) : (
          <>
            <AuditTable entries={entries} />
            {log.hasNextPage && (
              <div className="mt-6 flex justify-center">
                <Button
                  variant="outline"
                  disabled={log.isFetchingNextPage}
                  onClick={() => void log.fetchNextPage()}
                >
                  {log.isFetchingNextPage ? t('auditLog.loading') : t('auditLog.more')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** The rows: a table from `md` up, a list of cards below (each hidden from all at the other size). */
function AuditTable({ entries }: { entries: AuditLogEntry[] }) {
  const { t, i18n } = useTranslation('admin');
  const when = (entry: AuditLogEntry) => formatDateTime(entry.createdAt, i18n.language);
  return (
    <>
      <table className="hidden w-full overflow-hidden rounded-2xl border border-slate-200 bg-white text-left text-sm md:table">
        <caption className="sr-only">{t('auditLog.caption')}</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('auditLog.columns.time')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('auditLog.columns.action')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('auditLog.columns.admin')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('auditLog.columns.person')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('auditLog.columns.note')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top">
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">{when(entry)}</td>
              <td className="px-4 py-3 font-medium text-slate-900">
                {t(`actions.${entry.action}`)}
              </td>
              <td className="px-4 py-3 text-slate-800">{entry.admin?.name ?? '–'}</td>
              <td className="px-4 py-3">
                <PersonLink entry={entry} />
              </td>
              <td className="max-w-md whitespace-pre-line break-words px-4 py-3 text-slate-800">
                {entry.note ?? ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={t('auditLog.caption')} className="space-y-3 md:hidden">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-2xl border border-slate-200 bg-white p-4 text-sm">
            <p className="font-semibold text-slate-900">{t(`actions.${entry.action}`)}</p>
            <p className="text-slate-600">{when(entry)}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-slate-600">{t('auditLog.columns.admin')}</dt>
              <dd className="text-slate-900">{entry.admin?.name ?? '–'}</dd>
              <dt className="text-slate-600">{t('auditLog.columns.person')}</dt>
              <dd>
                <PersonLink entry={entry} />
              </dd>
            </dl>
            {entry.note && (
              <p className="mt-2 whitespace-pre-line break-words text-slate-800">{entry.note}</p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function PersonLink({ entry }: { entry: AuditLogEntry }) {
  if (!entry.subjectUser) return <span className="text-slate-500">–</span>;
  return (
    <Link
      to={`/admin/people/${encodeURIComponent(entry.subjectUser.id)}`}
      className="font-medium text-brand-700 underline hover:text-brand-900"
    >
      {entry.subjectUser.name}
    </Link>
  );
}
