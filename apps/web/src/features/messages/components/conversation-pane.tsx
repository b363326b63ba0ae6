import type { Conversation, Message, User } from '@pathwise/contracts';
import type { TFunction } from 'i18next';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ownTimeZone } from '@/lib/session/account.ts';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useRealtimeEmit } from '@/lib/realtime/index.ts';
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
import { dayKey, formatDay, formatTime } from '../lib/format.ts';
import { newClientId, usePending, type PendingMessage } from '../lib/pending.ts';
import { useDocumentVisible } from '../lib/use-document-visible.ts';
import { useTypingIndicator } from '../lib/use-typing-indicator.ts';
import { Composer } from './composer.tsx';
import { ConversationHeader } from './conversation-header.tsx';
import { ReportDialog } from '@/components/report/report-dialog.tsx';
import { Bubble } from './message-bubble.tsx';
import { SystemMessageCard } from './system-message-card.tsx';

type Row = { kind: 'message'; message: Message } | { kind: 'pending'; pending: PendingMessage };

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
  const zone = ownTimeZone();
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

  const typing = useTypingIndicator(id, me.id);

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

  const canWrite = !conversation.blocked;

  return (
    <section
      aria-label={t('chat.label', { name: contact.name })}
      className="relative flex min-h-0 min-w-0 flex-1 flex-col"
    >
      <ConversationHeader conversation={conversation} role={role} onBack={onBack} />

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
                        removed={row.message.removed}
                        report={
                          row.message.senderId !== me.id && !row.message.removed ? (
                            <ReportDialog
                              compact
                              subject={{ kind: 'message', id: row.message.id }}
                              label={t('chat.report', { name: contact.name })}
                            />
                          ) : undefined
                        }
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
          {t(conversation.blockedByMe ? 'blocked.byMe' : 'blocked.byThem', { name: contact.name })}
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
