import { UpdateEmail, type EmailChangeReceipt } from '@pathwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Form, useContractForm } from '@/components/ui/form.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { useRequestEmailChange } from '../api/credentials-api.ts';
import { credentialError } from './credential-errors.ts';

/** The contract's new address and current password (empty for an account without one). */
const ChangeEmailForm = UpdateEmail.pick({ email: true }).extend({
  password: z.string().max(256),
});

/**
 * Password & Privacy → Change email: the new address and the current password. Nothing
 * changes until the link mailed to the new address is opened; the current address is told,
 * with a link to undo within 72 hours (docs/product.md#71-account-api).
 */
export function EmailForm({ current }: { current: string }) {
  const { t } = useTranslation('settings', { keyPrefix: 'credentials' });
  const request = useRequestEmailChange();
  const [sent, setSent] = useState<EmailChangeReceipt | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm(ChangeEmailForm, {
    defaultValues: { email: '', password: '' },
    message: (field) => (field === 'email' ? t('errors.email') : undefined),
  });

  const submit = async (values: z.output<typeof ChangeEmailForm>) => {
    setSent(null);
    setFailure(null);
    try {
      setSent(
        await request.mutateAsync({
          email: values.email,
          ...(values.password ? { password: values.password } : {}),
          url: `${window.location.origin}/account/email`,
        }),
      );
      form.reset();
    } catch (error) {
      const { field, text } = credentialError(t, error);
      if (field) {
        form.setError(field === 'oldPassword' ? 'password' : 'email', {
          type: 'server',
          message: text,
        });
      } else setFailure(text);
    }
  };

  return (
    <section aria-labelledby="change-email-title" className="flex flex-col gap-4">
      <div>
        <h3 id="change-email-title" className="text-base font-semibold text-slate-900">
          {t('email.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('email.intro', { email: current })}</p>
      </div>
      {sent && <Banner tone="success">{t('email.sent', { email: sent.email, current })}</Banner>}
      {failure && <Banner tone="error">{failure}</Banner>}
      <Form form={form} onSubmit={submit} className="flex max-w-md flex-col gap-4">
        <Field name="email" type="email" label={t('email.new')} autoComplete="email" />
        <PasswordField
          label={t('password.current')}
          hint={t('password.currentHint')}
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" disabled={request.isPending} className="self-start">
          {request.isPending ? t('email.submitting') : t('email.submit')}
        </Button>
      </Form>
    </section>
  );
}
