import {
  Bell,
  CalendarDays,
  CircleUserRound,
  Lightbulb,
  LayoutDashboard,
  MessageSquare,
  MessageSquarePlus,
  Settings,
  Sparkles,
  Target,
  UserSearch,
  Users,
} from 'lucide-react';
import type { DashboardShellConfig } from '@/components/dashboard/dashboard-shell.tsx';
import type { DashboardNav, SidebarLink } from '@/components/dashboard/types.ts';

/** Primary links, in the documented order (docs/product.md#219-mentee-dashboard "Mentee dashboard"). */
export const PRIMARY_LINKS: readonly SidebarLink[] = [
  { to: '/dashboard', labelKey: 'nav.home', icon: LayoutDashboard, end: true },
  { to: '/dashboard/mentors', labelKey: 'nav.mentors', icon: Users },
  { to: '/dashboard/goals', labelKey: 'nav.goals', icon: Target },
  { to: '/dashboard/sessions', labelKey: 'nav.sessions', icon: CalendarDays },
  { to: '/dashboard/messages', labelKey: 'nav.messages', icon: MessageSquare },
];

/** Secondary links; docs/product.md#219-mentee-dashboard names only their paths, the labels are ours. */
export const SECONDARY_LINKS: readonly SidebarLink[] = [
  {
    to: '/dashboard/start-conversation',
    labelKey: 'nav.startConversation',
    icon: MessageSquarePlus,
  },
  { to: '/dashboard/find-mentors', labelKey: 'nav.findMentors', icon: UserSearch },
  { to: '/dashboard/ask-expert', labelKey: 'nav.askExpert', icon: Lightbulb },
  { to: '/dashboard/feature-request', labelKey: 'nav.featureRequest', icon: Sparkles },
];

/**
 * The icon-only row. The prototype's notification badge ("2") was sample data; a badge
 * belongs here only once notifications exist and report a real unread count.
 */
export const ICON_LINKS: readonly SidebarLink[] = [
  { to: '/dashboard/notifications', labelKey: 'nav.notifications', icon: Bell },
  { to: '/dashboard/profile', labelKey: 'nav.profile', icon: CircleUserRound },
  { to: '/dashboard/settings', labelKey: 'nav.settings', icon: Settings },
];

/** The mentee sidebar; labels are keys of the `dashboard` i18n namespace. */
export const MENTEE_NAV: DashboardNav = {
  primary: PRIMARY_LINKS,
  secondary: SECONDARY_LINKS,
  icons: ICON_LINKS,
};

/**
 * The mentee dashboard's shell (docs/product.md#219-mentee-dashboard "Mentee dashboard"): mentees who finished
 * onboarding, under /dashboard, with the mentee sidebar. The app's router fills it with
 * domain pages.
 */
export const MENTEE_SHELL: DashboardShellConfig = {
  role: 'mentee',
  ns: 'dashboard',
  home: '/dashboard',
  nav: MENTEE_NAV,
};
