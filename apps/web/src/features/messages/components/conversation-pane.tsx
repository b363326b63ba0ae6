import { type Conversation, type Message, type User } from '@pathwise/contracts';
import type { TFunction } from 'i18next';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ArrowLeft, Check, CheckCheck, Clock } from 'lucide-react';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useRealtimeEmit, useRealtimeEvent } from '@/lib/realtime/index.ts';
import {
  flatten,
  getMessages,
  lastSeq,
  markRead,
  messagesKey,
  noteNewMessage,
  patchConversation,
  sendMessage,
  upsertMessages,
} from '../lib/api.ts';
import { dayKey, formatDay, formatTime, viewerTimeZone } from '../lib/format.ts';
import { newClientId, usePending, type PendingMessage } from '../lib/pending.ts';
import { Composer } from './composer.tsx';
import { ContactAvatar } from './contact-avatar.tsx';
import { MessageText } from './message-text.tsx';
import { ModerationMenu } from './moderation-menu.tsx';
import { SystemMessageCard } from './system-message-card.tsx';

/** How long the typing indicator stays after the last `conversation:typing`. */
const TYPING_SHOWN_MS = 4_000;

type Row = { kind: 'message'; message: Message } | { kind: 'pending'; pending: PendingMessage };

function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

function sendErrorText(error: unknown, t: TFunction<'messages'>): string {
  if (isApiError(error) && error.status === 429) return t('error.rateLimited');
  if (isApiError(error) && error.status === 403) return t('error.blocked');
  return t('chat.notSent');
}

/**
 * One conversation (docs/product.md §2 Messages): the header with the contact (and the
 * mentor's Mute/Block menu), the messages with day separators, read state on mine, the typing
 * indicator, older pages on scrolling up, and the input. Marks the conversation read while
 * it is shown, and tells the server this tab is viewing it (`conversation:viewing`).
 */
export function ConversationPane({
  conversation,
  me,
  onBack,
}: {
  conversation: Conversation;
  me: User;
  /** Small screens: back to the contact list. */
  onBack: (() => void) | null;
}) {
  const { t, i18n } = useTranslation('messages');
  const queryClient = useQueryClient();
  const emit = useRealtimeEmit();
  const emitRef = useRef(emit);
  useEffect(() => {
    emitRef.current = emit;
  });
  const id = conversation.id;
  const contact = conversation.contact;
  const role = me.role === 'mentor' ? 'mentor' : 'mentee';
  const zone = viewerTimeZone();
  const locale = i18n.language;
  const visible = useDocumentVisible();

  const query = useInfiniteQuery({
    queryKey: messagesKey(id),
    queryFn: ({ pageParam, signal }) =>
      getMessages(id, pageParam === null ? {} : { before: pageParam }, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => (last.hasMore && last.items[0] ? last.items[0].seq : undefined),
  });
  const messages = flatten(query.data);
  const newest = lastSeq(query.data);
  const { pending, update: updatePending } = usePending(id);

  // This tab views the conversation while it is open (no notifications for it meanwhile).
  useEffect(() => {
    emitRef.current('conversation:viewing', { conversationId: id });
    return () => emitRef.current('conversation:viewing', { conversationId: null });
  }, [id]);

  // Mark read when shown (if anything is unread), and when their messages arrive while it
  // is visible. `baseline`: the newest of their messages when first shown with nothing unread.
  const theirNewest = messages.reduce<number | null>(
    (max, m) => (m.senderId !== me.id && (max === null || m.seq > max) ? m.seq : max),
    null,
  );
  const baseline = useRef<{ seq: number | null } | null>(null);
  const loaded = query.isSuccess;
  useEffect(() => {
    if (!loaded || !visible) return;
    if (baseline.current === null) {
      baseline.current = { seq: conversation.unreadCount > 0 ? -1 : theirNewest };
    }
    const unreadHere =
      conversation.unreadCount > 0 ||
      (theirNewest !== null &&
        (baseline.current.seq === null || theirNewest > baseline.current.seq));
    if (!unreadHere || newest === null) return;
    baseline.current = { seq: theirNewest };
    patchConversation(queryClient, id, (c) => ({ ...c, unreadCount: 0 }));
    markRead(id, newest).catch(() => {
      // Best effort: the count comes back with the next list load.
    });
  }, [loaded, visible, theirNewest, newest, conversation.unreadCount, id, queryClient]);

  // Typing indicator: shown for a few seconds after each `conversation:typing` from them.
  const [typing, setTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typingTimer.current), []);
  useRealtimeEvent('conversation:typing', (payload) => {
    if (payload.conversationId !== id || payload.userId === me.id) return;
    setTyping(true);
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
  });
  useRealtimeEvent('message:new', ({ message }) => {
    if (message.conversationId !== id || message.senderId === me.id) return;
    clearTimeout(typingTimer.current);
    setTyping(false);
  });

  // Sending: optimistic, idempotent by clientId.
  const attempt = (clientId: string, text: string) => {
    updatePending((list) => {
      const rest = list.filter((p) => p.clientId !== clientId);
      const existing = list.find((p) => p.clientId === clientId);
      return [
        ...rest,
        {
          clientId,
          text,
          createdAt: existing?.createdAt ?? new Date().toISOString(),
          state: 'sending',
          error: null,
        },
      ];
    });
    sendMessage(id, { text, clientId }).then(
      (message) => {
        upsertMessages(queryClient, id, [message]);
        noteNewMessage(queryClient, message, false);
        updatePending((list) => list.filter((p) => p.clientId !== clientId));
      },
      (error: unknown) => {
        // Blocked meanwhile: the page then says so instead of offering the input.
        if (isApiError(error, 'conversation_blocked'))
          patchConversation(queryClient, id, (c) => ({ ...c, blocked: true }));
        updatePending((list) =>
          list.map((p) =>
            p.clientId === clientId ? { ...p, state: 'failed', error: sendErrorText(error, t) } : p,
          ),
        );
      },
    );
  };

  // Rows: stored messages, then mine not stored yet (without the ones the server echoed).
  const heldClientIds = new Set(messages.map((m) => m.clientId).filter(Boolean));
  const rows: Row[] = [
    ...messages.map((message) => ({ kind: 'message' as const, message })),
    ...pending
      .filter((p) => !heldClientIds.has(p.clientId))
      .map((p) => ({ kind: 'pending' as const, pending: p })),
  ];

  // Scrolling: start at the bottom, keep the place when older messages load above, follow
  // new messages when already near the bottom (or when they are mine).
  const scroller = useRef<HTMLDivElement>(null);
  const shape = useRef<{ first: string | null; last: string | null; height: number; top: number }>({
    first: null,
    last: null,
    height: 0,
    top: 0,
  });
  const firstKey = rows[0]?.kind === 'message' ? rows[0].message.id : null;
  const lastRow = rows[rows.length - 1];
  const lastKey = lastRow
    ? lastRow.kind === 'message'
      ? lastRow.message.id
      : lastRow.pending.clientId
    : null;
  const lastMine = lastRow
    ? lastRow.kind === 'pending' || lastRow.message.senderId === me.id
    : false;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = shape.current;
    if (before.first === null && firstKey !== null) {
      el.scrollTop = el.scrollHeight;
    } else if (firstKey !== before.first && lastKey === before.last) {
      el.scrollTop = el.scrollHeight - before.height + before.top;
    } else if (lastKey !== before.last) {
      const nearBottom = before.height - before.top - el.clientHeight < 120;
      if (nearBottom || lastMine) el.scrollTop = el.scrollHeight;
    }
    shape.current = { first: firstKey, last: lastKey, height: el.scrollHeight, top: el.scrollTop };
  }, [firstKey, lastKey, lastMine]);

  const loadOlder = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };

  const readUpTo = conversation.otherReadSeq;
  let previousDay: string | null = null;

  const canWrite = !(role === 'mentee' && conversation.blocked);

  return (
    <section
      aria-label={t('chat.label', { name: contact.name })}
      className="relative flex min-h-0 min-w-0 flex-1 flex-col"
    >
      <header className="flex items-center gap-3 border-b border-slate-200 px-3 py-2.5">
        {onBack && (
          <button
            type="button"
            onClick={onBack}
            className="-ml-1 flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
            <span className="sr-only">{t('chat.back')}</span>
          </button>
        )}
        <ContactAvatar contact={contact} online={contact.online} size="sm" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-slate-900">{contact.name}</h2>
          <p className="truncate text-xs text-slate-600">
            {[
              contact.online ? t('list.online') : null,
              t(`role.${contact.role}`),
              contact.title,
              contact.company,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        {role === 'mentor' && conversation.muted && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            {t('moderation.muted')}
          </span>
        )}
        {role === 'mentor' && conversation.blocked && (
          <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs text-red-800">
            {t('moderation.blockedTag')}
          </span>
        )}
        {role === 'mentor' && <ModerationMenu conversation={conversation} />}
      </header>

      <div
        ref={scroller}
        onScroll={(event) => {
          const el = event.currentTarget;
          shape.current = { ...shape.current, height: el.scrollHeight, top: el.scrollTop };
          if (el.scrollHeight > el.clientHeight && el.scrollTop < 80) loadOlder();
        }}
        className="min-h-0 flex-1 overflow-y-auto bg-slate-50/50 px-3 py-3 sm:px-5"
        tabIndex={0}
        aria-label={t('chat.label', { name: contact.name })}
        role="log"
      >
        {query.isPending && (
          <div aria-busy="true" className="space-y-3">
            {[0, 1, 2, 3].map((i) => (
              <div
                key={i}
                className={clsx(
                  'h-10 w-2/3 animate-pulse rounded-2xl bg-slate-200',
                  i % 2 && 'ml-auto',
                )}
              />
            ))}
          </div>
        )}
        {query.isError && (
          <Banner tone="error">
            <p>{t('error.messages')}</p>
            <Button variant="outline" className="mt-2" onClick={() => void query.refetch()}>
              {t('error.retry')}
            </Button>
          </Banner>
        )}
        {query.isSuccess && (
          <>
            {query.hasNextPage ? (
              <div className="mb-3 text-center">
                <Button
                  variant="ghost"
                  onClick={loadOlder}
                  disabled={query.isFetchingNextPage}
                  className="text-xs"
                >
                  {query.isFetchingNextPage ? t('chat.loadingOlder') : t('chat.loadOlder')}
                </Button>
              </div>
            ) : (
              <p className="mb-3 text-center text-xs text-slate-600">
                {t('chat.start', { name: contact.name })}
              </p>
            )}
            <ol className="space-y-1.5">
              {rows.map((row) => {
                const createdAt =
                  row.kind === 'message' ? row.message.createdAt : row.pending.createdAt;
                const day = dayKey(createdAt, zone);
                const separator =
                  day !== previousDay ? (
                    <li className="my-3 flex items-center gap-3 text-xs text-slate-600">
                      <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
                      {formatDay(createdAt, zone, locale)}
                      <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
                    </li>
                  ) : null;
                previousDay = day;
                const key = row.kind === 'message' ? row.message.id : row.pending.clientId;
                return (
                  <Fragment key={key}>
                    {separator}
                    {row.kind === 'message' && row.message.system ? (
                      <li>
                        <SystemMessageCard
                          message={row.message}
                          system={row.message.system}
                          role={role}
                        />
                      </li>
                    ) : row.kind === 'message' ? (
                      <Bubble
                        mine={row.message.senderId === me.id}
                        text={row.message.text}
                        time={formatTime(row.message.createdAt, zone, locale)}
                        dateTime={row.message.createdAt}
                        state={
                          row.message.senderId !== me.id
                            ? null
                            : row.message.status === 'read' || row.message.seq <= readUpTo
                              ? 'read'
                              : 'sent'
                        }
                        senderName={row.message.senderId === me.id ? t('chat.me') : contact.name}
                      />
                    ) : (
                      <Bubble
                        mine
                        text={row.pending.text}
                        time={formatTime(row.pending.createdAt, zone, locale)}
                        dateTime={row.pending.createdAt}
                        state={row.pending.state}
                        error={row.pending.error}
                        onRetry={() => attempt(row.pending.clientId, row.pending.text)}
                        senderName={t('chat.me')}
                      />
                    )}
                  </Fragment>
                );
              })}
            </ol>
          </>
        )}
      </div>
      <p aria-live="polite" className="min-h-5 px-4 text-xs italic text-slate-600">
        {typing ? t('chat.typing', { name: contact.name }) : ''}
      </p>
      {conversation.blocked && (
        <Banner tone="info" className="mx-3 mb-2">
          {t(`blocked.${role}`, { name: contact.name })}
        </Banner>
      )}
      {canWrite && (
        <Composer
          conversationId={id}
          name={contact.name}
          onSend={(text) => attempt(newClientId(), text)}
          onTyping={() => emitRef.current('conversation:typing', { conversationId: id })}
        />
      )}
    </section>
  );
}

function Bubble({
  mine,
  text,
  time,
  dateTime,
  state,
  error,
  onRetry,
  senderName,
}: {
  mine: boolean;
  text: string;
  time: string;
  dateTime: string;
  state: 'sent' | 'read' | 'sending' | 'failed' | null;
  error?: string | null;
  onRetry?: () => void;
  senderName: string;
}) {
  const { t } = useTranslation('messages');
  return (
    <li className={clsx('flex', mine ? 'justify-end' : 'justify-start')}>
      <div className={clsx('max-w-[85%] sm:max-w-[70%]', mine && 'text-right')}>
        <div
          className={clsx(
            'rounded-2xl px-3.5 py-2 text-left text-sm',
            mine
              ? 'rounded-br-md bg-brand-700 text-white'
              : 'rounded-bl-md border border-slate-200 bg-white text-slate-900',
            state === 'failed' && 'opacity-70',
          )}
        >
          <span className="sr-only">{senderName}: </span>
          <MessageText text={text} mine={mine} />
        </div>
        <p
          className={clsx(
            'mt-0.5 flex items-center gap-1 text-xs text-slate-600',
            mine ? 'justify-end' : 'justify-start',
          )}
        >
          <time dateTime={dateTime}>{time}</time>
          {state === 'sending' && (
            <>
              <Clock className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{t('chat.sending')}</span>
            </>
          )}
          {state === 'sent' && (
            <>
              <Check className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{t('chat.sent')}</span>
            </>
          )}
          {state === 'read' && (
            <>
              <CheckCheck className="size-3.5 text-brand-700" aria-hidden="true" />
              <span className="sr-only">{t('chat.read')}</span>
            </>
          )}
        </p>
        {state === 'failed' && (
          <p role="alert" className="mt-0.5 text-xs text-red-800">
            {error ?? t('chat.notSent')} —{' '}
            <button type="button" onClick={onRetry} className="font-semibold underline">
              {t('chat.retry')}
            </button>
          </p>
        )}
      </div>
    </li>
  );
}
