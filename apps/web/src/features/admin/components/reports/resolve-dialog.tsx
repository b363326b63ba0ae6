import {
  MODERATION_NOTE_MAX_LENGTH,
  ResolveReport,
  type AdminReport,
  type ReportResolutionAction,
} from '@pathwise/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CharacterCounter } from '@/components/ui/character-counter.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useResolveReport } from '../../api/reports-api.ts';

/** How long a suspension lasts, as the dialog offers it. */
const PERIODS = ['7', '30', 'lifted'] as const;
type Period = (typeof PERIODS)[number];
const DAY_MS = 86_400_000;

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
  const [period, setPeriod] = useState<Period>('7');
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
    const until =
      action === 'suspend' && period !== 'lifted'
        ? new Date(Date.now() + Number(period) * DAY_MS).toISOString()
        : undefined;
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
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-slate-900">
              {t('reports.period')}
            </legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {PERIODS.map((p) => (
                <label key={p} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name={`${id}-period`}
                    value={p}
                    checked={period === p}
                    onChange={() => setPeriod(p)}
                    className="size-4 accent-brand-700"
                  />
                  {t(`reports.periods.${p}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <div>
          <label htmlFor={`${id}-note`} className="mb-1.5 block text-sm font-semibold">
            {t(`reports.noteLabel.${action}`)}
          </label>
          <textarea
            id={`${id}-note`}
            rows={4}
            required
            value={note}
            aria-describedby={`${id}-counter`}
            onChange={(e) => setNote(e.target.value)}
            className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm leading-6 text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
          <CharacterCounter
            id={`${id}-counter`}
            count={note.length}
            max={MODERATION_NOTE_MAX_LENGTH}
            className="mt-1 text-right text-xs"
          />
        </div>
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
