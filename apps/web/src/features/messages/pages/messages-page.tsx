import type { Conversation, MessagePage, User } from '@pathwise/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyCard } from '@/components/dashboard/empty-card.tsx';
import { useWideScreen } from '@/components/dashboard/use-wide-screen.ts';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useOnReconnect, useRealtimeEvent } from '@/lib/realtime/index.ts';
import { useAccount } from '@/lib/session/account.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { ContactList } from '../components/contact-list.tsx';
import { ConversationPane } from '../components/conversation-pane.tsx';
import { dashboardBase } from '../lib/base.ts';
import {
  conversationsKey,
  getConversations,
  getMessages,
  lastSeq,
  messagesKey,
  noteNewMessage,
  patchConversation,
  upsertMessages,
  type MessagePages,
} from '../lib/api.ts';

/**
 * `<dashboard>/messages` for mentees and mentors (docs/product.md §2 Messages): the contact
 * list and the open conversation side by side on wide screens (the first one open by
 * default), the list first and then the chat with a back button on small ones. `?c=<id>`
 * opens a conversation (notifications link there). The socket keeps the cache live; without
 * it everything works over HTTP.
 */
export function MessagesPage() {
  const { t } = useTranslation('messages');
  usePageTitle(t('page.messagesTitle'));
  const { data: me } = useAccount();
  const wide = useWideScreen();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const list = useQuery({ queryKey: conversationsKey, queryFn: getConversations });
  const items = list.data?.items ?? [];
  const requested = params.get('c');
  const selectedId = requested ?? (wide ? (items[0]?.id ?? null) : null);
  const selected = items.find((c) => c.id === selectedId) ?? null;

  useLiveConversations(me ?? null, selectedId);

  const select = (id: string | null) => {
    setParams(id ? { c: id } : {}, { replace: wide });
  };

  if (!me) return null;
  const base = dashboardBase(me);
  const showList = wide || !selectedId;
  const showChat = wide || !!selectedId;

  return (
    <div className="flex h-[calc(100dvh-9.5rem)] min-h-[26rem] flex-col lg:h-[calc(100dvh-8rem)]">
      <h1
        className={showList ? 'mb-3 text-2xl font-bold tracking-tight text-slate-900' : 'sr-only'}
      >
        {t('page.messagesTitle')}
      </h1>
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <Banner tone="error">
          <p>{t('error.list')}</p>
          <Button variant="outline" className="mt-2" onClick={() => void list.refetch()}>
            {t('error.retry')}
          </Button>
        </Banner>
      ) : items.length === 0 && !requested ? (
        <EmptyCard
          title={t('page.messagesTitle')}
          icon={MessagesSquare}
          empty={t('empty.title')}
          explanation={t('empty.explanation')}
          action={{ to: `${base}/start-conversation`, label: t('empty.start') }}
          className="max-w-xl"
        />
      ) : (
        <div className="flex min-h-0 flex-1 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          {showList && (
            <div className="flex min-h-0 w-full flex-col lg:w-80 lg:shrink-0 lg:border-r lg:border-slate-200">
              <ContactList
                items={items}
                query={query}
                onQuery={setQuery}
                selectedId={selectedId}
                onSelect={(id) => select(id)}
                myId={me.id}
              />
            </div>
          )}
          {showChat &&
            (selected ? (
              <ConversationPane
                key={selected.id}
                conversation={selected}
                me={me}
                onBack={wide ? null : () => select(null)}
              />
            ) : (
              <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-sm text-slate-600">
                <p>
                  {requested && list.isFetching
                    ? t('chat.loading')
                    : requested
                      ? t('error.notFound')
                      : t('empty.noneSelected')}
                </p>
                {!wide && (
                  <Button variant="outline" onClick={() => select(null)}>
                    {t('chat.back')}
                  </Button>
                )}
              </div>
            ))}
        </div>
      )}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div
      aria-busy="true"
      className="flex-1 space-y-3 rounded-2xl border border-slate-200 bg-white p-4 lg:w-80"
    >
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex animate-pulse items-center gap-3">
          <div className="size-11 rounded-full bg-slate-200" />
          <div className="flex-1 space-y-2">
            <div className="h-3 w-1/2 rounded bg-slate-200" />
            <div className="h-3 w-3/4 rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * Keeps the list and the open conversation's messages live from the socket: new and updated
 * messages (deduplicated by id and client id), read receipts, and after a reconnect what
 * was missed (`after=<last seq held>`) and a fresh list.
 */
function useLiveConversations(me: User | null, openId: string | null) {
  const queryClient = useQueryClient();
  const held = (conversationId: string) =>
    queryClient.getQueryData<MessagePages>(messagesKey(conversationId)) !== undefined;

  useRealtimeEvent('message:new', ({ message }) => {
    if (!me) return;
    if (held(message.conversationId))
      upsertMessages(queryClient, message.conversationId, [message]);
    const looking = message.conversationId === openId && document.visibilityState !== 'hidden';
    const unread = message.senderId !== me.id && !looking;
    if (!noteNewMessage(queryClient, message, unread))
      void queryClient.invalidateQueries({ queryKey: conversationsKey, exact: true });
  });

  useRealtimeEvent('message:updated', ({ message }) => {
    if (held(message.conversationId))
      upsertMessages(queryClient, message.conversationId, [message]);
    patchConversation(queryClient, message.conversationId, (c: Conversation) =>
      c.lastMessage?.id === message.id ? { ...c, lastMessage: message } : c,
    );
  });

  useRealtimeEvent('conversation:read', ({ conversationId, userId, seq }) => {
    if (!me) return;
    patchConversation(queryClient, conversationId, (c) =>
      userId === me.id
        ? { ...c, unreadCount: 0 }
        : { ...c, otherReadSeq: Math.max(c.otherReadSeq, seq) },
    );
  });

  // A block set or lifted by either side (docs/product.md#1214-blocking): who may write changed.
  useRealtimeEvent('block:changed', () => {
    void queryClient.invalidateQueries({ queryKey: conversationsKey, exact: true });
  });

  useOnReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: conversationsKey, exact: true });
    if (openId) void catchUp(queryClient, openId);
  });
}

/** After a reconnect: fetch the open conversation's messages after the last one held. */
async function catchUp(queryClient: QueryClient, conversationId: string) {
  const from = lastSeq(queryClient.getQueryData<MessagePages>(messagesKey(conversationId)));
  if (from === null) {
    void queryClient.invalidateQueries({ queryKey: messagesKey(conversationId) });
    return;
  }
  let after: number = from;
  for (let round = 0; round < 20; round++) {
    const page: MessagePage | null = await getMessages(conversationId, { after }).catch(() => null);
    if (!page) return;
    upsertMessages(queryClient, conversationId, page.items);
    const newest = page.items[page.items.length - 1];
    if (!page.hasMore || !newest) return;
    after = newest.seq;
  }
}
