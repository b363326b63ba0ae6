import { DashboardFrame } from '@/components/dashboard/dashboard-frame.tsx';
import { initials } from '@/lib/initials.ts';
import { useAccount } from '@/lib/session/account.ts';
import { useSignOutToHome } from '@/lib/session/use-sign-out-to-home.ts';
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
  const { signOut, leaving, failed } = useSignOutToHome();
  return (
    <DashboardFrame
      ns="dashboard"
      nav={MENTEE_NAV}
      profilePath="/dashboard/profile"
      user={
        user && { name: user.name, email: user.email, initials: initials(user.name, user.email) }
      }
      loggingOut={leaving}
      logoutFailed={failed}
      onLogout={signOut}
    />
  );
}
