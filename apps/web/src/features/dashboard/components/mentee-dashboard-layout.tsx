import { DashboardShell } from '@/components/dashboard/dashboard-shell.tsx';
import { MENTEE_SHELL } from '../shell.ts';

/** Layout route of /dashboard: the shared dashboard shell with the mentee's configuration. */
export function MenteeDashboardLayout() {
  return <DashboardShell shell={MENTEE_SHELL} />;
}
