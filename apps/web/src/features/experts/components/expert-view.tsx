import {
  DASHBOARD_PATHS,
  EXPERT_INBOX_SIZE,
  type ExpertInbox,
  type ExpertRequest,
} from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Inbox, RefreshCw, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useOnReconnect, useRealtimeEvent } from '@/lib/realtime/index.ts';
import { useAccount } from '@/lib/session/account.ts';
import { expertsKeys, useAccept, useInbox } from '../api/experts-api.ts';
import { relativeTime } from '@/lib/relative-time.ts';
import { useNow } from './use-now.ts';

const MESSAGES = `${DASHBOARD_PATHS.mentor}/messages`;

/** Matching topic first, then newest; at most the inbox size. */
function ordered(items: ExpertRequest[]): ExpertRequest[] {
  return [...items]
    .sort(
      (a, b) =>
        Number(b.matchesMyExpertise) - Number(a.matchesMyExpertise) ||
        Date.parse(b.createdAt) - Date.parse(a.createdAt),
    )
    .slice(0, EXPERT_INBOX_SIZE);
}

/**
 * The mentor's side of `/dashboard_mentor/ask-expert`: for an opted-in expert the
 * live inbox (new requests arrive, taken ones vanish, Accept opens the conversation); for
 * anyone else how to opt in (Settings → Expertise).
 */
export function ExpertView() {
  const { t, i18n } = useTranslation('experts');
  const inbox = useInbox();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: me } = useAccount();
  const accept = useAccept();
  const [notice, setNotice] = useState<'taken' | 'error' | null>(null);
  const now = useNow(30_000);
  // The conversation this page opened (the accept's answer and the socket may both say so).
  const opened = useRef<string | null>(null);
  const openConversation = (id: string) => {
    if (opened.current === id) return;
    opened.current = id;
    void navigate(`${MESSAGES}?c=${encodeURIComponent(id)}`);
  };

  const update = (fn: (items: ExpertRequest[]) => ExpertRequest[]) =>
    queryClient.setQueryData<ExpertInbox>(expertsKeys.inbox, (old) =>
      old ? { ...old, items: ordered(fn(old.items)) } : old,
    );

  useRealtimeEvent('expert-request:new', ({ request }) =>
    update((items) => [request, ...items.filter((i) => i.id !== request.id)]),
  );
  useRealtimeEvent('expert-request:closed', ({ requestId }) =>
    update((items) => items.filter((i) => i.id !== requestId)),
  );
  useRealtimeEvent('expert-request:updated', ({ request }) => {
    if (request.expert?.id === me?.id && request.conversationId)
      openConversation(request.conversationId);
  });
  useOnReconnect(() => void inbox.refetch());

  const onAccept = async (request: ExpertRequest) => {
    setNotice(null);
    try {
      const accepted = await accept.mutateAsync(request.id);
      if (accepted.conversationId) openConversation(accepted.conversationId);
    } catch (err) {
      if (isApiError(err, 'expert_request_taken') || isApiError(err, 'expert_request_not_found')) {
        setNotice('taken');
        update((items) => items.filter((i) => i.id !== request.id));
      } else setNotice('error');
    }
  };

  if (inbox.isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only">{t('inbox.loading')}</span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-28 animate-pulse rounded-2xl bg-slate-100" />
        ))}
      </div>
    );
  if (inbox.isError)
    return (
      <div
        role="alert"
        className="rounded-2xl border border-red-300 bg-red-50 p-5 text-sm text-red-900"
      >
        <p>{t('inbox.loadError')}</p>
        <Button variant="outline" className="mt-3" onClick={() => void inbox.refetch()}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('inbox.retry')}
        </Button>
      </div>
    );
  if (!inbox.data.optedIn)
    return (
      <section
        aria-labelledby="opt-in-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <div className="flex items-center gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Sparkles className="size-5" aria-hidden="true" />
          </span>
          <h2 id="opt-in-heading" className="text-base font-semibold text-slate-900">
            {t('optIn.heading')}
          </h2>
        </div>
        <p className="mt-3 text-sm text-slate-700">{t('optIn.body')}</p>
        <Link
          to={`${DASHBOARD_PATHS.mentor}/settings/expertise`}
          className="mt-4 inline-flex rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-300"
        >
          {t('optIn.action')}
        </Link>
      </section>
    );

  const items = inbox.data.items;
  return (
    <section aria-labelledby="inbox-heading">
      <h2 id="inbox-heading" className="text-lg font-semibold text-slate-900">
        {t('inbox.heading')} <span className="text-slate-500">({items.length})</span>
      </h2>
      <div aria-live="polite" className="mt-3 space-y-3">
        {notice === 'taken' && (
          <Banner tone="info" onDismiss={() => setNotice(null)}>
            {t('inbox.taken')}
          </Banner>
        )}
        {notice === 'error' && <Banner tone="error">{t('inbox.acceptError')}</Banner>}
        {items.length === 0 ? (
          <div className="flex items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-700">
            <Inbox className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
            <p>{t('inbox.empty')}</p>
          </div>
        ) : (
          <ul className="space-y-3">
            {items.map((request) => {
              const topic = t(`topics.${request.topic}`);
              const pending = accept.isPending && accept.variables === request.id;
              return (
                <li
                  key={request.id}
                  className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
                >
                  <div className="flex flex-wrap items-center gap-2 text-xs">
                    <span className="rounded-full bg-slate-100 px-2.5 py-1 font-semibold text-slate-800">
                      {topic}
                    </span>
                    {request.matchesMyExpertise && (
                      <span className="rounded-full bg-brand-50 px-2.5 py-1 font-semibold text-brand-800">
                        {t('inbox.match')}
                      </span>
                    )}
                    {request.status === 'waiting' && (
                      <span className="rounded-full bg-amber-50 px-2.5 py-1 font-semibold text-amber-900">
                        {t('inbox.waiting')}
                      </span>
                    )}
                    <span className="text-slate-600">
                      {t('inbox.from', { name: request.mentee.name })} ·{' '}
                      <time dateTime={request.createdAt}>
                        {relativeTime(request.createdAt, { locale: i18n.language, now })}
                      </time>
                    </span>
                  </div>
                  <p className="mt-3 whitespace-pre-line break-words text-sm text-slate-800">
                    {request.description}
                  </p>
                  <div className="mt-4 flex justify-end">
                    <Button
                      className="w-full sm:w-auto"
                      disabled={accept.isPending}
                      aria-label={t('inbox.acceptLabel', { name: request.mentee.name, topic })}
                      onClick={() => void onAccept(request)}
                    >
                      {pending ? t('inbox.accepting') : t('inbox.accept')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
