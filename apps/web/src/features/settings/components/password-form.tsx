import { UpdatePassword } from '@pathwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useFieldError } from '@/components/ui/field.tsx';
import { Form, useContractForm } from '@/components/ui/form.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { useChangePassword } from '../api/credentials-api.ts';
import { credentialError } from './credential-errors.ts';

/** The contract's new password, typed twice; the current one may be empty (no password yet). */
const ChangePasswordForm = UpdatePassword.extend({
  oldPassword: z.string().max(256),
  confirm: z.string(),
}).refine((values) => values.password === values.confirm, { path: ['confirm'] });

type Values = z.input<typeof ChangePasswordForm>;

/**
 * Password & Privacy → Change password: the current password (empty for an account made
 * through Google or LinkedIn that has none yet), the new one twice. Other devices are signed
 * out and a mail tells the person (docs/product.md#71-account-api).
 */
export function PasswordForm() {
  const { t } = useTranslation('settings', { keyPrefix: 'credentials' });
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm(ChangePasswordForm, {
    defaultValues: { oldPassword: '', password: '', confirm: '' },
    message: (field, code) => {
      if (field === 'confirm') return t('errors.mismatch');
      if (field === 'password')
        return code === 'too_big' ? t('errors.tooLong') : t('errors.tooShort');
      return undefined;
    },
  });
  const { register } = form;

  const submit = async (values: z.output<typeof ChangePasswordForm>) => {
    setDone(false);
    setFailure(null);
    try {
      await change.mutateAsync({
        password: values.password,
        ...(values.oldPassword ? { oldPassword: values.oldPassword } : {}),
      });
      form.reset();
      setDone(true);
    } catch (error) {
      const { field, text } = credentialError(t, error);
      if (field === 'oldPassword' || field === 'password') {
        form.setError(field, { type: 'server', message: text }, { shouldFocus: true });
      } else setFailure(text);
    }
  };

  return (
    <section aria-labelledby="change-password-title" className="flex flex-col gap-4">
      <div>
        <h3 id="change-password-title" className="text-base font-semibold text-slate-900">
          {t('password.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('password.intro')}</p>
      </div>
      {done && <Banner tone="success">{t('password.done')}</Banner>}
      {failure && <Banner tone="error">{failure}</Banner>}
      <Form form={form} onSubmit={submit} className="flex max-w-md flex-col gap-4">
        <BoundPassword
          name="oldPassword"
          label={t('password.current')}
          hint={t('password.currentHint')}
          autoComplete="current-password"
          register={register}
        />
        <BoundPassword
          name="password"
          label={t('password.new')}
          autoComplete="new-password"
          register={register}
        />
        <BoundPassword
          name="confirm"
          label={t('password.confirm')}
          autoComplete="new-password"
          register={register}
        />
        <Button type="submit" disabled={change.isPending} className="self-start">
          {change.isPending ? t('password.submitting') : t('password.submit')}
        </Button>
      </Form>
    </section>
  );
}

/** A {@link PasswordField} registered as `name`, with that field's error under it. */
function BoundPassword({
  name,
  register,
  ...props
}: {
  name: keyof Values;
  label: string;
  hint?: string;
  autoComplete: string;
  register: ReturnType<typeof useContractForm<typeof ChangePasswordForm>>['register'];
}) {
  const error = useFieldError(name);
  return <PasswordField {...props} error={error} {...register(name)} />;
}
