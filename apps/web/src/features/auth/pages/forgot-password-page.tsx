import { CreateRecovery } from '@pathwise/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Form, useContractForm } from '@/components/ui/form.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useRequestRecovery } from '../api/request-recovery.ts';
import { AuthHeading, AuthShell } from '../components/auth-shell.tsx';
import { authErrorMessage } from '../lib/auth-errors.ts';

/** The address part of the contract's `CreateRecovery` (the page adds the link's `url`). */
const RecoveryRequest = CreateRecovery.pick({ email: true });

/**
 * /forgot-password (docs/product.md#213-forgot-password "/forgot-password", §5, §8): asks the server to mail a
 * link to /reset-password. An empty address gets the spec's 'Please enter your email
 * address'; an unknown one 'No account found with this email address.' Only one message shows
 * at a time: an edit clears the server's (docs/product.md#5-validation).
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('forgot.title'));
  const recovery = useRequestRecovery();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useContractForm(RecoveryRequest, {
    defaultValues: { email: '' },
    message: (_field, _code, values) =>
      values.email.trim() ? t('validation.emailInvalid') : t('validation.forgotEmailRequired'),
  });
  const { isSubmitting } = form.formState;
  const { watch } = form;

  // One message at a time (docs/product.md#5-validation): the server's answer was about the address
  // it was sent, so any edit drops it, and a failed browser check shows alone.
  useEffect(() => {
    const subscription = watch(() => setError(null));
    return () => subscription.unsubscribe();
  }, [watch]);

  const onSubmit = async ({ email }: { email: string }) => {
    setError(null);
    setSent(false);
    try {
      await recovery.mutateAsync({ email });
      setSent(true);
    } catch (err) {
      setError(authErrorMessage(t, err, 'recovery'));
    }
  };

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

      <Form form={form} onSubmit={onSubmit} onInvalid={() => setError(null)} className="space-y-5">
        <Field
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('fields.emailPlaceholder')}
          required
        />
        <Button type="submit" disabled={isSubmitting} className="w-full py-3">
          {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
      </Form>

      <p className="mt-8 text-center text-sm text-slate-600">
        {t('forgot.remembered')}{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:text-brand-900">
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </AuthShell>
  );
}
