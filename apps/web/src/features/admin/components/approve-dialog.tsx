import type { MentorApplication } from '@pathwise/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { useApproveMentor } from '../api/approve-mentor.ts';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';

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
  const [yearsChecked, setYearsChecked] = useState(false);
  const yearsId = useId();

  return (
    <ConfirmActionDialog
      mutation={approve}
      run={() => approve.mutateAsync(userId)}
      onDone={onApproved}
      focusAfter={focusAfter}
      onOpen={() => setYearsChecked(false)}
      trigger={<Button>{t('approve.open')}</Button>}
      title={t('approve.title', { name })}
      description={t('approve.description', { name })}
      submitLabel={t('approve.submit')}
      submittingLabel={t('approve.submitting')}
      disabled={!yearsChecked}
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
    </ConfirmActionDialog>
  );
}
