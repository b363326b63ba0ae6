import type { MentorApplication } from '@pathwise/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { useRelistMentor } from '../api/change-listing.ts';
import { adminErrorMessage } from '../lib/admin-errors.ts';

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
  const [open, setOpen] = useState(false);
  const done = useRef(false);

  const onOpenChange = (next: boolean) => {
    if (relist.isPending) return;
    if (next) {
      relist.reset();
      done.current = false;
    }
    setOpen(next);
  };

  const onConfirm = async () => {
    try {
      const application = await relist.mutateAsync(userId);
      done.current = true;
      setOpen(false);
      onRelisted(application);
    } catch {
      // Shown below from `relist.error`.
    }
  };

  return (
    <Dialog
      alert
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button>{t('relist.open')}</Button>}
      title={t('relist.title', { name })}
      description={t('relist.description', { name })}
      onCloseAutoFocus={(event) => {
        if (done.current && focusAfter) {
          event.preventDefault();
          focusAfter();
        }
      }}
    >
      {relist.isError && (
        <Banner tone="error" className="mt-4">
          {adminErrorMessage(t, relist.error)}
        </Banner>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogCancel alert>
          <Button variant="outline" disabled={relist.isPending}>
            {t('dialog.cancel')}
          </Button>
        </DialogCancel>
        <Button disabled={relist.isPending} onClick={() => void onConfirm()}>
          {relist.isPending ? t('relist.submitting') : t('relist.submit')}
        </Button>
      </div>
    </Dialog>
  );
}
