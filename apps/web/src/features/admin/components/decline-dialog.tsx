import { DECLINE_REASON_LIMIT, DeclineMentor, type MentorApplication } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CharacterCounter } from '@/components/ui/character-counter.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { useFieldError } from '@/components/ui/field.tsx';
import { Form, useContractForm, useFormContextOf } from '@/components/ui/form.tsx';
import { useDelistMentor } from '../api/change-listing.ts';
import { useDeclineMentor } from '../api/decline-mentor.ts';
import { adminErrorMessage } from '../lib/admin-errors.ts';

/**
 * Decline a pending application, or delist an approved mentor (`action="delist"`,
 * docs/product.md#144-the-mentor-lifecycle), both with a reason mailed to the mentor: a button
 * opening a modal dialog that asks for the reason the mentor will be mailed. The reason is
 * required and 1 to {@link DECLINE_REASON_LIMIT} characters after trimming (the contract's
 * `DeclineMentor`, the same check the server makes, through the one `Form`), with an `n/1000`
 * counter. A refusal of the server (e.g. 409 when another admin decided first) is shown in
 * the dialog (under the field when it is about the reason), which stays
 * open; on success it closes and `onDeclined` receives the updated application, and focus
 * goes to `focusAfter` (the page's result message), since this button's card may be gone.
 */
export function DeclineDialog({
  userId,
  name,
  onDeclined,
  focusAfter,
  action = 'decline',
}: {
  userId: string;
  /** The mentor's name, for the dialog's title. */
  name: string;
  onDeclined: (application: MentorApplication) => void;
  focusAfter?: () => void;
  /** What the reason is for: declining an application (default) or delisting a mentor. */
  action?: 'decline' | 'delist';
}) {
  const { t } = useTranslation('admin');
  const declineMutation = useDeclineMentor();
  const delistMutation = useDelistMentor();
  const decline = action === 'delist' ? delistMutation : declineMutation;
  const [open, setOpen] = useState(false);
  const [bannerError, setBannerError] = useState<string | null>(null);
  const decided = useRef(false);
  const form = useContractForm(DeclineMentor, {
    defaultValues: { reason: '' },
    message: (_field, _code, values) =>
      values.reason.trim()
        ? t(`${action}.tooLong`, { max: DECLINE_REASON_LIMIT })
        : t(`${action}.required`),
    serverField: (type) => (type === 'general_argument_invalid' ? 'reason' : undefined),
  });

  const onOpenChange = (next: boolean) => {
    // A request under way finishes before the dialog can go.
    if (decline.isPending) return;
    if (next) {
      form.reset({ reason: '' });
      setBannerError(null);
      decline.reset();
      decided.current = false;
    }
    setOpen(next);
  };

  const onSubmit = async ({ reason }: DeclineMentor) => {
    setBannerError(null);
    try {
      const application = await decline.mutateAsync({ userId, reason });
      decided.current = true;
      setOpen(false);
      onDeclined(application);
    } catch (error) {
      const text = adminErrorMessage(t, error);
      if (!form.serverError(error, text)) setBannerError(text);
    }
  };

  return (
    <Dialog
      size="lg"
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button variant="outline">{t(`${action}.open`)}</Button>}
      title={t(`${action}.title`, { name })}
      description={t(`${action}.description`, { name })}
      closeLabel={t('dialog.close')}
      onOpenAutoFocus={(event) => {
        // Straight to the one thing to fill in, rather than the close button.
        event.preventDefault();
        form.setFocus('reason');
      }}
      onCloseAutoFocus={(event) => {
        if (decided.current && focusAfter) {
          event.preventDefault();
          focusAfter();
        }
      }}
    >
      <Form form={form} onSubmit={onSubmit} className="mt-5 space-y-4">
        {bannerError && <Banner tone="error">{bannerError}</Banner>}
        <ReasonField disabled={decline.isPending} action={action} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>
            <Button variant="outline" disabled={decline.isPending}>
              {t('dialog.cancel')}
            </Button>
          </DialogCancel>
          {/* Not <Button>: its primary colours would compete with these in the class list. */}
          <button
            type="submit"
            disabled={decline.isPending}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-red-700/60"
          >
            {decline.isPending ? t(`${action}.submitting`) : t(`${action}.submit`)}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}

/** The reason: a text area with a hint, its error and an `n/1000` counter. */
function ReasonField({ disabled, action }: { disabled: boolean; action: 'decline' | 'delist' }) {
  const { t } = useTranslation('admin');
  const { register, watch, clearErrors } = useFormContextOf<DeclineMentor>();
  const fieldError = useFieldError('reason');
  const reason = watch('reason');
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hintId, counterId, fieldError ? errorId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-900">
        {t(`${action}.reason`)}{' '}
        <span className="font-normal text-slate-600">{t(`${action}.requiredMark`)}</span>
      </label>
      <textarea
        id={id}
        rows={6}
        required
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        {...register('reason', { onChange: () => clearErrors('reason') })}
        className={clsx(
          'block w-full resize-y rounded-lg border bg-white px-3.5 py-2.5 text-sm leading-6 text-slate-900 focus:outline-none focus:ring-2 disabled:bg-slate-100',
          fieldError
            ? 'border-red-400 focus:ring-red-300'
            : 'border-slate-300 focus:border-brand-500 focus:ring-brand-200',
        )}
      />
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {t(`${action}.hint`)}
      </p>
      <div className="mt-1 flex justify-between gap-4 text-xs">
        {fieldError ? (
          <p id={errorId} className="font-medium text-red-700">
            {fieldError}
          </p>
        ) : (
          <span />
        )}
        <CharacterCounter
          id={counterId}
          count={reason.length}
          max={DECLINE_REASON_LIMIT}
          className="shrink-0"
        />
      </div>
    </div>
  );
}
