import type { MentorApplication } from '@pathwise/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
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
    <Dialog
      alert
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button>{t('approve.open')}</Button>}
      title={t('approve.title', { name })}
      description={t('approve.description', { name })}
      onCloseAutoFocus={(event) => {
        if (decided.current && focusAfter) {
          event.preventDefault();
          focusAfter();
        }
      }}
    >
      {approve.isError && (
        <Banner tone="error" className="mt-4">
          {adminErrorMessage(t, approve.error)}
        </Banner>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogCancel alert>
          <Button variant="outline" disabled={approve.isPending}>
            {t('dialog.cancel')}
          </Button>
        </DialogCancel>
        {/* Not Radix's Action: that closes at once, before the server has answered. */}
        <Button disabled={approve.isPending} onClick={() => void onConfirm()}>
          {approve.isPending ? t('approve.submitting') : t('approve.submit')}
        </Button>
      </div>
    </Dialog>
  );
}
