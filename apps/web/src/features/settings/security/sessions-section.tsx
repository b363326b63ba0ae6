import type { AccountSession } from '@pathwise/contracts';
import { LogOut, Monitor } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { relativeTime } from '@/lib/relative-time.ts';
import { useAccountSessions, useEndSessions } from '../api/security-api.ts';
import { SectionQuery } from '../components/section-form.tsx';
import { SecuritySection, type SectionMessage } from './security-section.tsx';

/**
 * Settings → Security, where the person is signed in (docs/product.md#71-account-api): each
 * session's browser and system, when it signed in and was last active, this device marked;
 * "Sign out" per other session and "Sign out of all other sessions" after a confirmation.
 */
export function SessionsSection() {
  const { t } = useTranslation('settings', { keyPrefix: 'security.sessions' });
  const sessions = useAccountSessions();
  const end = useEndSessions();
  const [confirmOthers, setConfirmOthers] = useState(false);
  const [message, setMessage] = useState<SectionMessage | null>(null);

  const endOne = (id: string) => {
    setMessage(null);
    end.mutate(
      { id },
      {
        onSuccess: () => setMessage({ tone: 'success', text: t('ended') }),
        onError: () => setMessage({ tone: 'error', text: t('failed') }),
      },
    );
  };
  const endOthers = () => {
    setMessage(null);
    end.mutate('others', {
      onSuccess: () => setMessage({ tone: 'success', text: t('endedOthers') }),
      onError: () => setMessage({ tone: 'error', text: t('failed') }),
      onSettled: () => setConfirmOthers(false),
    });
  };

  return (
    <SecuritySection
      id="sessions-title"
      title={t('title')}
      intro={t('intro')}
      message={message}
      onDismiss={() => setMessage(null)}
      className="border-t border-slate-200 pt-6"
    >
      <SectionQuery query={sessions} rows={2}>
        {({ sessions: list }) => (
          <>
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
              {list.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  busy={end.isPending}
                  onEnd={() => endOne(session.id)}
                />
              ))}
            </ul>
            {list.every((s) => s.current) ? (
              <p className="mt-4 text-sm text-slate-700">{t('none')}</p>
            ) : (
              <Button variant="outline" className="mt-4" onClick={() => setConfirmOthers(true)}>
                <LogOut className="size-4" aria-hidden="true" />
                {t('signOutOthers')}
              </Button>
            )}
          </>
        )}
      </SectionQuery>
      <Dialog
        alert
        open={confirmOthers}
        onOpenChange={setConfirmOthers}
        trigger={<span hidden />}
        title={t('othersDialog.title')}
        description={t('othersDialog.body')}
      >
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogCancel alert>
            <Button variant="outline">{t('othersDialog.cancel')}</Button>
          </DialogCancel>
          <Button disabled={end.isPending} onClick={endOthers}>
            {end.isPending ? t('signingOut') : t('othersDialog.confirm')}
          </Button>
        </div>
      </Dialog>
    </SecuritySection>
  );
}

function SessionRow({
  session,
  busy,
  onEnd,
}: {
  session: AccountSession;
  busy: boolean;
  onEnd: () => void;
}) {
  const { t, i18n } = useTranslation('settings', { keyPrefix: 'security.sessions' });
  const device = t('device', {
    browser: session.browser || t('unknownBrowser'),
    system: session.system || t('unknownSystem'),
  });
  const signedIn = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(session.createdAt),
  );
  const lastActive = relativeTime(session.lastActiveAt, {
    locale: i18n.language,
    justNow: t('justNow'),
  });
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <Monitor className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <div>
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
            {device}
            {session.current && (
              <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                {t('current')}
              </span>
            )}
          </p>
          <p className="text-sm text-slate-700">
            {t('signedIn', { date: signedIn })} · {t('lastActive', { when: lastActive })}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          disabled={busy}
          aria-label={t('signOutNamed', { device })}
          onClick={onEnd}
        >
          {t('signOut')}
        </Button>
      )}
    </li>
  );
}
