import type { AccountSession } from '@pathwise/contracts';
import { LogOut, Monitor } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { relativeTime } from '@/lib/relative-time.ts';
import { useAccountSessions, useEndSessions } from '../api/security-api.ts';

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
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

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

  const others = sessions.data?.sessions.filter((s) => !s.current) ?? [];
  return (
    <section aria-labelledby="sessions-title" className="border-t border-slate-200 pt-6">
      <h3 id="sessions-title" className="text-base font-semibold text-slate-900">
        {t('title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('intro')}</p>
      {message && (
        <Banner tone={message.tone} className="mt-4" onDismiss={() => setMessage(null)}>
          {message.text}
        </Banner>
      )}
      {sessions.isPending ? (
        <div aria-busy="true" className="mt-4">
          <p role="status" className="sr-only">
            {t('loading')}
          </p>
          <div aria-hidden="true" className="h-32 animate-pulse rounded-xl bg-slate-100" />
        </div>
      ) : sessions.isError ? (
        <Banner tone="error" className="mt-4">
          <p className="font-semibold">{t('loadError')}</p>
          <Button variant="outline" className="mt-3" onClick={() => void sessions.refetch()}>
            {t('retry')}
          </Button>
        </Banner>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {sessions.data.sessions.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                busy={end.isPending}
                onEnd={() => endOne(session.id)}
              />
            ))}
          </ul>
          {others.length === 0 ? (
            <p className="mt-4 text-sm text-slate-700">{t('none')}</p>
          ) : (
            <Button variant="outline" className="mt-4" onClick={() => setConfirmOthers(true)}>
              <LogOut className="size-4" aria-hidden="true" />
              {t('signOutOthers')}
            </Button>
          )}
        </>
      )}
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
    </section>
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
