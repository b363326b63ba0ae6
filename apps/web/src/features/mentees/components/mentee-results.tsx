import type { MenteeList, MenteeRow, WorkTally } from '@pathwise/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '@/components/ui/pagination.tsx';
import { MeetingBadge } from './meeting-badge.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { formatWhen } from '../lib/format.ts';
import { MENTEES_PATH } from '../lib/paths.ts';

function Tally({ tally }: { tally: WorkTally }) {
  const { t } = useTranslation('mentees');
  return (
    <span className="tabular-nums">
      <span aria-hidden="true">
        {t('table.doneOf', { done: tally.done, assigned: tally.assigned })}
      </span>
      <span className="sr-only">
        {t('table.doneOfLong', { done: tally.done, assigned: tally.assigned })}
      </span>
    </span>
  );
}

function Progress({ row }: { row: MenteeRow }) {
  const { t } = useTranslation('mentees');
  return row.progress === null ? (
    <span className="text-xs text-slate-600">{t('table.noProgress')}</span>
  ) : (
    <ProgressBar value={row.progress} label={t('table.progressOf', { name: row.name })} />
  );
}

/**
 * The mentees' progress table (a list of cards on small screens), paged; `params` are the
 * page's URL parameters, which the pagination links keep.
 */
export function Results({ data, params }: { data: MenteeList; params: URLSearchParams }) {
  const { t, i18n } = useTranslation('mentees');
  const totalPages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const search = next.toString();
    return search ? `?${search}` : MENTEES_PATH;
  };
  const next = (row: MenteeRow) =>
    row.nextSessionAt ? formatWhen(row.nextSessionAt, i18n.language) : t('table.noNext');
  const nameLink = (row: MenteeRow) => (
    <Link
      to={`${MENTEES_PATH}/${encodeURIComponent(row.id)}`}
      className="font-semibold text-brand-800 underline-offset-2 hover:underline"
    >
      {row.name}
    </Link>
  );

  return (
    <div className="mt-6">
      <p role="status" className="mb-3 text-sm text-slate-700">
        {t('filters.results', { count: data.total })}
      </p>
      {data.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-semibold text-slate-900">{t('empty.noMatch')}</p>
          <p className="mt-1 text-sm text-slate-700">{t('empty.noMatchHint')}</p>
        </div>
      ) : (
        <>
          {/* Wide screens: the spec's table. */}
          <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('table.caption')}</caption>
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('table.name')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('table.course')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('table.assignments')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('table.tests')}
                  </th>
                  <th scope="col" className="w-44 px-4 py-3 font-semibold">
                    {t('table.progress')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('table.meeting')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('table.next')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.items.map((row) => (
                  <tr key={row.id} className="align-middle">
                    <th scope="row" className="px-4 py-3 font-normal">
                      {nameLink(row)}
                      {row.headline && (
                        <span className="block text-xs text-slate-600">{row.headline}</span>
                      )}
                    </th>
                    <td className="px-4 py-3 text-slate-800">
                      {row.courseName ?? (
                        <span className="text-slate-600">{t('table.noCourse')}</span>
                      )}
                    </td>
                    <td className="px-4 py-3 text-slate-800">
                      <Tally tally={row.assignments} />
                    </td>
                    <td className="px-4 py-3 text-slate-800">
                      <Tally tally={row.tests} />
                    </td>
                    <td className="px-4 py-3">
                      <Progress row={row} />
                    </td>
                    <td className="px-4 py-3">
                      <MeetingBadge status={row.meeting?.status ?? null} />
                    </td>
                    <td className="whitespace-nowrap px-4 py-3 text-slate-800">{next(row)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          {/* Small screens: one card per mentee. */}
          <ul className="space-y-3 md:hidden">
            {data.items.map((row) => (
              <li
                key={row.id}
                className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="text-base">{nameLink(row)}</h2>
                    <p className="text-sm text-slate-700">
                      {row.courseName ?? t('table.noCourse')}
                    </p>
                  </div>
                  <MeetingBadge status={row.meeting?.status ?? null} />
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  <div>
                    <dt className="text-xs text-slate-600">{t('table.assignments')}</dt>
                    <dd className="font-semibold text-slate-900">
                      <Tally tally={row.assignments} />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-600">{t('table.tests')}</dt>
                    <dd className="font-semibold text-slate-900">
                      <Tally tally={row.tests} />
                    </dd>
                  </div>
                  <div className="col-span-2">
                    <dt className="text-xs text-slate-600">{t('table.next')}</dt>
                    <dd className="text-slate-900">{next(row)}</dd>
                  </div>
                  <div className="col-span-2">
                    <dt className="text-xs text-slate-600">{t('table.progress')}</dt>
                    <dd>
                      <Progress row={row} />
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination
        page={data.page}
        totalPages={totalPages}
        hrefFor={hrefFor}
        label={t('pagination')}
      />
    </div>
  );
}
