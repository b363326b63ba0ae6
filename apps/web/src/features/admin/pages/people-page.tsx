import {
  PERSON_ROLES,
  PERSON_STATUSES,
  formatInteger,
  type AdminPersonRow,
  type PersonRole,
  type PersonStatus,
} from '@pathwise/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '@/components/ui/pagination.tsx';
import { SearchField } from '@/components/ui/search-field.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { usePeople } from '../api/get-people.ts';
import { LoadError } from '../components/load-error.tsx';
import { RoleText, StatusBadge } from '../components/person-badges.tsx';
import { formatDate } from '../lib/format.ts';

/** Milliseconds the search waits after the last key before it asks. */
const SEARCH_DELAY_MS = 300;

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/**
 * /admin/people (docs/product.md#146-admin-overview): everyone, newest account first, searched
 * by name or email and filtered by role and status (all in the address), with joined, sessions
 * held and open reports; each name links to the person's admin page. A table from `md` up,
 * cards below.
 */
export function PeoplePage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('people.title'));
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const role = pick<PersonRole>(PERSON_ROLES, params.get('role'));
  const status = pick<PersonStatus>(PERSON_STATUSES, params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const people = usePeople({ q: q.trim() || undefined, role, status, page });

  const searchFor = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    return next;
  };
  useEffect(() => {
    if (text === q) return;
    const timer = setTimeout(
      () => setParams(searchFor({ q: text }), { replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
    // Only the typed text starts a search; the other filters apply at once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const hrefFor = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `?${next.toString()}`;
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('people.heading')}
      </h1>
      <p className="mt-2 max-w-3xl text-base text-slate-600">{t('people.intro')}</p>

      <form
        role="search"
        aria-label={t('people.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          setParams(searchFor({ q: text }), { replace: true });
        }}
        className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-3"
      >
        <SearchField
          label={t('people.search')}
          value={text}
          onValue={setText}
          maxLength={254}
          autoComplete="off"
        />
        <SelectField
          compact
          label={t('people.role')}
          value={role ?? ''}
          placeholder={t('people.anyRole')}
          options={PERSON_ROLES.map((value) => ({ value, label: t(`people.roles.${value}`) }))}
          onChange={(value) => setParams(searchFor({ role: value }), { replace: true })}
        />
        <SelectField
          compact
          label={t('people.status')}
          value={status ?? ''}
          placeholder={t('people.anyStatus')}
          options={PERSON_STATUSES.map((value) => ({
            value,
            label: t(`people.statuses.${value}`),
          }))}
          onChange={(value) => setParams(searchFor({ status: value }), { replace: true })}
        />
      </form>

      <div className="mt-6">
        {people.isPending ? (
          <PageSpinner />
        ) : people.isError ? (
          <LoadError what={t('people.loadFailed')} error={people.error} retry={people.refetch} />
        ) : people.data.items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-10 text-center text-sm text-slate-600">
            {t('people.empty')}
          </p>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-600" aria-live="polite">
              {t('people.count', { count: people.data.total })}
            </p>
            <PeopleTable people={people.data.items} />
            <Pagination
              label={t('people.pagination')}
              page={page}
              totalPages={Math.max(1, Math.ceil(people.data.total / people.data.pageSize))}
              hrefFor={hrefFor}
            />
          </>
        )}
      </div>
    </div>
  );
}

function PersonLink({ person }: { person: AdminPersonRow }) {
  return (
    <Link
      to={`/admin/people/${encodeURIComponent(person.id)}`}
      className="font-semibold text-brand-700 underline hover:text-brand-900"
    >
      {person.name || person.email}
    </Link>
  );
}

function PeopleTable({ people }: { people: AdminPersonRow[] }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  const columns = ['name', 'role', 'status', 'joined', 'held', 'reports'] as const;
  return (
    <>
      <table className="hidden w-full overflow-hidden rounded-2xl border border-slate-200 bg-white text-left text-sm md:table">
        <caption className="sr-only">{t('people.caption')}</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {t(`people.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {people.map((person) => (
            <tr key={person.id}>
              <td className="px-4 py-3">
                <PersonLink person={person} />
                <p className="break-all text-slate-600">{person.email}</p>
              </td>
              <td className="px-4 py-3 text-slate-800">
                <RoleText role={person.role} />
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={person.status} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-800">
                {formatDate(person.joinedAt, locale)}
              </td>
              <td className="px-4 py-3 text-slate-800">
                {formatInteger(person.sessionsHeld, locale)}
              </td>
              <td className="px-4 py-3 text-slate-800">
                {formatInteger(person.openReports, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={t('people.caption')} className="space-y-3 md:hidden">
        {people.map((person) => (
          <li key={person.id} className="rounded-2xl border border-slate-200 bg-white p-4 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <PersonLink person={person} />
              <StatusBadge status={person.status} />
            </div>
            <p className="break-all text-slate-600">{person.email}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-slate-600">{t('people.columns.role')}</dt>
              <dd className="text-slate-900">
                <RoleText role={person.role} />
              </dd>
              <dt className="text-slate-600">{t('people.columns.joined')}</dt>
              <dd className="text-slate-900">{formatDate(person.joinedAt, locale)}</dd>
              <dt className="text-slate-600">{t('people.columns.held')}</dt>
              <dd className="text-slate-900">{formatInteger(person.sessionsHeld, locale)}</dd>
              <dt className="text-slate-600">{t('people.columns.reports')}</dt>
              <dd className="text-slate-900">{formatInteger(person.openReports, locale)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
