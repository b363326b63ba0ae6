import { Email } from '@pathwise/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useRequestRecovery } from '../api/request-recovery.ts';
import { AuthHeading, AuthShell } from '../components/auth-shell.tsx';
import { authErrorMessage } from '../lib/auth-errors.ts';

/**
 * /forgot-password (product spec §2 "/forgot-password", §5, §8): asks the server to mail a
 * link to /reset-password. An empty address gets the spec's 'Please enter your email
 * address'; an unknown one 'No account found with this email address.'
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('forgot.title'));
  const recovery = useRequestRecovery();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    setSent(false);
    try {
      await recovery.mutateAsync({ email: email.trim().toLowerCase() });
      setSent(true);
    } catch (err) {
      setError(authErrorMessage(t, err, 'recovery'));
    }
  });

  return (
    <AuthShell art="recovery">
      <AuthHeading title={t('forgot.heading')}>{t('forgot.subtitle')}</AuthHeading>

      <div className="mb-6 space-y-3 empty:hidden">
        {sent && (
          <Banner tone="success" onDismiss={() => setSent(false)}>
            {t('forgot.success')}
          </Banner>
        )}
        {error && <Banner tone="error">{error}</Banner>}
      </div>

      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('fields.emailPlaceholder')}
          required
          error={errors.email?.message}
          {...register('email', {
            validate: (value) =>
              !value.trim()
                ? t('validation.forgotEmailRequired')
                : Email.safeParse(value).success || t('validation.emailInvalid'),
          })}
        />
        <Button type="submit" disabled={isSubmitting} className="w-full py-3">
          {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
      </form>

      <p className="mt-8 text-center text-sm text-slate-600">
        {t('forgot.remembered')}{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:text-brand-900">
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </AuthShell>
  );
}
