import { RequireOnboarded } from '@/lib/session/require-onboarded.tsx';
import { MenteeDashboardFrame } from './dashboard-frame.tsx';

/**
 * Layout route of /dashboard: verified accounts that finished onboarding as mentees only
 * (issue "Onboarding"). Signed out → /login?next=…; onboarding unfinished → the step to
 * resume at; a mentor → /dashboard_mentor.
 */
export function MenteeDashboardLayout() {
  return (
    <RequireOnboarded role="mentee">
      <MenteeDashboardFrame />
    </RequireOnboarded>
  );
}
