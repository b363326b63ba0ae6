import { Availability, type CalendarFeedCreated } from '@pathwise/contracts';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Form, useContractForm } from '@/components/ui/form.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import {
  useAvailabilityRules,
  useCalendarFeed,
  useRegenerateFeed,
  useSaveAvailabilityPreferences,
  useTurnOffFeed,
} from '../api/mentee-management-api.ts';
import { LeaveDialog } from '@/components/ui/leave-dialog.tsx';
import { useLeaveGuard } from '@/lib/use-leave-guard.ts';
import { SettingsSection } from '../components/settings-section.tsx';

/** The meeting link as typed ('' = none), checked by the availability contract's rule. */
const MeetingForm = z.object({
  meetingUrl: z
    .string()
    .trim()
    .transform((text, ctx) => {
      if (text === '') return null;
      const parsed = Availability.shape.meetingUrl.safeParse(text);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'url' });
        return z.NEVER;
      }
      return parsed.data;
    }),
});

/**
 * Settings → Integrations: the meeting link every new booking uses (the
 * availability's `meetingUrl`, saved by the bookings module) with its own Save Changes, and
 * the private calendar feed: an iCalendar subscription URL shown once, regenerated to revoke.
 */
export default function IntegrationsTab() {
  const { t } = useTranslation('settings', { keyPrefix: 'integrations' });
  const rules = useAvailabilityRules();
  return (
    <div className="flex flex-col gap-8">
      {rules.isPending ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            {t('loading')}
          </p>
          <div aria-hidden="true" className="h-28 animate-pulse rounded-xl bg-slate-100" />
        </div>
      ) : rules.isError ? (
        <Banner tone="error">
          <p className="font-semibold">{t('loadError')}</p>
          <Button variant="outline" className="mt-3" onClick={() => void rules.refetch()}>
            {t('retry')}
          </Button>
        </Banner>
      ) : (
        <MeetingLink saved={rules.data.meetingUrl} />
      )}
      <CalendarFeed />
    </div>
  );
}

function MeetingLink({ saved }: { saved: string | null }) {
  const { t } = useTranslation('settings', { keyPrefix: 'integrations' });
  const save = useSaveAvailabilityPreferences();
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  const form = useContractForm(MeetingForm, {
    defaultValues: { meetingUrl: saved ?? '' },
    message: () => t('meeting.error'),
    serverField: (type) => (type === 'general_argument_invalid' ? 'meetingUrl' : undefined),
  });
  const { isDirty } = form.formState;
  const guard = useLeaveGuard(isDirty);
  const onSubmit = (values: z.output<typeof MeetingForm>) => {
    setStatus('idle');
    save.mutate(
      { meetingUrl: values.meetingUrl },
      {
        onSuccess: (rules) => {
          form.reset({ meetingUrl: rules.meetingUrl ?? '' });
          setStatus('saved');
        },
        onError: (error) => {
          if (!form.serverError(error, t('meeting.error'))) setStatus('failed');
        },
      },
    );
  };
  return (
    <SettingsSection title={t('meeting.title')} intro={t('meeting.intro')}>
      <Form form={form} onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        <Field
          name="meetingUrl"
          type="url"
          label={t('meeting.label')}
          hint={t('meeting.hint')}
          placeholder="https://"
          autoComplete="url"
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div aria-live="polite" className="text-sm">
            {status === 'saved' && !isDirty ? (
              <p className="font-semibold text-green-800">{t('save.saved')}</p>
            ) : status === 'failed' ? (
              <p className="font-semibold text-red-700">{t('save.failed')}</p>
            ) : isDirty ? (
              <p className="text-slate-700">{t('save.unsaved')}</p>
            ) : null}
          </div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('save.saving') : t('save.save')}
          </Button>
        </div>
      </Form>
      <LeaveDialog
        guard={guard}
        texts={{
          title: t('leave.title'),
          body: t('leave.body'),
          stay: t('leave.stay'),
          leave: t('leave.leave'),
        }}
      />
    </SettingsSection>
  );
}

function CalendarFeed() {
  const { t, i18n } = useTranslation('settings', { keyPrefix: 'integrations.feed' });
  const feed = useCalendarFeed();
  const regenerate = useRegenerateFeed();
  const turnOff = useTurnOffFeed();
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);
  const [confirm, setConfirm] = useState<'regenerate' | 'off' | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const busy = regenerate.isPending || turnOff.isPending;

  const make = () => {
    setMessage(null);
    setCopied(null);
    regenerate.mutate(undefined, {
      onSuccess: (answer) => setCreated(answer),
      onError: () => setMessage({ tone: 'error', text: t('failed') }),
      onSettled: () => setConfirm(null),
    });
  };
  const off = () => {
    setMessage(null);
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setCreated(null);
        setMessage({ tone: 'success', text: t('turnedOff') });
      },
      onError: () => setMessage({ tone: 'error', text: t('failed') }),
      onSettled: () => setConfirm(null),
    });
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  const since = feed.data?.createdAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
        new Date(feed.data.createdAt),
      )
    : '';

  return (
    <section aria-labelledby="feed-title" className="border-t border-slate-200 pt-6">
      <h3 id="feed-title" className="text-base font-semibold text-slate-900">
        {t('title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('intro')}</p>
      {message && (
        <Banner tone={message.tone} className="mt-4" onDismiss={() => setMessage(null)}>
          {message.text}
        </Banner>
      )}
      {feed.isPending ? (
        <div aria-hidden="true" className="mt-4 h-20 animate-pulse rounded-xl bg-slate-100" />
      ) : feed.isError ? (
        <Banner tone="error" className="mt-4">
          <p className="font-semibold">{t('failed')}</p>
        </Banner>
      ) : (
        <div className="mt-4 flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
          <p className="text-sm font-medium text-slate-900">
            {feed.data.active ? t('on', { date: since }) : t('off')}
          </p>
          {created ? (
            <div className="flex flex-col gap-3">
              <Banner tone="info">{t('shownOnce')}</Banner>
              <TextField
                label={t('urlLabel')}
                readOnly
                value={created.url}
                onFocus={(event) => event.currentTarget.select()}
              />
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                <Button variant="secondary" onClick={() => void copy(created.url)}>
                  <Copy className="size-4" aria-hidden="true" />
                  {t('copy')}
                </Button>
                <a
                  href={created.webcalUrl}
                  className="inline-flex items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 underline hover:text-brand-800"
                >
                  <CalendarPlus className="size-4" aria-hidden="true" />
                  {t('webcal')}
                </a>
                <p aria-live="polite" className="text-sm text-slate-700">
                  {copied === 'yes' ? t('copied') : copied === 'failed' ? t('copyFailed') : ''}
                </p>
              </div>
            </div>
          ) : (
            feed.data.active && <p className="text-sm text-slate-700">{t('lostLink')}</p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            {feed.data.active ? (
              <>
                <Button variant="outline" disabled={busy} onClick={() => setConfirm('regenerate')}>
                  <RefreshCw className="size-4" aria-hidden="true" />
                  {t('regenerate')}
                </Button>
                <Button variant="ghost" disabled={busy} onClick={() => setConfirm('off')}>
                  {t('turnOff')}
                </Button>
              </>
            ) : (
              <Button disabled={busy} onClick={make}>
                <CalendarPlus className="size-4" aria-hidden="true" />
                {busy ? t('working') : t('create')}
              </Button>
            )}
          </div>
        </div>
      )}
      <Dialog
        alert
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        trigger={<span hidden />}
        title={confirm === 'off' ? t('offDialog.title') : t('regenerateDialog.title')}
        description={confirm === 'off' ? t('offDialog.body') : t('regenerateDialog.body')}
      >
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogCancel alert>
            <Button variant="outline">
              {confirm === 'off' ? t('offDialog.cancel') : t('regenerateDialog.cancel')}
            </Button>
          </DialogCancel>
          <Button disabled={busy} onClick={confirm === 'off' ? off : make}>
            {busy
              ? t('working')
              : confirm === 'off'
                ? t('offDialog.confirm')
                : t('regenerateDialog.confirm')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
