import { useNavigate } from 'react-router';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame.tsx';
import { initials, useAccount, useLogout } from '@/features/auth';
import { MENTEE_NAV } from '../lib/sidebar-links.ts';

export { COLLAPSED_STORAGE_KEY } from '@/components/dashboard/dashboard-frame.tsx';

/**
 * The mentee dashboard frame (product spec §2 "Mentee dashboard"): the shared dashboard
 * frame with the mentee sidebar. Logout ends the session on the server (PRODUCT-DECISIONS
 * "Fix": the prototype made no call) and goes to / (product spec §4). Expects a signed-in
 * account (see RequireAccount).
 */
export function MenteeDashboardFrame() {
  const { data: user } = useAccount();
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <DashboardFrame
      ns="dashboard"
      nav={MENTEE_NAV}
      profilePath="/dashboard/profile"
      user={
        user && { name: user.name, email: user.email, initials: initials(user.name, user.email) }
      }
      loggingOut={logout.isPending}
      onLogout={() => {
        // Leave the dashboard before the session ends: the moment the account turns null the
        // guard around this frame would redirect to /login instead of the spec's /.
        void Promise.resolve(navigate('/')).then(() => logout.mutate());
      }}
    />
  );
}
