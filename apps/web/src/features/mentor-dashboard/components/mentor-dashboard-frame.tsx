import { useNavigate } from 'react-router';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame.tsx';
import { initials, useAccount, useLogout } from '@/features/auth';
import { MENTOR_HOME, MENTOR_NAV } from '../lib/sidebar-links.ts';

/**
 * The mentor dashboard frame (product spec §2 "Mentor dashboard"): the shared dashboard frame
 * (collapsible sidebar, drawer below 1024 px that closes after navigation) with the mentor
 * sidebar. Logout ends the session on the server, then shows / (PRODUCT-DECISIONS "Fix":
 * the prototype only navigated). Expects a signed-in account.
 */
export function MentorDashboardFrame() {
  const { data: user } = useAccount();
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <DashboardFrame
      ns="mentor"
      nav={MENTOR_NAV}
      profilePath={`${MENTOR_HOME}/profile`}
      user={
        user && { name: user.name, email: user.email, initials: initials(user.name, user.email) }
      }
      loggingOut={logout.isPending}
      onLogout={() => {
        // Leave the dashboard first: once the account is gone the guard around this frame
        // would send the visitor to /login rather than to /.
        void Promise.resolve(navigate('/')).then(() => logout.mutate());
      }}
    />
  );
}
