import { formatMoney, type MentorApplication, formatInteger } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format.ts';
import { ApproveDialog } from './approve-dialog.tsx';
import { DeclineDialog } from './decline-dialog.tsx';
import { RelistDialog } from './relist-dialog.tsx';

/** What an admin did to an application on its card. */
export type CardAction = 'approved' | 'declined' | 'delisted' | 'relisted';

const STATUS_BADGE: Record<MentorApplication['status'], string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  approved: 'bg-green-100 text-green-900 ring-green-300',
  declined: 'bg-red-100 text-red-900 ring-red-300',
};

/**
 * The name an admin knows the mentor by: the account's, the person's one name (ADR 0016;
 * the bio step's names become it), else the email.
 */
export function applicantName(application: MentorApplication): string {
  return application.accountName.trim() || application.accountEmail;
}

/**
 * One mentor application with everything the mentor entered in onboarding
 * (docs/product.md#121-mentor-vetting): bio, about text, niche, skills text, expert opt-in,
 * certification, plans with their prices, clients, goal, and the review state. A pending
 * one offers Approve and Decline; an approved one Delist, or, once delisted, a Delisted badge
 * and Relist (docs/product.md#144-the-mentor-lifecycle).
 */
export function ApplicationCard({
  application: a,
  onDecided,
  focusResult,
}: {
  application: MentorApplication;
  /** An admin approved, declined, delisted or relisted this mentor here. */
  onDecided: (kind: CardAction, application: MentorApplication) => void;
  /** Move focus to the page's result message once a dialog has closed. */
  focusResult: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  const locale = i18n.language;
  const name = applicantName(a);
  const none = <span className="text-slate-500">{t('card.notGiven')}</span>;
  const orNone = (value: string | null | undefined) => (value?.trim() ? value : none);

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="break-words text-lg font-semibold text-slate-900">
            {name}
          </h2>
          <p className="mt-0.5 break-all text-sm text-slate-600">{a.accountEmail}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <span
            className={clsx(
              'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset',
              STATUS_BADGE[a.status],
            )}
          >
            {t(`status.${a.status}`)}
          </span>
          {a.delistedAt && (
            <span className="inline-flex items-center rounded-full bg-slate-200 px-3 py-1 text-xs font-semibold text-slate-900 ring-1 ring-inset ring-slate-400">
              {t('status.delisted')}
            </span>
          )}
        </div>
      </header>

      <dl className="mt-5 grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Field label={t('card.submitted')}>{formatDateTime(a.submittedAt, locale)}</Field>
        <Field label={t('card.account')}>{orNone(a.accountName)}</Field>
        <Field label={t('card.contactEmail')}>
          {a.contactEmail ? <span className="break-all">{a.contactEmail}</span> : none}
        </Field>
        <Field label={t('card.location')}>{orNone(a.location)}</Field>
        <Field label={t('card.institution')}>{orNone(a.institution)}</Field>
        <Field label={t('card.bioRole')}>
          {a.bioRole ? t(`options.bioRoles.${a.bioRole}`) : none}
        </Field>
        <Field label={t('card.domain')}>{a.domain ? t(`options.domains.${a.domain}`) : none}</Field>
        <Field label={t('card.niche')}>{t(`options.niches.${a.niche}`)}</Field>
        <Field label={t('card.expert')}>
          {a.expertOptIn ? t('card.expertYes') : t('card.expertNo')}
        </Field>
        <Field label={t('card.certification')}>
          {t(`options.certifications.${a.certification}`)}
          {a.certification === 'others' && a.certificationOther && (
            <>
              {': '}
              <span className="break-words">{a.certificationOther}</span>
            </>
          )}
        </Field>
        <Field label={t('card.years')}>
          {a.yearsExperience === null
            ? t('card.yearsNotStated')
            : t('card.yearsValue', { count: a.yearsExperience })}
        </Field>
        <Field label={t('card.clients')}>{formatInteger(a.clientsCount, locale)}</Field>
        <Field label={t('card.goal')}>
          {t(`options.goals.${a.goal}`)}
          {a.goal === 'other' && a.goalOther && (
            <>
              {': '}
              <span className="break-words">{a.goalOther}</span>
            </>
          )}
        </Field>
        <Field label={t('card.about')} wide>
          <LongText text={a.about} none={none} />
        </Field>
        <Field label={t('card.skills')} wide>
          <LongText text={a.skillsText} none={none} />
        </Field>
        <Field label={t('card.plans')} wide>
          {a.plans.length === 0 ? (
            none
          ) : (
            <ul className="mt-1 grid gap-2 sm:grid-cols-2">
              {a.plans.map((plan, index) => (
                <li
                  // Plans have no id; their order is what the mentor entered.
                  key={index}
                  className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2"
                >
                  <p className="font-semibold text-slate-900">
                    {plan.name}
                    {' · '}
                    {formatMoney(plan, locale)}
                  </p>
                  <p className="text-slate-700">
                    {t('card.planSessions', { count: plan.sessions })}
                  </p>
                  {plan.deliverables?.trim() && (
                    <p className="mt-1 whitespace-pre-line break-words text-slate-700">
                      {plan.deliverables}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Field>
        {a.status !== 'pending' && a.reviewedAt && (
          <Field label={t('card.reviewed')} wide>
            {a.reviewerEmail
              ? t('card.reviewedBy', {
                  date: formatDateTime(a.reviewedAt, locale),
                  admin: a.reviewerEmail,
                })
              : formatDateTime(a.reviewedAt, locale)}
          </Field>
        )}
        {a.status === 'declined' && a.declineReason && (
          <Field label={t('card.declineReason')} wide>
            <LongText text={a.declineReason} none={none} />
          </Field>
        )}
        {a.delistedAt && (
          <Field label={t('card.delisted')} wide>
            <p>{formatDateTime(a.delistedAt, locale)}</p>
            <LongText text={a.delistReason ?? ''} none={none} />
          </Field>
        )}
      </dl>

      {a.status === 'approved' && (
        <div className="mt-6 flex flex-wrap gap-3 border-t border-slate-200 pt-5">
          {a.delistedAt ? (
            <RelistDialog
              userId={a.userId}
              name={name}
              onRelisted={(updated) => onDecided('relisted', updated)}
              focusAfter={focusResult}
            />
          ) : (
            <DeclineDialog
              action="delist"
              userId={a.userId}
              name={name}
              onDeclined={(updated) => onDecided('delisted', updated)}
              focusAfter={focusResult}
            />
          )}
        </div>
      )}

      {a.status === 'pending' && (
        <div className="mt-6 flex flex-wrap gap-3 border-t border-slate-200 pt-5">
          <ApproveDialog
            userId={a.userId}
            name={name}
            yearsExperience={a.yearsExperience}
            onApproved={(updated) => onDecided('approved', updated)}
            focusAfter={focusResult}
          />
          <DeclineDialog
            userId={a.userId}
            name={name}
            onDeclined={(updated) => onDecided('declined', updated)}
            focusAfter={focusResult}
          />
        </div>
      )}
    </article>
  );
}

function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={clsx('min-w-0', wide && 'sm:col-span-2 lg:col-span-3')}>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

function LongText({ text, none }: { text: string; none: ReactNode }) {
  if (!text.trim()) return none;
  return <p className="whitespace-pre-line break-words leading-6">{text}</p>;
}
