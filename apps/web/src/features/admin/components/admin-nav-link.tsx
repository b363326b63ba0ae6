import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The count badge loads on demand: only admins see it, so neither its query nor the
 * applications' contract belongs in the entry chunk every visitor downloads (docs/performance.md).
 */
const PendingApplicationsBadge = lazy(() => import('./pending-applications-badge.tsx'));

/**
 * The top navigation's Admin link with the number of applications waiting for review
 * (docs/product.md#121-mentor-vetting; {@link PendingApplicationsBadge}); a decision refreshes it
 * with the list. Render it for admins only: anyone else is answered 403.
 */
export function AdminNavLink(props: { onNavigate: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Link
      to="/admin/mentors"
      onClick={props.onNavigate}
      className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
    >
      {t('nav.admin')}
      <Suspense fallback={null}>
        <PendingApplicationsBadge />
      </Suspense>
    </Link>
  );
}
