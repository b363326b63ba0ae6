import {
  Bell,
  CalendarDays,
  CircleUserRound,
  CalendarCog,
  HandCoins,
  LayoutDashboard,
  Lightbulb,
  MessageSquare,
  MessageSquarePlus,
  Settings,
  Sparkles,
  UserSearch,
  Users,
} from 'lucide-react';
import type { DashboardShellConfig } from '@/components/dashboard/dashboard-shell.tsx';
import type { DashboardNav } from '@/components/dashboard/types.ts';

/** Where the mentor dashboard lives (docs/product.md#2-screens-and-routes route table). */
export const MENTOR_HOME = '/dashboard_mentor';

/**
 * The mentor sidebar in the documented order (docs/product.md#220-mentor-dashboard "Mentor
 * dashboard"); labels are keys of the `mentor` i18n namespace. The secondary links have no
 * route in docs/product.md#21-route-table: they live under /dashboard_mentor like the
 * mentee's live under /dashboard. The prototype's notification badge ("2") was sample data,
 * so there is none until notifications exist.
 */
export const MENTOR_NAV: DashboardNav = {
  primary: [
    { to: MENTOR_HOME, labelKey: 'nav.home', icon: LayoutDashboard, end: true },
    { to: `${MENTOR_HOME}/mentees`, labelKey: 'nav.mentees', icon: Users },
    { to: `${MENTOR_HOME}/earnings`, labelKey: 'nav.earnings', icon: HandCoins },
    { to: `${MENTOR_HOME}/calendar`, labelKey: 'nav.calendar', icon: CalendarDays },
    { to: `${MENTOR_HOME}/availability`, labelKey: 'nav.availability', icon: CalendarCog },
    { to: `${MENTOR_HOME}/messages`, labelKey: 'nav.messages', icon: MessageSquare },
  ],
  secondary: [
    {
      to: `${MENTOR_HOME}/start-conversation`,
      labelKey: 'nav.startConversation',
      icon: MessageSquarePlus,
    },
    { to: `${MENTOR_HOME}/find-mentors`, labelKey: 'nav.findMentors', icon: UserSearch },
    { to: `${MENTOR_HOME}/ask-expert`, labelKey: 'nav.askExpert', icon: Lightbulb },
    { to: `${MENTOR_HOME}/feature-request`, labelKey: 'nav.featureRequest', icon: Sparkles },
  ],
  icons: [
    { to: `${MENTOR_HOME}/notifications`, labelKey: 'nav.notifications', icon: Bell },
    { to: `${MENTOR_HOME}/profile`, labelKey: 'nav.profile', icon: CircleUserRound },
    { to: `${MENTOR_HOME}/settings`, labelKey: 'nav.settings', icon: Settings },
  ],
};

/**
 * The mentor dashboard's shell (docs/product.md#220-mentor-dashboard "Mentor dashboard"): mentors who finished
 * onboarding (pending, approved or declined: the home view tells them where their review
 * stands), under /dashboard_mentor, with the mentor sidebar.
 */
export const MENTOR_SHELL: DashboardShellConfig = {
  role: 'mentor',
  ns: 'mentor',
  home: MENTOR_HOME,
  nav: MENTOR_NAV,
};
