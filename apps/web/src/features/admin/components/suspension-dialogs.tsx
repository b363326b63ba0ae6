import { SuspendUser } from '@pathwise/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { useReinstatePerson, useSuspendPerson } from '../api/suspension.ts';
import { adminErrorMessage } from '../lib/admin-errors.ts';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';
import {
  ModerationNoteField,
  SuspensionPeriodField,
  suspensionUntil,
  type SuspensionPeriod,
} from './moderation-fields.tsx';

/** The person a dialog acts on, and what the page says once it is done. */
interface Target {
  userId: string;
  name: string;
  onDone: (text: string) => void;
}

/**
 * Suspend an account from the person's page (docs/product.md#143-moderation-and-suspension):
 * a dialog with the period (7 days, 30 days, until lifted) and the reasons sent to the person
 * in the statement of reasons. A refusal shows in the dialog, which stays open.
 */
export function SuspendPersonDialog({ userId, name, onDone }: Target) {
  const { t } = useTranslation('admin');
  const suspend = useSuspendPerson();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [period, setPeriod] = useState<SuspensionPeriod>('7');
  const [error, setError] = useState<string | null>(null);

  const onOpenChange = (next: boolean) => {
    if (suspend.isPending) return;
    if (next) {
      setReason('');
      setPeriod('7');
      setError(null);
    }
    setOpen(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const until = suspensionUntil(period);
    const parsed = SuspendUser.safeParse({ reason, ...(until ? { until } : {}) });
    if (!parsed.success) return setError(t('reports.noteRequired'));
    try {
      await suspend.mutateAsync({ userId, ...parsed.data });
      setOpen(false);
      onDone(t('reports.done.suspend', { name }));
    } catch (err) {
      setError(adminErrorMessage(t, err));
    }
  };

  return (
    <Dialog
      size="lg"
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button variant="danger">{t('person.suspend')}</Button>}
      title={t('reports.confirm.suspend', { name })}
      description={t('reports.explain.suspend', { name })}
      closeLabel={t('dialog.close')}
    >
      <form onSubmit={onSubmit} className="mt-5 space-y-4" noValidate>
        {error && <Banner tone="error">{error}</Banner>}
        <SuspensionPeriodField name={`${id}-period`} value={period} onChange={setPeriod} />
        <ModerationNoteField
          id={id}
          label={t('reports.noteLabel.suspend')}
          value={reason}
          onChange={setReason}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>
            <Button variant="outline" disabled={suspend.isPending}>
              {t('dialog.cancel')}
            </Button>
          </DialogCancel>
          <Button type="submit" variant="danger" disabled={suspend.isPending}>
            {suspend.isPending ? t('reports.working') : t('reports.submit.suspend')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Reinstate a suspended account after a confirmation: the person can sign in again and a
 * mentor is listed again; sessions the suspension cancelled stay cancelled.
 */
export function ReinstatePersonDialog({ userId, name, onDone }: Target) {
  const { t } = useTranslation('admin');
  const reinstate = useReinstatePerson();
  return (
    <ConfirmActionDialog
      mutation={reinstate}
      run={() => reinstate.mutateAsync(userId)}
      onDone={() => onDone(t('person.reinstated', { name }))}
      trigger={<Button>{t('person.reinstate')}</Button>}
      title={t('person.reinstateTitle', { name })}
      description={t('person.reinstateDescription', { name })}
      submitLabel={t('person.reinstateSubmit')}
      submittingLabel={t('reports.working')}
    />
  );
}
