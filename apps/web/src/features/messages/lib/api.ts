import {
  Conversation,
  ConversationCandidateList,
  ConversationList,
  Message,
  MessagePage,
  type ConversationModeration,
  type StartConversation,
} from '@pathwise/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * The messages API (docs/product.md#126-messaging; `packages/contracts/src/messages.ts`) and the
 * TanStack Query cache that holds it. One list (`GET /api/conversations`) and, per conversation, an
 * infinite query of message pages: page 0 is the newest page, later pages are older (`before=`).
 */

export const conversationsKey = ['conversations'] as const;
export const messagesKey = (conversationId: string) =>
  ['conversations', conversationId, 'messages'] as const;
export const candidatesKey = (query: { q?: string; with?: string }) =>
  ['conversation-candidates', query] as const;

export type MessagePages = InfiniteData<MessagePage>;

export function getConversations(): Promise<ConversationList> {
  return api('/conversations', { schema: ConversationList });
}

/** A page of messages, oldest first: the newest page (`before` null) or older than `before`. */
export function getMessages(
  conversationId: string,
  query: { before?: number; after?: number },
  signal?: AbortSignal,
): Promise<MessagePage> {
  const params = new URLSearchParams();
  if (query.before !== undefined) params.set('before', String(query.before));
  if (query.after !== undefined) params.set('after', String(query.after));
  const search = params.size ? `?${params}` : '';
  return api(`/conversations/${encodeURIComponent(conversationId)}/messages${search}`, {
    schema: MessagePage,
    signal,
  });
}

export function sendMessage(
  conversationId: string,
  body: { text: string; clientId: string },
): Promise<Message> {
  return api(`/conversations/${encodeURIComponent(conversationId)}/messages`, {
    method: 'POST',
    body,
    schema: Message,
  });
}

export function markRead(conversationId: string, seq: number): Promise<void> {
  return api(`/conversations/${encodeURIComponent(conversationId)}/read`, {
    method: 'POST',
    body: { seq },
  });
}

export function moderate(conversationId: string, body: ConversationModeration): Promise<void> {
  return api(`/conversations/${encodeURIComponent(conversationId)}/moderation`, {
    method: 'PUT',
    body,
  });
}

export function answerInvite(
  conversationId: string,
  messageId: string,
  answer: 'accepted' | 'declined',
): Promise<Message> {
  return api(
    `/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(messageId)}/answer`,
    { method: 'POST', body: { answer }, schema: Message },
  );
}

/**
 * `GET /api/conversations/candidates?q=` (or `?with=<userId>`: only that person, if one may
 * write to them, with their conversation's id if one exists).
 */
export function getCandidates(query: { q?: string; with?: string }, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.with) params.set('with', query.with);
  const search = params.size ? `?${params}` : '';
  return api(`/conversations/candidates${search}`, {
    schema: ConversationCandidateList,
    signal,
  });
}

/**
 * `POST /api/conversations {userId, text, clientId}`: the conversation with `userId`, created
 * with this first message (or the existing one, the message added to it:
 * docs/product.md#126-messaging).
 */
export function startConversation(body: StartConversation): Promise<Conversation> {
  return api('/conversations', { method: 'POST', body, schema: Conversation });
}

/** Every message held for a conversation, oldest first. */
export function flatten(data: MessagePages | undefined): Message[] {
  if (!data) return [];
  const out: Message[] = [];
  for (let i = data.pages.length - 1; i >= 0; i--) out.push(...data.pages[i]!.items);
  return out;
}

/** The highest `seq` held for a conversation, or null when none. */
export function lastSeq(data: MessagePages | undefined): number | null {
  let max: number | null = null;
  for (const page of data?.pages ?? [])
    for (const m of page.items) if (max === null || m.seq > max) max = m.seq;
  return max;
}

/**
 * Put `incoming` messages into a conversation's cache: replaces a held message with the same
 * id (an update) or client id (my own message, back from the server), appends new ones to the
 * newest page in `seq` order. Never shows a message twice.
 */
export function upsertMessages(client: QueryClient, conversationId: string, incoming: Message[]) {
  client.setQueryData<MessagePages>(messagesKey(conversationId), (data) => {
    if (!data) return data;
    const pages = data.pages.map((p) => ({ ...p, items: [...p.items] }));
    const fresh: Message[] = [];
    for (const message of incoming) {
      let replaced = false;
      for (const page of pages) {
        const i = page.items.findIndex(
          (m) =>
            m.id === message.id || (message.clientId !== null && m.clientId === message.clientId),
        );
        if (i >= 0) {
          page.items[i] = message;
          replaced = true;
          break;
        }
      }
      if (!replaced && !fresh.some((m) => m.id === message.id)) fresh.push(message);
    }
    if (fresh.length && pages[0]) {
      pages[0].items = [...pages[0].items, ...fresh].sort((a, b) => a.seq - b.seq);
    }
    return { ...data, pages };
  });
}

/** Change one conversation of the list (if it is held). */
export function patchConversation(
  client: QueryClient,
  conversationId: string,
  patch: (c: Conversation) => Conversation,
) {
  client.setQueryData<ConversationList>(conversationsKey, (list) =>
    list ? { items: list.items.map((c) => (c.id === conversationId ? patch(c) : c)) } : list,
  );
}

/**
 * A message arrived (or was sent): it becomes the conversation's last message and the
 * conversation moves to the top; `unread` adds one to its unread count. False when the
 * conversation is not in the list (the caller refetches it).
 */
export function noteNewMessage(client: QueryClient, message: Message, unread: boolean): boolean {
  const list = client.getQueryData<ConversationList>(conversationsKey);
  if (!list) return true;
  const current = list.items.find((c) => c.id === message.conversationId);
  if (!current) return false;
  // An older message, or this one again (a second tab's echo): nothing new to count.
  if (current.lastMessage && current.lastMessage.seq > message.seq) return true;
  const again = current.lastMessage?.id === message.id;
  const updated: Conversation = {
    ...current,
    lastMessage: message,
    unreadCount: current.unreadCount + (unread && !again ? 1 : 0),
  };
  client.setQueryData<ConversationList>(conversationsKey, {
    items: [updated, ...list.items.filter((c) => c.id !== message.conversationId)],
  });
  return true;
}
