import { DASHBOARD_PATHS, roleOfUserType } from '@pathwise/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useAccount } from './account.ts';
import { useOnboarding } from './onboarding-state.ts';
import { RequireAccount } from './require-account.tsx';
import { LoadError } from './load-error.tsx';

/** The dashboard a role lands on (docs/product.md#11-fix "Fix": mentees /dashboard, mentors /dashboard_mentor). */
const DASHBOARD = DASHBOARD_PATHS;

/**
 * Guard of the dashboards: renders `children` only for a verified,
 * signed-in account that finished onboarding as `role`.
 * - signed out or unverified → /login (by {@link RequireAccount});
 * - onboarding not finished → the step to resume at (`resumePath` of `GET /api/onboarding`);
 * - finished as the other role → that role's dashboard (/dashboard or /dashboard_mentor).
 */
export function RequireOnboarded({
  role,
  children,
}: {
  role: 'mentee' | 'mentor';
  children: ReactNode;
}) {
  return (
    <RequireAccount>
      <OnboardedGate role={role}>{children}</OnboardedGate>
    </RequireAccount>
  );
}

function OnboardedGate({ role, children }: { role: 'mentee' | 'mentor'; children: ReactNode }) {
  const { data: user } = useAccount();
  // The account already says whether onboarding is done and as which role; only an
  // unfinished one needs the onboarding state, for the step to resume at.
  const known = user?.onboarded === true && user.role !== null;
  const onboarding = useOnboarding({ enabled: !known });
  if (known) {
    return user.role === role ? children : <Navigate to={DASHBOARD[user.role!]} replace />;
  }
  if (onboarding.isPending) return <PageSpinner />;
  if (onboarding.isError) return <LoadError onRetry={() => void onboarding.refetch()} />;
  const state = onboarding.data;
  if (!state.completed || !state.userType) return <Navigate to={state.resumePath} replace />;
  const done = roleOfUserType(state.userType);
  return done === role ? children : <Navigate to={DASHBOARD[done]} replace />;
}
