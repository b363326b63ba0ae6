import { ShellComingSoonPage } from '@/components/dashboard/dashboard-shell.tsx';
import { MENTEE_SHELL } from '../shell.ts';

/** /dashboard/*: the mentee sidebar's pages that later issues build (see ComingSoonPage). */
export function DashboardComingSoonPage() {
  return <ShellComingSoonPage shell={MENTEE_SHELL} />;
}
