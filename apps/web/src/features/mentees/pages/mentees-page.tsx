import {
  MENTEE_GOALS,
  MentorLanguage,
  QUALITY_SKILLS,
  type MenteeList,
  type MenteeRow,
  type WorkTally,
  formatInteger,
} from '@pathwise/contracts';
import { CalendarCog, ClipboardCheck, FileCheck2, UserRound, Users } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SearchField } from '@/components/ui/search-field.tsx';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { useAccount } from '@/lib/session/account.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useMentees, type MenteeFilters } from '../api/mentees-api.ts';
import { MeetingBadge } from '../components/meeting-badge.tsx';
import { ProgressBar } from '../components/progress-bar.tsx';
import { formatWhen } from '../lib/format.ts';
import { MENTEES_PATH } from '../lib/paths.ts';

type Skill = (typeof QUALITY_SKILLS)[number];
type Topic = (typeof MENTEE_GOALS)[number];

/** The filters and page the URL holds (unknown values are dropped, as the server would refuse them). */
function filtersOf(params: URLSearchParams): MenteeFilters {
  const skill = params.get('skills');
  const topic = params.get('topic');
  const language = params.get('language');
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() || undefined,
    skills: (QUALITY_SKILLS as readonly string[]).includes(skill ?? '')
      ? (skill as Skill)
      : undefined,
    topic: (MENTEE_GOALS as readonly string[]).includes(topic ?? '') ? (topic as Topic) : undefined,
    language: MentorLanguage.safeParse(language).success ? (language as string) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** A language code's name in the viewer's language ("es" → "Spanish"). */
function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * `/dashboard_mentor/mentees` (spec §2 "Mentor dashboard"; issue 10 "The mentor's view"):
 * summary cards of the work the mentor assigned, search and the Skills, Language and Topic
 * filters on the mentees' onboarding answers, and the progress table (Name of mentee, Course
 * name, Assignments, Tests, progress, Meeting), a list of cards on small screens, paged.
 * Filters and page live in the URL, so Back and shared links keep them.
 */
export function MenteesPage() {
  const { t } = useTranslation('mentees');
  usePageTitle(t('page.title'));
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const query = useMentees(filters);

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <section aria-labelledby="mentees-title" className="mx-auto max-w-6xl">
      <h1 id="mentees-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('page.title')}
      </h1>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">{t('page.intro')}</p>

      {query.isPending ? (
        <Skeleton label={t('page.loading')} />
      ) : query.isError ? (
        <Banner tone="error" className="mt-6">
          <p className="font-semibold">{t('page.error')}</p>
          <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {t('page.retry')}
          </Button>
        </Banner>
      ) : query.data.summary.mentees === 0 ? (
        <NoMentees />
      ) : (
        <>
          <SummaryCards summary={query.data.summary} />
          <FilterBar
            data={query.data}
            filters={filters}
            onChange={setParam}
            onClear={() => setParams(new URLSearchParams(), { replace: true })}
          />
          <Results data={query.data} params={params} />
        </>
      )}
    </section>
  );
}

function Skeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="mt-6">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" className="animate-pulse">
        <div className="grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-28 rounded-2xl bg-slate-100" />
          ))}
        </div>
        <div className="mt-6 h-16 rounded-2xl bg-slate-100" />
        <div className="mt-6 space-y-3">
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="h-14 rounded-xl bg-slate-100" />
          ))}
        </div>
      </div>
    </div>
  );
}

/** The empty state: no one has booked this mentor yet, and what to do about it. */
function NoMentees() {
  const { t } = useTranslation('mentees');
  const { data: user } = useAccount();
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center sm:p-10">
      <Users className="mx-auto size-10 text-brand-700" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">{t('empty.title')}</h2>
      <p className="mx-auto mt-2 max-w-xl text-sm text-slate-700">{t('empty.body')}</p>
      <div className="mt-5 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link
          to="/dashboard_mentor/availability"
          className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <CalendarCog className="size-4" aria-hidden="true" />
          {t('empty.availability')}
        </Link>
        {user && (
          <Link
            to={`/mentors/${encodeURIComponent(user.id)}`}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            <UserRound className="size-4" aria-hidden="true" />
            {t('empty.profile')}
          </Link>
        )}
      </div>
    </div>
  );
}

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

function SummaryCards({ summary }: { summary: MenteeList['summary'] }) {
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

function FilterBar({
  data,
  filters,
  onChange,
  onClear,
}: {
  data: MenteeList;
  filters: MenteeFilters;
  onChange: (key: string, value: string) => void;
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation('mentees');
  const searchId = useId();
  const [text, setText] = useState(filters.q ?? '');
  // Search as the mentor types, a moment after the last key (one request, not one per key).
  useEffect(() => {
    if (text.trim() === (filters.q ?? '')) return;
    const timer = setTimeout(() => onChange('q', text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, filters.q, onChange]);
  const withChosen = <V extends string>(values: readonly V[], chosen: V | undefined) =>
    chosen && !values.includes(chosen) ? [...values, chosen] : values;
  const any = filters.q || filters.skills || filters.language || filters.topic;
  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(e) => {
        e.preventDefault();
        onChange('q', text.trim());
      }}
      className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <div>
        <SearchField
          id={searchId}
          label={t('filters.search')}
          value={text}
          placeholder={t('filters.searchPlaceholder')}
          onValue={setText}
          maxLength={100}
        />
      </div>
      <SelectField<Skill>
        compact
        label={t('filters.skills')}
        value={filters.skills ?? ''}
        placeholder={t('filters.any')}
        options={withChosen(data.filters.skills, filters.skills).map((value) => ({
          value,
          label: t(`onboarding:qualities.skills.${value}`),
        }))}
        onChange={(value) => onChange('skills', value)}
      />
      <SelectField<string>
        compact
        label={t('filters.language')}
        value={filters.language ?? ''}
        placeholder={t('filters.any')}
        options={withChosen(data.filters.languages, filters.language).map((value) => ({
          value,
          label: languageName(value, i18n.language),
        }))}
        onChange={(value) => onChange('language', value)}
      />
      <SelectField<Topic>
        compact
        label={t('filters.topic')}
        value={filters.topic ?? ''}
        placeholder={t('filters.any')}
        options={withChosen(data.filters.topics, filters.topic).map((value) => ({
          value,
          label: t(`onboarding:menteeGoal.options.${value}`),
        }))}
        onChange={(value) => onChange('topic', value)}
      />
      <Button
        variant="ghost"
        disabled={!any}
        onClick={() => {
          setText('');
          onClear();
        }}
      >
        {t('filters.clear')}
      </Button>
    </form>
  );
}

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

function Results({ data, params }: { data: MenteeList; params: URLSearchParams }) {
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
