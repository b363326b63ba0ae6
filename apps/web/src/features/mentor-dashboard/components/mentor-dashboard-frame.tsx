import { DashboardFrame } from '@/components/dashboard/dashboard-frame.tsx';
import { initials } from '@/lib/initials.ts';
import { useAccount } from '@/lib/session/account.ts';
import { useSignOutToHome } from '@/lib/session/use-sign-out-to-home.ts';
import { MENTOR_HOME, MENTOR_NAV } from '../lib/sidebar-links.ts';

/**
 * The mentor dashboard frame (product spec §2 "Mentor dashboard"): the shared dashboard frame
 * (collapsible sidebar, drawer below 1024 px that closes after navigation) with the mentor
 * sidebar. Logout ends the session on the server, then shows / (PRODUCT-DECISIONS "Fix":
 * the prototype only navigated). Expects a signed-in account.
 */
export function MentorDashboardFrame() {
  const { data: user } = useAccount();
  const { signOut, leaving, failed } = useSignOutToHome();
  return (
    <DashboardFrame
      ns="mentor"
      nav={MENTOR_NAV}
      profilePath={`${MENTOR_HOME}/profile`}
      user={
        user && { name: user.name, email: user.email, initials: initials(user.name, user.email) }
      }
      loggingOut={leaving}
      logoutFailed={failed}
      onLogout={signOut}
    />
  );
}
