import { DECLINE_REASON_LIMIT, DeclineMentor, type MentorApplication } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useDeclineMentor } from '../api/decline-mentor.ts';
import { adminErrorMessage } from '../lib/admin-errors.ts';

/**
 * Decline a pending application (issue "Onboarding", "Mentor vetting"): a Decline button
 * opening a modal dialog that asks for the reason the mentor will be mailed. The reason is
 * required and 1 to {@link DECLINE_REASON_LIMIT} characters after trimming (the contract's
 * `DeclineMentor`, the same check the server makes), with an `n/1000` counter. A refusal of
 * the server (e.g. 409 when another admin decided first) is shown in the dialog, which stays
 * open; on success it closes and `onDeclined` receives the updated application, and focus
 * goes to `focusAfter` (the page's result message), since this button's card may be gone.
 */
export function DeclineDialog({
  userId,
  name,
  onDeclined,
  focusAfter,
}: {
  userId: string;
  /** The mentor's name, for the dialog's title. */
  name: string;
  onDeclined: (application: MentorApplication) => void;
  focusAfter?: () => void;
}) {
  const { t } = useTranslation('admin');
  const decline = useDeclineMentor();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const decided = useRef(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const onOpenChange = (next: boolean) => {
    // A request under way finishes before the dialog can go.
    if (decline.isPending) return;
    if (next) {
      setReason('');
      setFieldError(null);
      decline.reset();
      decided.current = false;
    }
    setOpen(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = DeclineMentor.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(
        reason.trim() ? t('decline.tooLong', { max: DECLINE_REASON_LIMIT }) : t('decline.required'),
      );
      textareaRef.current?.focus();
      return;
    }
    setFieldError(null);
    try {
      const application = await decline.mutateAsync({ userId, reason: parsed.data.reason });
      decided.current = true;
      setOpen(false);
      onDeclined(application);
    } catch {
      // Shown below from `decline.error`.
    }
  };

  const describedBy = [hintId, counterId, fieldError ? errorId : null].filter(Boolean).join(' ');

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="outline">{t('decline.open')}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            // Straight to the one thing to fill in, rather than the close button.
            event.preventDefault();
            textareaRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (decided.current && focusAfter) {
              event.preventDefault();
              focusAfter();
            }
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              {t('decline.title', { name })}
            </Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label={t('dialog.close')}
                className="-m-2 flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            {t('decline.description', { name })}
          </Dialog.Description>

          <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-5 space-y-4">
            {decline.isError && <Banner tone="error">{adminErrorMessage(t, decline.error)}</Banner>}
            <div>
              <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-900">
                {t('decline.reason')}{' '}
                <span className="font-normal text-slate-600">{t('decline.requiredMark')}</span>
              </label>
              <textarea
                ref={textareaRef}
                id={id}
                value={reason}
                rows={6}
                maxLength={DECLINE_REASON_LIMIT}
                required
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={describedBy}
                disabled={decline.isPending}
                onChange={(event) => {
                  setReason(event.target.value);
                  if (fieldError) setFieldError(null);
                }}
                className={clsx(
                  'block w-full resize-y rounded-lg border bg-white px-3.5 py-2.5 text-sm leading-6 text-slate-900 focus:outline-none focus:ring-2 disabled:bg-slate-100',
                  fieldError
                    ? 'border-red-400 focus:ring-red-300'
                    : 'border-slate-300 focus:border-brand-500 focus:ring-brand-200',
                )}
              />
              <p id={hintId} className="mt-1 text-xs text-slate-600">
                {t('decline.hint')}
              </p>
              <div className="mt-1 flex justify-between gap-4 text-xs">
                {fieldError ? (
                  <p id={errorId} className="font-medium text-red-700">
                    {fieldError}
                  </p>
                ) : (
                  <span />
                )}
                <p id={counterId} className="shrink-0 tabular-nums text-slate-600">
                  <span aria-hidden="true">
                    {t('decline.counter', { count: reason.length, max: DECLINE_REASON_LIMIT })}
                  </span>
                  <span className="sr-only">
                    {t('decline.counterLabel', {
                      count: reason.length,
                      max: DECLINE_REASON_LIMIT,
                    })}
                  </span>
                </p>
              </div>
            </div>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={decline.isPending}>
                  {t('dialog.cancel')}
                </Button>
              </Dialog.Close>
              {/* Not <Button>: its primary colours would compete with these in the class list. */}
              <button
                type="submit"
                disabled={decline.isPending}
                className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-red-700/60"
              >
                {decline.isPending ? t('decline.submitting') : t('decline.submit')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
