import type { MentorApplication } from '@pathwise/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { useRelistMentor } from '../api/change-listing.ts';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';

/**
 * Relist a delisted mentor after a confirmation (docs/product.md#144-the-mentor-lifecycle): a
 * Relist button opening an alert dialog that says what relisting does. A refusal of the
 * server is shown in the dialog; on success it closes, `onRelisted` receives the application
 * and focus goes to `focusAfter` (the page's result message).
 */
export function RelistDialog({
  userId,
  name,
  onRelisted,
  focusAfter,
}: {
  userId: string;
  name: string;
  onRelisted: (application: MentorApplication) => void;
  focusAfter?: () => void;
}) {
  const { t } = useTranslation('admin');
  const relist = useRelistMentor();
  return (
    <ConfirmActionDialog
      mutation={relist}
      run={() => relist.mutateAsync(userId)}
      onDone={onRelisted}
      focusAfter={focusAfter}
      trigger={<Button>{t('relist.open')}</Button>}
      title={t('relist.title', { name })}
      description={t('relist.description', { name })}
      submitLabel={t('relist.submit')}
      submittingLabel={t('relist.submitting')}
    />
  );
}
