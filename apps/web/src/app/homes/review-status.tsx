import type { MentorStatus } from '@pathwise/contracts';
import { clsx } from 'clsx';
import {
  ArrowRight,
  BadgeCheck,
  Hourglass,
  PencilLine,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where "Edit and resubmit" starts: the wizard's first step after the role (docs/product.md#216-onboarding-wizard). */
export const RESUBMIT_PATH = '/bio-step';

const TONES: Record<MentorStatus, { box: string; icon: string; Icon: LucideIcon }> = {
  pending: {
    box: 'border-amber-300 bg-amber-50',
    icon: 'bg-amber-100 text-amber-800',
    Icon: Hourglass,
  },
  declined: { box: 'border-red-300 bg-red-50', icon: 'bg-red-100 text-red-800', Icon: XCircle },
  approved: {
    box: 'border-green-300 bg-green-50',
    icon: 'bg-green-100 text-green-800',
    Icon: BadgeCheck,
  },
};

/**
 * Where the mentor's application stands (docs/product.md#121-mentor-vetting "Mentor vetting"):
 * - `pending`: 'Your profile is under review', that an admin reviews every application and
 *   that the decision comes by email to `email`;
 * - `declined`: the admin's reason and 'Edit and resubmit', back into the wizard at
 *   {@link RESUBMIT_PATH} (the server lets a declined mentor save again, and Confirm on
 *   /welcome-aboard resubmits);
 * - `approved`: 'Your profile is live' with a link to the public profile `/mentors/{userId}`.
 * A section with a heading rather than a live region: it is the page's state on arrival, not
 * news to interrupt with.
 */
export function ReviewStatus({
  status,
  declineReason,
  email,
  userId,
}: {
  status: MentorStatus;
  declineReason: string | null;
  /** The account's address, where the decision mail goes. */
  email: string;
  userId: string;
}) {
  const { t } = useTranslation('mentor');
  const headingId = useId();
  const { box, icon, Icon } = TONES[status];

  let body: ReactNode;
  if (status === 'pending') {
    body = (
      <>
        <p>{t('review.pending.body')}</p>
        <p className="mt-2">{t('review.pending.email', { email })}</p>
      </>
    );
  } else if (status === 'declined') {
    body = (
      <>
        <p>{t('review.declined.body')}</p>
        {declineReason && (
          <blockquote className="mt-3 whitespace-pre-line break-words rounded-lg border-l-4 border-red-400 bg-white px-4 py-3 text-slate-900">
            {declineReason}
          </blockquote>
        )}
        <p className="mt-3">{t('review.declined.next')}</p>
        <ActionLink to={RESUBMIT_PATH} icon={PencilLine}>
          {t('review.declined.action')}
        </ActionLink>
      </>
    );
  } else {
    body = (
      <>
        <p>{t('review.approved.body')}</p>
        <ActionLink to={`/mentors/${encodeURIComponent(userId)}`} icon={ArrowRight}>
          {t('review.approved.action')}
        </ActionLink>
      </>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className={clsx('flex flex-col gap-4 rounded-2xl border p-5 sm:flex-row sm:p-6', box)}
    >
      <span className={clsx('flex size-11 shrink-0 items-center justify-center rounded-xl', icon)}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 text-sm text-slate-800 sm:text-base">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t(`review.${status}.title`)}
        </h2>
        <div className="mt-1">{body}</div>
      </div>
    </section>
  );
}

function ActionLink({
  to,
  icon: Icon,
  children,
}: {
  to: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="mt-4 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
    >
      {children}
      <Icon className="size-4" aria-hidden="true" />
    </Link>
  );
}
