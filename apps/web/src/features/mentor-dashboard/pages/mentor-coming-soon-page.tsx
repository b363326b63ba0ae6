import { ShellComingSoonPage } from '@/components/dashboard/dashboard-shell.tsx';
import { MENTOR_SHELL } from '../shell.ts';

/**
 * /dashboard_mentor/*: the mentor sidebar's pages that later issues build (mentees, earnings,
 * calendar, messages…; see ComingSoonPage).
 */
export function MentorComingSoonPage() {
  return <ShellComingSoonPage shell={MENTOR_SHELL} />;
}
