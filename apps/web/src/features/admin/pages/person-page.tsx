import {
  formatInteger,
  formatTimeRange,
  type AdminPerson,
  type AdminPersonSession,
} from '@pathwise/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { ownTimeZone, useAccount } from '@/lib/session/account.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { usePerson } from '../api/get-people.ts';
import { LoadError } from '../components/load-error.tsx';
import { RoleText, StatusBadge } from '../components/person-badges.tsx';
import { ReinstatePersonDialog, SuspendPersonDialog } from '../components/suspension-dialogs.tsx';
import { formatDate, formatDateTime } from '../lib/format.ts';

/**
 * /admin/people/:id (docs/product.md#146-admin-overview): one person's details (role, status,
 * joined, sessions held, open reports, their mentor listing and any suspension), the reports
 * about them, the admin actions taken on them (with a link to all of them in the audit log)
 * and their upcoming and recent sessions, times in the admin's zone; Suspend or Reinstate.
 */
export function PersonPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const person = usePerson(id);
  usePageTitle(person.data ? person.data.name || person.data.email : t('person.title'));

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <Link
        to="/admin/people"
        className="text-sm font-semibold text-brand-700 underline hover:text-brand-900"
      >
        {t('person.back')}
      </Link>
      {person.isPending ? (
        <PageSpinner />
      ) : person.isError ? (
        <div className="mt-6">
          <LoadError what={t('person.loadFailed')} error={person.error} retry={person.refetch} />
        </div>
      ) : (
        <PersonDetails person={person.data} />
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-6 text-sm text-slate-600">
      {children}
    </p>
  );
}

/**
 * Suspend or reinstate the account (docs/product.md#143-moderation-and-suspension), with the
 * outcome announced; not offered on the admin's own page (the server refuses it).
 */
function AccountActions({ person: p }: { person: AdminPerson }) {
  const { t } = useTranslation('admin');
  const { data: me } = useAccount();
  const [done, setDone] = useState('');
  if (me?.id === p.id) return null;
  const target = { userId: p.id, name: p.name || p.email, onDone: setDone };
  return (
    <section aria-label={t('person.accountActions')} className="mt-4">
      <div className="flex flex-wrap gap-3">
        {p.suspension ? <ReinstatePersonDialog {...target} /> : <SuspendPersonDialog {...target} />}
      </div>
      <p role="status" className="mt-2 text-sm text-slate-700">
        {done}
      </p>
    </section>
  );
}

function PersonDetails({ person: p }: { person: AdminPerson }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  const field = (label: string, value: ReactNode) => (
    <div className="min-w-0">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
    </div>
  );
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {p.name || p.email}
        </h1>
        <StatusBadge status={p.status} />
      </div>
      <p className="mt-1 break-all text-slate-600">{p.email}</p>
      <AccountActions person={p} />

      <dl className="mt-6 grid gap-x-6 gap-y-4 rounded-2xl border border-slate-200 bg-white p-5 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {field(t('people.columns.role'), <RoleText role={p.role} />)}
        {field(t('people.columns.joined'), formatDate(p.joinedAt, locale))}
        {field(t('person.timeZone'), p.timeZone ?? t('person.noTimeZone'))}
        {field(t('people.columns.held'), formatInteger(p.sessionsHeld, locale))}
        {field(t('people.columns.reports'), formatInteger(p.openReports, locale))}
        {p.mentor &&
          field(
            t('person.application'),
            p.mentor.delistedAt
              ? t('person.delistedOn', {
                  date: formatDate(p.mentor.delistedAt, locale),
                  reason: p.mentor.delistReason ?? '',
                })
              : t(`status.${p.mentor.status}`),
          )}
        {p.suspension &&
          field(
            t('person.suspension'),
            p.suspension.until
              ? t('person.suspendedUntil', {
                  since: formatDate(p.suspension.since, locale),
                  until: formatDateTime(p.suspension.until, locale),
                })
              : t('person.suspendedSince', { since: formatDate(p.suspension.since, locale) }),
          )}
      </dl>

      <Section title={t('person.reports')}>
        {p.reports.length === 0 ? (
          <Empty>{t('person.noReports')}</Empty>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white text-sm">
            {p.reports.map((r) => (
              <li
                key={r.id}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
              >
                <span className="font-medium text-slate-900">
                  {t(`person.reportReasons.${r.reason}`)} · {t(`person.reportKinds.${r.kind}`)}
                </span>
                <span className="text-slate-700">
                  {t(`person.reportStatuses.${r.status}`)} · {formatDate(r.createdAt, locale)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('person.actions')}>
        {p.actions.length === 0 ? (
          <Empty>{t('person.noActions')}</Empty>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white text-sm">
            {p.actions.map((a) => (
              <li key={a.id} className="px-4 py-3">
                <p className="font-medium text-slate-900">
                  {t(`actions.${a.action}`)}
                  <span className="font-normal text-slate-600">
                    {' · '}
                    {formatDateTime(a.createdAt, locale)}
                    {a.admin ? ` · ${a.admin.name}` : ''}
                  </span>
                </p>
                {a.note && (
                  <p className="mt-1 whitespace-pre-line break-words text-slate-800">{a.note}</p>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-sm">
          <Link
            to={`/admin/audit-log?person=${encodeURIComponent(p.id)}`}
            className="font-semibold text-brand-700 underline hover:text-brand-900"
          >
            {t('person.allActions')}
          </Link>
        </p>
      </Section>

      <Section title={t('person.upcoming')}>
        <Sessions sessions={p.upcomingSessions} empty={t('person.noUpcoming')} />
      </Section>
      <Section title={t('person.recent')}>
        <Sessions sessions={p.recentSessions} empty={t('person.noRecent')} />
      </Section>
    </>
  );
}

function Sessions({ sessions, empty }: { sessions: AdminPersonSession[]; empty: string }) {
  const { t, i18n } = useTranslation('admin');
  if (sessions.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white text-sm">
      {sessions.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
          <span className="text-slate-900">
            {formatTimeRange(s.startsAt, s.endsAt, {
              timeZone: ownTimeZone(),
              locale: i18n.language,
            })}
          </span>
          <span className="text-slate-700">
            {t(`person.as.${s.as}`, { name: s.other.name || t('person.formerMember') })}
            {' · '}
            {s.missed ? t('person.missed') : t(`person.sessionStatuses.${s.status}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
