import type { MentorApplication } from '@pathwise/contracts';
import { AlertDialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useApproveMentor } from '../api/approve-mentor.ts';
import { adminErrorMessage } from '../lib/admin-errors.ts';

/**
 * Approve a pending application after a confirmation (issue "Onboarding", "Mentor
 * vetting"): an Approve button opening an alert dialog that says what approval does (listed
 * in the directory, mailed). A refusal of the server (e.g. 409 once declined elsewhere) is
 * shown in the dialog; on success it closes, `onApproved` receives the updated application
 * and focus goes to `focusAfter` (the page's result message).
 */
export function ApproveDialog({
  userId,
  name,
  onApproved,
  focusAfter,
}: {
  userId: string;
  name: string;
  onApproved: (application: MentorApplication) => void;
  focusAfter?: () => void;
}) {
  const { t } = useTranslation('admin');
  const approve = useApproveMentor();
  const [open, setOpen] = useState(false);
  const decided = useRef(false);

  const onOpenChange = (next: boolean) => {
    if (approve.isPending) return;
    if (next) {
      approve.reset();
      decided.current = false;
    }
    setOpen(next);
  };

  const onConfirm = async () => {
    try {
      const application = await approve.mutateAsync(userId);
      decided.current = true;
      setOpen(false);
      onApproved(application);
    } catch {
      // Shown below from `approve.error`.
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>
        <Button>{t('approve.open')}</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            if (decided.current && focusAfter) {
              event.preventDefault();
              focusAfter();
            }
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {t('approve.title', { name })}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {t('approve.description', { name })}
          </AlertDialog.Description>
          {approve.isError && (
            <Banner tone="error" className="mt-4">
              {adminErrorMessage(t, approve.error)}
            </Banner>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={approve.isPending}>
                {t('dialog.cancel')}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once, before the server has answered. */}
            <Button disabled={approve.isPending} onClick={() => void onConfirm()}>
              {approve.isPending ? t('approve.submitting') : t('approve.submit')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
