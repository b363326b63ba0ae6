import type { User } from '@pathwise/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AdminNavLink } from '@/features/admin';
import { initials } from '@/lib/initials.ts';
import { useLogout } from '@/lib/session/logout.ts';

/**
 * The signed-in part of the top navigation (docs/product.md#2-screens-and-routes): the Admin
 * link for admins, the user's initials linking to their dashboard (to /login while the email
 * is unverified) and Logout, which goes home once done. Its own lazily loaded chunk, fetched
 * once someone is signed in: a visitor's first load does not carry it (docs/performance.md#the-first-load).
 * @param onNavigate called when a link or Logout is used, e.g. to close the mobile panel
 */
export default function AccountNav({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const logout = useLogout();
  const onLogout = () => {
    onNavigate();
    logout.mutate(undefined, { onSettled: () => void navigate('/') });
  };
  return (
    <div className="flex items-center gap-3">
      {user.isAdmin && <AdminNavLink onNavigate={onNavigate} />}
      <Link
        to={
          !user.emailVerification
            ? '/login'
            : user.role === 'mentor'
              ? '/dashboard_mentor'
              : '/dashboard'
        }
        onClick={onNavigate}
        className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
        title={user.name || user.email}
      >
        {/* Initials on screen, the full name for assistive technology (no aria-label: WCAG
            2.5.3 "Label in Name"). */}
        <span aria-hidden="true">{initials(user.name, user.email)}</span>
        <span className="sr-only">{t('nav.account', { name: user.name || user.email })}</span>
      </Link>
      <button
        type="button"
        onClick={onLogout}
        disabled={logout.isPending}
        className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        {logout.isPending ? t('nav.loggingOut') : t('nav.logout')}
      </button>
    </div>
  );
}
