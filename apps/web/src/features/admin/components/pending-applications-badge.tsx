import { formatInteger } from '@pathwise/contracts';
import { useTranslation } from 'react-i18next';
import { useMentorApplications } from '../api/get-mentor-applications.ts';

/**
 * The number of applications waiting for review beside the Admin link
 * (docs/product.md#121-mentor-vetting), read from `GET /api/admin/mentors?status=pending` (its
 * `total`); nothing while it loads or when none wait. Its own lazily loaded chunk (see
 * `AdminNavLink`): the list's contract is not part of the first load of any page
 * (docs/performance.md, first-load JS of `/`).
 */
export default function PendingApplicationsBadge() {
  const { t, i18n } = useTranslation('common');
  const pending = useMentorApplications({ status: 'pending', page: 1, pageSize: 1 }).data?.total;
  if (!pending) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="rounded-full bg-brand-700 px-1.5 py-0.5 text-xs font-bold leading-none text-white"
      >
        {formatInteger(pending, i18n.language)}
      </span>
      <span className="sr-only">{t('nav.adminPending', { count: pending })}</span>
    </>
  );
}
