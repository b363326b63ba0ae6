import { CHANGE_REASON_MAX_LENGTH } from '@pathwise/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CharacterCounter } from '@/components/ui/character-counter.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';

/**
 * A change that may carry a reason (cancel a session, decline a request): a button opening
 * the shared dialog with an optional reason of at most {@link CHANGE_REASON_MAX_LENGTH}
 * characters, a `warning` (e.g. that the cancellation counts as late) and the confirming
 * button. A failed call shows its error in the dialog, which stays open.
 */
export function ReasonDialog({
  triggerLabel,
  title,
  description,
  warning,
  submitLabel,
  busyLabel,
  onConfirm,
  errorText,
}: {
  triggerLabel: string;
  title: string;
  description: string;
  warning?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** Runs the change; rejects to keep the dialog open with `errorText(error)`. */
  onConfirm: (reason: string) => Promise<unknown>;
  errorText: (error: unknown) => string;
}) {
  const { t } = useTranslation('sessions');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    if (next) {
      setReason('');
      setError(null);
    }
    setOpen(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Kept as typed and refused with the limit named, never cut (docs/product.md#5-validation).
    if (reason.trim().length > CHANGE_REASON_MAX_LENGTH) {
      setError(t('dialog.tooLong', { max: CHANGE_REASON_MAX_LENGTH }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
      setOpen(false);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button variant="outline">{triggerLabel}</Button>}
      title={title}
      description={description}
      closeLabel={t('dialog.close')}
    >
      <form onSubmit={(event) => void submit(event)} className="mt-5 space-y-4">
        {warning && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {warning}
          </p>
        )}
        {error && <Banner tone="error">{error}</Banner>}
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-900">
            {t('dialog.reason')}{' '}
            <span className="font-normal text-slate-600">{t('dialog.optional')}</span>
          </label>
          <textarea
            id={id}
            rows={4}
            value={reason}
            disabled={busy}
            aria-describedby={`${id}-count`}
            onChange={(event) => setReason(event.target.value)}
            className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100"
          />
          <CharacterCounter
            id={`${id}-count`}
            count={reason.length}
            max={CHANGE_REASON_MAX_LENGTH}
            className="mt-1 text-right"
          />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>
            <Button variant="outline" disabled={busy}>
              {t('dialog.keep')}
            </Button>
          </DialogCancel>
          <button
            type="submit"
            disabled={busy}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-red-700/60"
          >
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
