import { SecondFactorCode, TotpCode } from '@pathwise/contracts';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Form, useContractForm } from '@/components/ui/form.tsx';
import { isApiError } from '@/lib/api-client.ts';

const TotpForm = z.object({ otp: TotpCode });
const RecoveryForm = z.object({ otp: SecondFactorCode });

/** The texts of one {@link CodeDialog}, from the `settings` catalogue. */
export interface CodeDialogTexts {
  title: string;
  body: string;
  label: string;
  /** The code is not in the expected shape. */
  error: string;
  /** The server said the code is wrong or used. */
  wrongCode: string;
  /** Anything else went wrong. */
  failed: string;
  confirm: string;
  working: string;
  cancel: string;
}

/**
 * A confirmation dialog that asks for a code before a two-factor change (turning it off,
 * new recovery codes): a 6-digit code of the app, or with `acceptRecovery` also a recovery
 * code. `onConfirm` runs the call; a wrong code shows under the field and keeps the dialog.
 */
export function CodeDialog({
  open,
  onOpenChange,
  texts,
  acceptRecovery,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  texts: CodeDialogTexts;
  acceptRecovery: boolean;
  onConfirm: (otp: string) => Promise<unknown>;
}) {
  const form = useContractForm(acceptRecovery ? RecoveryForm : TotpForm, {
    defaultValues: { otp: '' },
    message: () => texts.error,
    serverField: () => 'otp',
  });

  const submit = async ({ otp }: { otp: string }) => {
    try {
      await onConfirm(otp);
      form.reset();
    } catch (err) {
      if (!isApiError(err, 'user_invalid_otp') || !form.serverError(err, texts.wrongCode)) {
        form.setError('otp', { type: 'server', message: texts.failed }, { shouldFocus: true });
      }
    }
  };
  const { isSubmitting } = form.formState;

  return (
    <Dialog
      alert
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
      trigger={<span hidden />}
      title={texts.title}
      description={texts.body}
    >
      <Form form={form} onSubmit={submit} className="mt-4">
        <Field
          name="otp"
          label={texts.label}
          autoComplete="one-time-code"
          inputMode={acceptRecovery ? 'text' : 'numeric'}
          maxLength={acceptRecovery ? 32 : 6}
        />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogCancel alert>
            <Button variant="outline">{texts.cancel}</Button>
          </DialogCancel>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? texts.working : texts.confirm}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
