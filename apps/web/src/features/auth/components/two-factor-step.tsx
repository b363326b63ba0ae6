import { SecondFactorCode, TotpCode, type MfaFactor } from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Form, useContractForm } from '@/components/ui/form.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { accountKey } from '@/lib/session/account.ts';
import { useLogout } from '@/lib/session/logout.ts';
import { useCompleteSecondFactor } from '../api/two-factor.ts';
import { AuthHeading } from './auth-shell.tsx';

const TotpForm = z.object({ otp: TotpCode });
const RecoveryForm = z.object({ otp: SecondFactorCode });

/**
 * The code step of /login (ADR 0018): after a right password (or a Google/LinkedIn sign-in)
 * of an account with two-factor on, the 6-digit code of the authenticator app, or one of the
 * recovery codes. Once the code checks, the signed-in account is read again and the page
 * moves on as after any sign-in. Cancel signs the waiting session out.
 */
export function TwoFactorStep({ onCancel }: { onCancel: () => void }) {
  const [factor, setFactor] = useState<MfaFactor>('totp');
  const switchTo = (next: MfaFactor) => setFactor(next);
  // A form per factor: each has its own contract and its own field.
  return factor === 'totp' ? (
    <CodeForm key="totp" factor="totp" onSwitch={switchTo} onCancel={onCancel} />
  ) : (
    <CodeForm key="recovery" factor="recoverycode" onSwitch={switchTo} onCancel={onCancel} />
  );
}

function CodeForm({
  factor,
  onSwitch,
  onCancel,
}: {
  factor: MfaFactor;
  onSwitch: (factor: MfaFactor) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth', { keyPrefix: 'twoFactor' });
  const complete = useCompleteSecondFactor();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const [error, setError] = useState<string | null>(null);
  const totp = factor === 'totp';
  const form = useContractForm(totp ? TotpForm : RecoveryForm, {
    defaultValues: { otp: '' },
    message: () => (totp ? t('errors.codeFormat') : t('errors.recoveryFormat')),
    serverField: (type) => (type === 'user_invalid_otp' ? 'otp' : undefined),
  });

  const onSubmit = async ({ otp }: { otp: string }) => {
    setError(null);
    try {
      await complete.mutateAsync({ factor, otp });
    } catch (err) {
      if (isApiError(err, 'user_invalid_otp')) form.serverError(err, t('errors.invalid'));
      else if (isApiError(err, 'general_rate_limit_exceeded')) setError(t('errors.rateLimited'));
      else if (isApiError(err) && err.status === 401) setError(t('errors.expired'));
      else setError(t('errors.invalid'));
    }
  };

  const cancel = async () => {
    await logout.mutateAsync().catch(() => undefined);
    // Read the session again: it no longer waits for a second factor.
    await queryClient.invalidateQueries({ queryKey: accountKey });
    onCancel();
  };

  const busy = form.formState.isSubmitting || logout.isPending;
  return (
    <>
      <AuthHeading title={t('heading')}>{totp ? t('subtitle') : t('subtitleRecovery')}</AuthHeading>
      {error && (
        <Banner tone="error" className="mb-6">
          {error}
        </Banner>
      )}
      <Form form={form} onSubmit={onSubmit} className="space-y-5">
        <Field
          name="otp"
          label={totp ? t('codeLabel') : t('recoveryLabel')}
          autoComplete="one-time-code"
          inputMode={totp ? 'numeric' : 'text'}
          maxLength={totp ? 6 : 32}
          autoFocus
          required
        />
        <Button type="submit" disabled={busy} className="w-full py-3">
          {form.formState.isSubmitting ? t('submitting') : t('submit')}
        </Button>
        <Button
          variant="ghost"
          disabled={busy}
          className="w-full"
          onClick={() => onSwitch(totp ? 'recoverycode' : 'totp')}
        >
          {totp ? t('useRecovery') : t('useApp')}
        </Button>
        <Button variant="outline" disabled={busy} className="w-full" onClick={() => void cancel()}>
          {t('cancel')}
        </Button>
      </Form>
    </>
  );
}
