import { RequireOnboarded } from '@/lib/session/require-onboarded.tsx';
import { MentorDashboardFrame } from './mentor-dashboard-frame.tsx';

/**
 * Layout route of /dashboard_mentor: verified accounts that finished onboarding as mentors
 * only (issue "Onboarding"). Signed out → /login?next=…; onboarding unfinished → the step to
 * resume at; a mentee → /dashboard. Pending, approved and declined mentors all get in: the
 * home view tells them where their review stands.
 */
export function MentorDashboardLayout() {
  return (
    <RequireOnboarded role="mentor">
      <MentorDashboardFrame />
    </RequireOnboarded>
  );
}
