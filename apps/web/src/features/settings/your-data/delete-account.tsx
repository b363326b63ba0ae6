import { DeleteAccountForm, toDeleteAccount } from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Form, useContractForm } from '@/components/ui/form.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { forgetSignedInData } from '@/lib/session/logout.ts';
import { SettingsSection } from '../components/settings-section.tsx';
import { useDeleteAccount } from './data-api.ts';

/** The text of a refused deletion, by the API's error type. */
const REFUSALS: Record<string, string> = {
  user_invalid_credentials: 'wrong',
  user_reauthentication_required: 'reauthenticate',
  general_argument_invalid: 'passwordNeeded',
  general_rate_limit_exceeded: 'tooMany',
};

/**
 * "Delete account" (docs/product.md#74-your-data): a button, then a confirmation dialog that
 * names the consequences and asks for the password (or a two-factor code; empty for an account
 * without a password, which needs a recent sign-in). Once deleted, the person is signed out and
 * lands on the home page.
 */
export function DeleteAccount() {
  const { t } = useTranslation('settings', { keyPrefix: 'data' });
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useContractForm(DeleteAccountForm, {
    defaultValues: { method: 'password', secret: '' },
  });
  const method = form.watch('method');
  // Forget the signed-in data only once this page is gone (see useSignOutToHome).
  const deletedRef = useRef(false);
  useEffect(
    () => () => {
      if (deletedRef.current) forgetSignedInData(queryClient);
    },
    [queryClient],
  );
  const refusal =
    remove.error && isApiError(remove.error) ? REFUSALS[remove.error.type] : undefined;
  const refusalText =
    refusal === 'wrong' ? (method === 'otp' ? t('wrongOtp') : t('wrongPassword')) : undefined;
  return (
    <SettingsSection danger title={t('deleteTitle')} intro={t('deleteBody')}>
      <Dialog
        alert
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            remove.reset();
            form.reset();
          }
        }}
        trigger={
          <Button variant="danger" className="mt-3 w-fit">
            {t('delete')}
          </Button>
        }
        title={t('confirmTitle')}
        description={t('confirmBody')}
      >
        <ul className="mt-3 list-disc pl-5 text-sm text-slate-700">
          {(t('consequences', { returnObjects: true }) as string[]).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <Form
          form={form}
          className="mt-4 flex flex-col gap-3"
          onSubmit={(values) =>
            remove.mutate(toDeleteAccount(values), {
              onSuccess: () => {
                deletedRef.current = true;
                void navigate('/');
              },
            })
          }
        >
          <Field
            key={method}
            name="secret"
            {...(method === 'password'
              ? { type: 'password', autoComplete: 'current-password' }
              : { inputMode: 'numeric' as const, autoComplete: 'one-time-code' })}
            label={t(method)}
            hint={t(method === 'password' ? 'passwordHint' : 'otpHint')}
          />
          <button
            type="button"
            className="w-fit text-sm font-semibold text-brand-700 underline"
            onClick={() => {
              form.reset({ method: method === 'password' ? 'otp' : 'password', secret: '' });
              remove.reset();
            }}
          >
            {method === 'password' ? t('useOtp') : t('usePassword')}
          </button>
          {remove.isError && (
            <Banner tone="error">
              {refusalText ?? (refusal ? t(refusal) : t('deleteFailed'))}
            </Banner>
          )}
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogCancel alert>
              <Button variant="outline">{t('keep')}</Button>
            </DialogCancel>
            <Button type="submit" variant="danger" disabled={remove.isPending}>
              {t('confirmDelete')}
            </Button>
          </div>
        </Form>
      </Dialog>
    </SettingsSection>
  );
}
