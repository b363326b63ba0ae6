import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_REDIRECT_DELAY_MS,
  UpdateRecovery,
  UserId,
} from '@pathwise/contracts';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { z } from 'zod';
import { useEffect, useState, type ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Form, useContractForm } from '@/components/ui/form.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useResetPassword } from '../api/reset-password.ts';
import type { AuthNavigationState } from '../components/auth-navigation.ts';
import { AuthHeading, AuthShell } from '../components/auth-shell.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { authErrorMessage } from '../lib/auth-errors.ts';

interface ResetValues {
  password: string;
  confirm: string;
}

/**
 * The new password of the contract's `UpdateRecovery` (the link adds `userId` and `secret`),
 * typed twice.
 */
const ResetForm = UpdateRecovery.pick({ password: true })
  .extend({ confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'] });

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * The spec's reset checks, in its order (docs/product.md#5-validation): both fields filled, equal,
 * at least {@link PASSWORD_MIN_LENGTH} characters. Returns the catalogue key of the first
 * failure, or null when the new password can be sent.
 */
export function resetPasswordProblem(values: ResetValues): string | null {
  if (!values.password || !values.confirm) return 'validation.fillAllFields';
  if (values.password !== values.confirm) return 'validation.passwordsMismatch';
  if (values.password.length < PASSWORD_MIN_LENGTH) return 'validation.passwordTooShort';
  if (values.password.length > PASSWORD_MAX_LENGTH) return 'validation.passwordTooLong';
  return null;
}

/**
 * /reset-password (docs/product.md#214-reset-password "/reset-password", §5, §8, §9). Reads `userId` and
 * `secret` from the link; without them (or with a user id no link of ours carries) it
 * shows the 'Invalid Reset Link' screen. After a successful update it says so and goes
 * to /login after {@link RESET_REDIRECT_DELAY_MS} ms.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const userId = searchParams.get('userId');
  const secret = searchParams.get('secret');
  const linkUsable = Boolean(userId && secret && UserId.safeParse(userId).success);
  usePageTitle(linkUsable ? t('reset.title') : t('reset.invalidTitle'));
  if (!userId || !secret || !linkUsable) return <InvalidResetLink />;
  return <ResetPasswordForm userId={userId} secret={secret} />;
}

function InvalidResetLink() {
  const { t } = useTranslation('auth');
  return (
    <AuthShell art="recovery">
      <span className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700 ring-1 ring-red-200">
        <ShieldAlert className="size-7" aria-hidden="true" />
      </span>
      <AuthHeading title={t('reset.invalidTitle')}>{t('reset.invalidBody')}</AuthHeading>
      <Link
        to="/forgot-password"
        className="inline-flex w-full items-center justify-center rounded-lg bg-brand-700 px-4 py-3 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('reset.invalidAction')}
      </Link>
      <BackToLogin />
    </AuthShell>
  );
}

function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <p className="mt-8 text-center text-sm">
      <Link
        to="/login"
        className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('reset.backToLogin')}
      </Link>
    </p>
  );
}

function ResetPasswordForm({ userId, secret }: { userId: string; secret: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  // Whatever check failed, the banner names the first of the spec's, in its order.
  const form = useContractForm(ResetForm, {
    defaultValues: { password: '', confirm: '' },
    message: (_field, _code, values) =>
      t(resetPasswordProblem(values) ?? 'validation.fillAllFields', {
        min: PASSWORD_MIN_LENGTH,
        max: PASSWORD_MAX_LENGTH,
      }),
  });
  const {
    register,
    formState: { isSubmitting },
  } = form;

  useEffect(() => {
    if (!done) return;
    const state: AuthNavigationState = { notice: t('reset.loginNotice') };
    const timer = window.setTimeout(
      () => void navigate('/login', { replace: true, state }),
      RESET_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [done, navigate, t]);

  const onInvalid = (errors: FieldErrors<ResetValues>) =>
    setError(errors.password?.message ?? errors.confirm?.message ?? null);

  const onSubmit = async (values: ResetValues) => {
    setError(null);
    try {
      await reset.mutateAsync({ userId, secret, password: values.password });
      setDone(true);
    } catch (err) {
      setError(
        isApiError(err, 'user_invalid_token') ? (
          <>
            {t('errors.invalidResetLink')}{' '}
            <Link to="/forgot-password" className={linkClass}>
              {t('reset.requestNew')}
            </Link>
          </>
        ) : (
          authErrorMessage(t, err, 'reset')
        ),
      );
    }
  };

  if (done)
    return (
      <AuthShell art="recovery">
        <AuthHeading title={t('reset.doneHeading')} />
        <Banner tone="success">
          {t('reset.success')}{' '}
          <Link to="/login" replace className={linkClass}>
            {t('reset.goToLogin')}
          </Link>
        </Banner>
      </AuthShell>
    );

  return (
    <AuthShell art="recovery">
      <AuthHeading title={t('reset.heading')}>
        {t('reset.subtitle', { min: PASSWORD_MIN_LENGTH })}
      </AuthHeading>
      {error && (
        <Banner tone="error" className="mb-6">
          {error}
        </Banner>
      )}
      <Form form={form} onSubmit={onSubmit} onInvalid={onInvalid} className="space-y-5">
        <PasswordField
          label={t('fields.newPassword')}
          autoComplete="new-password"
          required
          {...register('password')}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          required
          {...register('confirm')}
        />
        <Button type="submit" disabled={isSubmitting} className="w-full py-3">
          {isSubmitting ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </Form>
      <BackToLogin />
    </AuthShell>
  );
}
