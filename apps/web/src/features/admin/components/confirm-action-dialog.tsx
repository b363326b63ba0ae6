import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { adminErrorMessage } from '../lib/admin-errors.ts';

/** What the dialog reads of a TanStack Query mutation. */
interface ActionMutation {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset(): void;
}

/**
 * An admin action confirmed in an alert dialog (approve, relist, reinstate): `trigger` opens
 * it, `title` and `description` say what the action does, `children` may add what the admin
 * must check first (`disabled` until then). Confirming calls `run`; a refusal of the server
 * shows in the dialog, which stays open; on success it closes, `onDone` receives the answer
 * and focus goes to `focusAfter` (the page's result message) when given.
 */
export function ConfirmActionDialog<T>({
  mutation,
  run,
  onDone,
  focusAfter,
  onOpen,
  trigger,
  title,
  description,
  submitLabel,
  submittingLabel,
  disabled = false,
  children,
}: {
  mutation: ActionMutation;
  run: () => Promise<T>;
  onDone: (result: T) => void;
  focusAfter?: () => void;
  /** Resets the caller's own fields each time the dialog opens. */
  onOpen?: () => void;
  trigger: ReactNode;
  title: string;
  description: string;
  submitLabel: string;
  submittingLabel: string;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const done = useRef(false);

  const onOpenChange = (next: boolean) => {
    if (mutation.isPending) return;
    if (next) {
      mutation.reset();
      done.current = false;
      onOpen?.();
    }
    setOpen(next);
  };

  const onConfirm = async () => {
    try {
      const result = await run();
      done.current = true;
      setOpen(false);
      onDone(result);
    } catch {
      // Shown below from `mutation.error`.
    }
  };

  return (
    <Dialog
      alert
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={title}
      description={description}
      onCloseAutoFocus={(event) => {
        if (done.current && focusAfter) {
          event.preventDefault();
          focusAfter();
        }
      }}
    >
      {children}
      {mutation.isError && (
        <Banner tone="error" className="mt-4">
          {adminErrorMessage(t, mutation.error)}
        </Banner>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogCancel alert>
          <Button variant="outline" disabled={mutation.isPending}>
            {t('dialog.cancel')}
          </Button>
        </DialogCancel>
        {/* Not Radix's Action: that closes at once, before the server has answered. */}
        <Button disabled={mutation.isPending || disabled} onClick={() => void onConfirm()}>
          {mutation.isPending ? submittingLabel : submitLabel}
        </Button>
      </div>
    </Dialog>
  );
}
