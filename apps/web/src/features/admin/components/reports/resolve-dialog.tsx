import { ResolveReport, type AdminReport, type ReportResolutionAction } from '@pathwise/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useResolveReport } from '../../api/reports-api.ts';
import {
  ModerationNoteField,
  SuspensionPeriodField,
  suspensionUntil,
  type SuspensionPeriod,
} from '../moderation-fields.tsx';

/**
 * One resolution of a report, confirmed in a dialog with the admin's note
 * (docs/product.md#143-moderation-and-suspension): for a warning the text the person gets;
 * for a removal or suspension the reasons in the statement; suspend also asks for how long
 * (7 days, 30 days, until lifted). A refusal (e.g. another admin resolved it first) shows in
 * the dialog, which stays open.
 */
export function ResolveDialog({
  report,
  action,
  onResolved,
}: {
  report: AdminReport;
  action: ReportResolutionAction;
  onResolved: (text: string) => void;
}) {
  const { t } = useTranslation('admin');
  const resolve = useResolveReport();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [period, setPeriod] = useState<SuspensionPeriod>('7');
  const [error, setError] = useState<string | null>(null);
  const name = report.reportedPerson.name;

  const onOpenChange = (next: boolean) => {
    if (resolve.isPending) return;
    if (next) {
      setNote('');
      setPeriod('7');
      setError(null);
    }
    setOpen(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const until = action === 'suspend' ? suspensionUntil(period) : undefined;
    const parsed = ResolveReport.safeParse({ action, note, ...(until ? { until } : {}) });
    if (!parsed.success) return setError(t('reports.noteRequired'));
    try {
      await resolve.mutateAsync({ id: report.id, ...parsed.data });
      setOpen(false);
      onResolved(t(`reports.done.${action}`, { name }));
    } catch (err) {
      setError(isApiError(err, 'report_not_open') ? t('reports.notOpen') : t('errors.generic'));
    }
  };

  return (
    <Dialog
      size="lg"
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant={action === 'suspend' || action === 'remove' ? 'danger' : 'outline'}>
          {t(`reports.actions.${action}`)}
        </Button>
      }
      title={t(`reports.confirm.${action}`, { name })}
      description={t(`reports.explain.${action}`, { name })}
      closeLabel={t('dialog.close')}
    >
      <form onSubmit={onSubmit} className="mt-5 space-y-4" noValidate>
        {error && <Banner tone="error">{error}</Banner>}
        {action === 'suspend' && (
          <SuspensionPeriodField name={`${id}-period`} value={period} onChange={setPeriod} />
        )}
        <ModerationNoteField
          id={id}
          label={t(`reports.noteLabel.${action}`)}
          value={note}
          onChange={setNote}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>
            <Button variant="outline" disabled={resolve.isPending}>
              {t('dialog.cancel')}
            </Button>
          </DialogCancel>
          <Button
            type="submit"
            variant={action === 'suspend' || action === 'remove' ? 'danger' : 'primary'}
            disabled={resolve.isPending}
          >
            {resolve.isPending ? t('reports.working') : t(`reports.submit.${action}`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
