import { RequireAccount } from '@/features/auth';
import { MenteeDashboardFrame } from './dashboard-frame.tsx';

/**
 * Layout route of /dashboard: signed-in, verified accounts only (others go to
 * /login?next=…), inside the dashboard frame.
 */
export function MenteeDashboardLayout() {
  return (
    <RequireAccount>
      <MenteeDashboardFrame />
    </RequireAccount>
  );
}
