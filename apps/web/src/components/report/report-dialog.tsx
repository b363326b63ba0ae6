import {
  CreateReport,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  type ReportReason,
  type ReportSubject,
} from '@pathwise/contracts';
import { clsx } from 'clsx';
import { Flag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CharacterCounter } from '@/components/ui/character-counter.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useCreateReport } from './report-api.ts';

const FIELD =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

/**
 * The one Report dialog (docs/product.md#141-reporting) behind every "Report" action: a
 * profile, a message, a circle post or reply, a review. The reason is a radio group of the
 * eight reasons; details up to 1,000 characters with the shared counter; "Illegal content"
 * adds the EU DSA notice fields (name, email, the accuracy statement). Checked with the
 * contract's `CreateReport` before sending; on success the dialog says thanks.
 * `label` is the trigger's accessible name (e.g. "Report this message from Ana").
 */
export function ReportDialog({
  subject,
  label,
  compact = false,
}: {
  subject: ReportSubject;
  label: string;
  /** A small text trigger (inside a message or a post) instead of an outline button. */
  compact?: boolean;
}) {
  const { t } = useTranslation('report');
  const create = useCreateReport();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [accurate, setAccurate] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const onOpenChange = (next: boolean) => {
    if (create.isPending) return;
    if (next) {
      setReason(null);
      setDetails('');
      setName('');
      setEmail('');
      setAccurate(false);
      setError(null);
      setDone(false);
    }
    setOpen(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!reason) return setError(t('reasonRequired'));
    if (reason === 'illegal' && (!name.trim() || !email.trim() || !accurate)) {
      return setError(t('noticeRequired'));
    }
    const parsed = CreateReport.safeParse({
      subject,
      reason,
      details,
      ...(reason === 'illegal' ? { notice: { name, email, accurate } } : {}),
    });
    if (!parsed.success) return setError(t('invalid'));
    try {
      await create.mutateAsync(parsed.data);
      setDone(true);
    } catch (err) {
      setError(
        isApiError(err) && err.type === 'report_duplicate'
          ? t('duplicate')
          : isApiError(err) && err.status === 429
            ? t('rateLimited')
            : isApiError(err) && err.status === 404
              ? t('gone')
              : t('failed'),
      );
    }
  };

  const trigger = compact ? (
    <button
      type="button"
      aria-label={label}
      className="inline-flex items-center gap-1 rounded px-1 text-xs font-medium text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline focus-visible:outline-2"
    >
      <Flag className="size-3" aria-hidden="true" />
      {t('open')}
    </button>
  ) : (
    <Button variant="outline" aria-label={label}>
      <Flag className="size-4" aria-hidden="true" />
      {t('open')}
    </Button>
  );

  return (
    <Dialog
      size="lg"
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={t(`title.${subject.kind}`)}
      description={done ? t('doneBody') : t('description')}
      closeLabel={t('close')}
    >
      {done ? (
        <div className="mt-5 space-y-4">
          <p role="status" className="text-base font-semibold text-slate-900">
            {t('done')}
          </p>
          <div className="flex justify-end">
            <DialogCancel>
              <Button>{t('close')}</Button>
            </DialogCancel>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="mt-5 space-y-4" noValidate>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-slate-900">{t('reason')}</legend>
            <div className="space-y-1.5">
              {REPORT_REASONS.map((r) => (
                <label key={r} className="flex items-start gap-2.5 text-sm text-slate-800">
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={r}
                    checked={reason === r}
                    onChange={() => setReason(r)}
                    className="mt-0.5 size-4 accent-brand-700"
                  />
                  <span>{t(`reasons.${r}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {reason === 'illegal' && (
            <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-900">{t('notice')}</legend>
              <p className="text-xs text-slate-600">{t('noticeHint')}</p>
              <div>
                <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-medium">
                  {t('noticeName')}
                </label>
                <input
                  id={`${id}-name`}
                  value={name}
                  autoComplete="name"
                  onChange={(e) => setName(e.target.value)}
                  className={FIELD}
                />
              </div>
              <div>
                <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-medium">
                  {t('noticeEmail')}
                </label>
                <input
                  id={`${id}-email`}
                  type="email"
                  value={email}
                  autoComplete="email"
                  onChange={(e) => setEmail(e.target.value)}
                  className={FIELD}
                />
              </div>
              <label className="flex items-start gap-2.5 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={accurate}
                  onChange={(e) => setAccurate(e.target.checked)}
                  className="mt-0.5 size-4 accent-brand-700"
                />
                <span>{t('noticeAccurate')}</span>
              </label>
            </fieldset>
          )}
          <div>
            <label htmlFor={`${id}-details`} className="mb-1.5 block text-sm font-semibold">
              {t('details')}
            </label>
            <textarea
              id={`${id}-details`}
              rows={4}
              value={details}
              aria-describedby={`${id}-counter`}
              onChange={(e) => setDetails(e.target.value)}
              className={clsx(FIELD, 'resize-y leading-6')}
            />
            <CharacterCounter
              id={`${id}-counter`}
              count={details.length}
              max={REPORT_DETAILS_MAX_LENGTH}
              className="mt-1 text-right text-xs"
            />
          </div>
          {/* Next to Send: on a phone the form is taller than the screen, and the top is out of view. */}
          {error && <Banner tone="error">{error}</Banner>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogCancel>
              <Button variant="outline" disabled={create.isPending}>
                {t('cancel')}
              </Button>
            </DialogCancel>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('sending') : t('submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
