import { DASHBOARD_PATHS, type ExpertRequest, type MyExpertRequest } from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, RefreshCw, UserRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useOnReconnect, useRealtimeEvent } from '@/lib/realtime/index.ts';
import { expertsKeys, useMenteeAction, useMyRequest, useSetMine } from '../api/experts-api.ts';
import { AskForm } from './ask-form.tsx';
import { countdown } from './countdown.ts';
import { useNow } from './use-now.ts';

const MESSAGES = `${DASHBOARD_PATHS.mentee}/messages`;
const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/**
 * The mentee's side of `/dashboard/ask-expert` (docs/product.md#129-expertfinder): the form; while
 * open, a live waiting state (experts online, time left, Cancel); once an expert accepts, the
 * conversation opens at once; after 10 minutes without an answer, an honest message with
 * "leave it open" and mentors of the topic to book.
 */
export function MenteeView() {
  const { t } = useTranslation('experts');
  const mine = useMyRequest();
  const setMine = useSetMine();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The request after which the mentee chose to ask something else (its card is hidden).
  const [askedAgainAfter, setAskedAgainAfter] = useState<string | null>(null);
  const liveId = useRef<string | null>(null);

  const request = mine.data?.request ?? null;
  const live = request?.status === 'open' || request?.status === 'waiting';
  const askAgain = request !== null && askedAgainAfter === request.id;

  // Accepted while this page watched it live (socket or a refresh): open the conversation.
  useEffect(() => {
    if (!request) return;
    if (request.status === 'open' || request.status === 'waiting') {
      liveId.current = request.id;
    } else if (
      request.status === 'accepted' &&
      request.conversationId &&
      liveId.current === request.id
    ) {
      liveId.current = null;
      void navigate(`${MESSAGES}?c=${encodeURIComponent(request.conversationId)}`);
    }
  }, [request, navigate]);

  useRealtimeEvent('expert-request:updated', ({ request: changed }) => {
    setMine(changed);
    void queryClient.invalidateQueries({ queryKey: expertsKeys.mine });
  });
  useOnReconnect(() => void mine.refetch());

  if (mine.isPending) return <LoadingCard />;
  if (mine.isError)
    return (
      <div
        role="alert"
        className="rounded-2xl border border-red-300 bg-red-50 p-5 text-sm text-red-900"
      >
        <p>{t('loadError')}</p>
        <Button variant="outline" className="mt-3" onClick={() => void mine.refetch()}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('retry')}
        </Button>
      </div>
    );

  if (request && live) return <Waiting request={request} data={mine.data} />;
  if (request?.status === 'expired' && !askAgain)
    return (
      <Expired
        request={request}
        data={mine.data}
        onAskAgain={() => setAskedAgainAfter(request.id)}
      />
    );
  return (
    <div className="space-y-5">
      {request?.status === 'accepted' && !askAgain && <Accepted request={request} />}
      <AskForm />
    </div>
  );
}

function LoadingCard() {
  const { t } = useTranslation('experts');
  return (
    <div className={card} aria-busy="true">
      <span className="sr-only">{t('inbox.loading')}</span>
      <div className="h-5 w-1/3 animate-pulse rounded bg-slate-200" />
      <div className="mt-4 h-10 animate-pulse rounded bg-slate-100" />
      <div className="mt-3 h-32 animate-pulse rounded bg-slate-100" />
    </div>
  );
}

function Waiting({ request, data }: { request: ExpertRequest; data: MyExpertRequest }) {
  const { t } = useTranslation('experts');
  const now = useNow();
  const cancel = useMenteeAction('cancel');
  const mine = useMyRequest();
  const open = request.status === 'open';
  const left = Date.parse(request.expiresAt) - now;

  // Once the time is up, ask again until the expiry job's answer arrives.
  useEffect(() => {
    if (!open || left > 0) return;
    const timer = setInterval(() => void mine.refetch(), 2000);
    return () => clearInterval(timer);
  }, [open, left <= 0]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <section aria-labelledby="waiting-heading" className={card}>
      <div className="flex items-start gap-3">
        <span className="relative mt-1 flex size-3 shrink-0" aria-hidden="true">
          {open && (
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-brand-400 opacity-60 motion-reduce:animate-none" />
          )}
          <span className="relative inline-flex size-3 rounded-full bg-brand-600" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="waiting-heading" className="text-lg font-semibold text-slate-900">
            {open ? t('waiting.heading') : t('waiting.waitingHeading')}
          </h2>
          {open ? (
            <div role="status" className="mt-1 space-y-1 text-sm text-slate-700">
              <p>
                {data.expertsOnline > 0
                  ? t('waiting.online', { count: data.expertsOnline })
                  : t('waiting.noneOnline')}
              </p>
              <p className="flex items-center gap-1.5 font-medium text-slate-900">
                <Clock className="size-4" aria-hidden="true" />
                {left > 0
                  ? t('waiting.timeLeft', { time: countdown(request.expiresAt, now) })
                  : t('waiting.checking')}
              </p>
            </div>
          ) : (
            <p className="mt-1 text-sm text-slate-700">
              {t('waiting.waitingBody', { topic: t(`topics.${request.topic}`) })}
            </p>
          )}
        </div>
      </div>
      <div className="mt-5 rounded-xl bg-slate-50 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
          {t('waiting.yourQuestion')} · {t(`topics.${request.topic}`)}
        </p>
        <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-800">
          {request.description}
        </p>
      </div>
      {cancel.isError && (
        <Banner tone="error" className="mt-4">
          {t('waiting.cancelError')}
        </Banner>
      )}
      <div className="mt-5 flex justify-end">
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(request.id)}
        >
          {cancel.isPending ? t('waiting.cancelling') : t('waiting.cancel')}
        </Button>
      </div>
    </section>
  );
}

function Expired({
  request,
  data,
  onAskAgain,
}: {
  request: ExpertRequest;
  data: MyExpertRequest;
  onAskAgain: () => void;
}) {
  const { t } = useTranslation('experts');
  const leave = useMenteeAction('leave-open');
  const topic = t(`topics.${request.topic}`);
  return (
    <div className="space-y-5">
      <section aria-labelledby="expired-heading" className={card}>
        <h2 id="expired-heading" className="text-lg font-semibold text-slate-900">
          {t('expired.heading')}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{t('expired.body')}</p>
        <p className="mt-3 whitespace-pre-line break-words rounded-xl bg-slate-50 p-4 text-sm text-slate-800">
          {request.description}
        </p>
        {leave.isError && (
          <Banner tone="error" className="mt-4">
            {t('expired.leaveError')}
          </Banner>
        )}
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onAskAgain}>
            {t('expired.askAgain')}
          </Button>
          <Button disabled={leave.isPending} onClick={() => leave.mutate(request.id)}>
            {leave.isPending ? t('expired.leaving') : t('expired.leaveOpen')}
          </Button>
        </div>
      </section>
      <section aria-labelledby="suggested-heading" className={card}>
        <h2 id="suggested-heading" className="text-base font-semibold text-slate-900">
          {t('expired.suggested', { topic })}
        </h2>
        {data.suggestedMentors.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            {t('expired.noSuggestions')}{' '}
            <Link to="/mentors" className="font-semibold text-brand-700 underline">
              {t('expired.browse')}
            </Link>
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {data.suggestedMentors.map((m) => (
              <li key={m.id} className="flex items-center gap-3 py-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <UserRound className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold text-slate-900">{m.name}</p>
                  {m.headline && <p className="truncate text-sm text-slate-600">{m.headline}</p>}
                </div>
                <Link
                  to={`/mentors/${encodeURIComponent(m.id)}`}
                  aria-label={t('expired.viewProfile', { name: m.name })}
                  className="shrink-0 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus:outline-none focus:ring-2 focus:ring-brand-300"
                >
                  {t('expired.view')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Accepted({ request }: { request: ExpertRequest }) {
  const { t } = useTranslation('experts');
  return (
    <section
      aria-labelledby="accepted-heading"
      className="flex flex-col gap-3 rounded-2xl border border-green-200 bg-green-50 p-5 sm:flex-row sm:items-center"
    >
      <CheckCircle2 className="size-6 shrink-0 text-green-700" aria-hidden="true" />
      <div className="flex-1">
        <h2 id="accepted-heading" className="text-base font-semibold text-green-900">
          {t('accepted.heading', { name: request.expert?.name ?? '' })}
        </h2>
        <p className="text-sm text-green-900">{t('accepted.body')}</p>
      </div>
      {request.conversationId && (
        <Link
          to={`${MESSAGES}?c=${encodeURIComponent(request.conversationId)}`}
          className="rounded-lg bg-green-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-green-800 focus:outline-none focus:ring-2 focus:ring-green-400"
        >
          {t('accepted.open')}
        </Link>
      )}
    </section>
  );
}
