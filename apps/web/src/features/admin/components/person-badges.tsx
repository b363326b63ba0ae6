import type { PersonRole, PersonStatus } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

const STATUS_TONE: Record<PersonStatus, string> = {
  active: 'bg-green-100 text-green-900 ring-green-300',
  suspended: 'bg-red-100 text-red-900 ring-red-300',
  delisted: 'bg-slate-200 text-slate-900 ring-slate-400',
};

/** A person's status as a badge (docs/product.md#146-admin-overview). */
export function StatusBadge({ status }: { status: PersonStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        STATUS_TONE[status],
      )}
    >
      {t(`people.statuses.${status}`)}
    </span>
  );
}

/** A person's role in words; "No role yet" before onboarding's role step. */
export function RoleText({ role }: { role: PersonRole | null }) {
  const { t } = useTranslation('admin');
  return <>{t(`people.roles.${role ?? 'none'}`)}</>;
}
