import { initials } from '@/lib/initials.ts';
import { useAccount } from '@/lib/session/account.ts';
import { RequireOnboarded } from '@/lib/session/require-onboarded.tsx';
import { useSignOutToHome } from '@/lib/session/use-sign-out-to-home.ts';
import { ComingSoonPage } from './coming-soon-page.tsx';
import { DashboardFrame } from './dashboard-frame.tsx';
import type { DashboardNamespace, DashboardNav, SidebarLink } from './types.ts';

/**
 * What makes one dashboard different from the other: who may enter, where it lives, its
 * texts and its sidebar. Each dashboard feature declares one of these and nothing else of a
 * frame; the app's router fills the shell with domain pages (docs/architecture.md#code-layout:
 * the dashboards are thin shells).
 */
export interface DashboardShellConfig {
  /** The role that finished onboarding and may enter (the other role is sent to its own). */
  role: 'mentee' | 'mentor';
  /** i18n namespace with the frame's texts and the sidebar's labels. */
  ns: DashboardNamespace;
  /** The dashboard's home path, e.g. `/dashboard`; its profile page is `<home>/profile`. */
  home: string;
  nav: DashboardNav;
}

/**
 * Layout route of a dashboard: the onboarding guard ({@link RequireOnboarded}: signed out →
 * /login?next=…, onboarding unfinished → its step, the other role → its dashboard) around
 * the shared frame with the signed-in person and a Logout that ends the session on the
 * server and goes to / (docs/product.md#4-states-and-transitions).
 */
export function DashboardShell({ shell }: { shell: DashboardShellConfig }) {
  return (
    <RequireOnboarded role={shell.role}>
      <ShellFrame shell={shell} />
    </RequireOnboarded>
  );
}

function ShellFrame({ shell }: { shell: DashboardShellConfig }) {
  const { data: user } = useAccount();
  const { signOut, leaving, failed } = useSignOutToHome();
  return (
    <DashboardFrame
      ns={shell.ns}
      nav={shell.nav}
      profilePath={`${shell.home}/profile`}
      user={
        user && { name: user.name, email: user.email, initials: initials(user.name, user.email) }
      }
      loggingOut={leaving}
      logoutFailed={failed}
      onLogout={signOut}
    />
  );
}

/** The sidebar link whose page lives at `<home>/<segment>` (e.g. `goals`), if any. */
export function linkForSegment(
  shell: DashboardShellConfig,
  segment: string,
): SidebarLink | undefined {
  const path = `${shell.home}/${segment.replace(/\/+$/, '')}`;
  const { primary, secondary, icons } = shell.nav;
  return [...primary, ...secondary, ...icons].find((l) => l.to === path);
}

/** `<home>/*`: a sidebar page a later issue builds, or not found (see ComingSoonPage). */
export function ShellComingSoonPage({ shell }: { shell: DashboardShellConfig }) {
  return (
    <ComingSoonPage
      ns={shell.ns}
      home={shell.home}
      linkForSegment={(segment) => linkForSegment(shell, segment)}
    />
  );
}
