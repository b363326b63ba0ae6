import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMentorApplications } from '../api/get-mentor-applications.ts';
import { formatInteger } from '@pathwise/contracts';

/**
 * The top navigation's Admin link with the number of applications waiting for review (issue
 * 17, item 12), read from `GET /api/admin/mentors?status=pending` (its `total`); a decision
 * refreshes it with the list. Render it for admins only: anyone else is answered 403.
 */
export function AdminNavLink(props: { onNavigate: () => void }) {
  const { t, i18n } = useTranslation('common');
  const pending = useMentorApplications({ status: 'pending', page: 1, pageSize: 1 }).data?.total;
  return (
    <Link
      to="/admin/mentors"
      onClick={props.onNavigate}
      className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
    >
      {t('nav.admin')}
      {pending ? (
        <>
          <span
            aria-hidden="true"
            className="rounded-full bg-brand-700 px-1.5 py-0.5 text-xs font-bold leading-none text-white"
          >
            {formatInteger(pending, i18n.language)}
          </span>
          <span className="sr-only">{t('nav.adminPending', { count: pending })}</span>
        </>
      ) : null}
    </Link>
  );
}
