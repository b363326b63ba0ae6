import { DashboardShell } from '@/components/dashboard/dashboard-shell.tsx';
import { MENTOR_SHELL } from '../shell.ts';

/** Layout route of /dashboard_mentor: the shared dashboard shell with the mentor's configuration. */
export function MentorDashboardLayout() {
  return <DashboardShell shell={MENTOR_SHELL} />;
}
