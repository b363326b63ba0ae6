import type { MentorApplication } from '@pathwise/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { useApproveMentor } from '../api/approve-mentor.ts';
import { adminErrorMessage } from '../lib/admin-errors.ts';

/**
 * Approve a pending application after a confirmation (docs/product.md#121-mentor-vetting):
 * an Approve button opening an alert dialog that says what approval does (listed
 * in the directory, mailed) and asks the admin to confirm the stated years of experience
 * (the site says mentors have at least 10 years) before Approve is enabled. A refusal of the server
 * (e.g. 409 once declined elsewhere) is shown in the dialog; on success it closes, `onApproved`
 * receives the updated application and focus goes to `focusAfter` (the page's result message).
 */
export function ApproveDialog({
  userId,
  name,
  yearsExperience,
  onApproved,
  focusAfter,
}: {
  userId: string;
  name: string;
  /** The years of experience the mentor stated (null: not stated), which the admin confirms. */
  yearsExperience: number | null;
  onApproved: (application: MentorApplication) => void;
  focusAfter?: () => void;
}) {
  const { t } = useTranslation('admin');
  const approve = useApproveMentor();
  const [open, setOpen] = useState(false);
  const [yearsChecked, setYearsChecked] = useState(false);
  const yearsId = useId();
  const decided = useRef(false);

  const onOpenChange = (next: boolean) => {
    if (approve.isPending) return;
    if (next) {
      approve.reset();
      decided.current = false;
      setYearsChecked(false);
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
      <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
        <p className="font-medium">
          {yearsExperience === null
            ? t('approve.yearsNotStated')
            : t('approve.yearsStated', { count: yearsExperience })}
        </p>
        <p className="mt-1 text-slate-600">{t('approve.yearsRule')}</p>
        <div className="mt-3 flex items-start gap-2">
          <input
            id={yearsId}
            type="checkbox"
            checked={yearsChecked}
            onChange={(event) => setYearsChecked(event.target.checked)}
            className="mt-0.5 size-4 rounded border-slate-400 text-brand-700 focus:ring-brand-600"
          />
          <label htmlFor={yearsId}>
            {yearsExperience === null
              ? t('approve.confirmYearsMissing')
              : t('approve.confirmYears')}
          </label>
        </div>
      </div>
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
        <Button disabled={approve.isPending || !yearsChecked} onClick={() => void onConfirm()}>
          {approve.isPending ? t('approve.submitting') : t('approve.submit')}
        </Button>
      </div>
    </Dialog>
  );
}
