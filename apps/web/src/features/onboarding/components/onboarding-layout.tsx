import type { SavedStepKey } from '@pathwise/contracts';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { RequireAccount } from '@/lib/session/require-account.tsx';
import { useOnboarding } from '@/lib/session/onboarding-state.ts';
import { stepAccess } from '../lib/wizard-steps.ts';
import { LoadError } from '@/lib/session/load-error.tsx';
import { WizardContext } from './wizard-context.ts';

/**
 * Layout route of every wizard route: a verified session (else /login), the onboarding
 * state loaded, and the step-order rule of {@link stepAccess} (a route out of order goes to
 * `resumePath`). Holds the drafts of unsaved edits for as long as the user stays in the
 * wizard.
 */
export function OnboardingLayout() {
  return (
    <RequireAccount>
      <WizardGate />
    </RequireAccount>
  );
}

function WizardGate() {
  const onboarding = useOnboarding();
  const { pathname } = useLocation();
  const [drafts] = useState(() => new Map<SavedStepKey, unknown>());
  if (onboarding.isPending) return <PageSpinner />;
  if (onboarding.isError) return <LoadError onRetry={() => void onboarding.refetch()} />;
  const access = stepAccess(onboarding.data, pathname);
  if (!access.allowed) return <Navigate to={access.redirect} replace />;
  return (
    <WizardContext value={{ state: onboarding.data, drafts }}>
      <Outlet />
    </WizardContext>
  );
}
