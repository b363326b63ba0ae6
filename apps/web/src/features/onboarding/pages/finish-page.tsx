import {
  DASHBOARD_PATHS,
  type UserType,
  MENTOR_USER_TYPE,
  roleOfUserType,
} from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-client.ts';
import { useCompleteOnboarding } from '../api/complete-onboarding.ts';
import { onboardingKey } from '@/lib/session/onboarding-state.ts';
import { useWizard } from '../components/wizard-context.ts';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { leaveIfSessionEnded } from '../lib/session-ended.ts';
import { mayRetry } from '../lib/step-errors.ts';
import { backPath, mayEditAfterCompletion } from '../lib/wizard-steps.ts';

/**
 * /welcome-aboard (docs/product.md#2-screens-and-routes: Back /goals or /reasons): Confirm finishes onboarding
 * with `POST /api/onboarding/complete`, which writes the mentee profile (→ /dashboard) or
 * submits the mentor profile for review (→ /dashboard_mentor; docs/product.md#11-fix "Mentor
 * vetting").
 */
export function FinishPage() {
  const { t } = useTranslation('onboarding');
  const { state } = useWizard();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const complete = useCompleteOnboarding();
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [retryable, setRetryable] = useState(false);
  // The wizard only opens this step once a role is saved.
  const userType = state.userType as UserType;

  const confirm = async () => {
    setError(null);
    try {
      const done = await complete.mutateAsync();
      await navigate(DASHBOARD_PATHS[roleOfUserType(done.userType ?? userType)], { replace: true });
    } catch (err) {
      if (leaveIfSessionEnded(queryClient, err)) return;
      setRetryable(mayRetry(err));
      setAttempt((n) => n + 1);
      if (isApiError(err, 'onboarding_incomplete')) {
        setError(t('errors.incomplete'));
        // The fresh state moves the wizard back to the first step without an answer.
        await queryClient.invalidateQueries({ queryKey: onboardingKey });
      } else {
        setError(t('errors.completeFailed'));
      }
    }
  };

  const body = mayEditAfterCompletion(state)
    ? t('finish.resubmitBody')
    : userType === MENTOR_USER_TYPE
      ? t('finish.mentorBody')
      : t('finish.menteeBody');

  return (
    <WizardFrame
      stepKey="finish"
      userType={userType}
      title={t('finish.title')}
      intro={body}
      onSubmit={confirm}
      saving={complete.isPending}
      formError={error}
      retryable={retryable}
      attempt={attempt}
      back={backPath('finish', userType)}
      nextLabel={t('finish.confirm')}
      busyLabel={t('finish.confirming')}
      illustration="/images/onboarding/aboard.svg"
    />
  );
}
