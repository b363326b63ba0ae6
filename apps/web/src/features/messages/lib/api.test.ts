import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { conversation, message } from '@/testing/messages-harness.tsx';
import {
  conversationsKey,
  flatten,
  messagesKey,
  noteNewMessage,
  upsertMessages,
  type MessagePages,
} from './api.ts';

function cacheWith(...pages: ReturnType<typeof message>[][]) {
  const client = new QueryClient();
  client.setQueryData<MessagePages>(messagesKey('c1'), {
    pages: pages.map((items) => ({ items, hasMore: false })),
    pageParams: pages.map((_, i) => (i === 0 ? null : i)),
  });
  return client;
}

describe('the live message cache', () => {
  it('shows a message once however often it arrives (socket echo, HTTP answer, catch-up)', () => {
    const older = message({ text: 'older' });
    const client = cacheWith([older]);
    const mine = message({ senderId: 'u1', text: 'mine', clientId: 'client-0001' });
    upsertMessages(client, 'c1', [mine]);
    upsertMessages(client, 'c1', [mine]);
    upsertMessages(client, 'c1', [{ ...mine, status: 'read' }]);
    const held = flatten(client.getQueryData(messagesKey('c1')));
    expect(held.map((m) => m.text)).toEqual(['older', 'mine']);
    expect(held[1]!.status).toBe('read');
  });

  it('keeps messages in seq order across pages, oldest first', () => {
    const [a, b, c] = [message({ text: 'a' }), message({ text: 'b' }), message({ text: 'c' })];
    const client = cacheWith([b], [a]);
    upsertMessages(client, 'c1', [c]);
    expect(flatten(client.getQueryData(messagesKey('c1'))).map((m) => m.text)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('moves the conversation to the top and counts unread only when asked', () => {
    const client = new QueryClient();
    client.setQueryData(conversationsKey, {
      items: [conversation({ id: 'c2' }), conversation({ id: 'c1' })],
    });
    const incoming = message({ conversationId: 'c1', text: 'new' });
    expect(noteNewMessage(client, incoming, true)).toBe(true);
    const list = client.getQueryData<{ items: ReturnType<typeof conversation>[] }>(
      conversationsKey,
    )!;
    expect(list.items.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(list.items[0]!.unreadCount).toBe(1);
    expect(list.items[0]!.lastMessage?.text).toBe('new');
    noteNewMessage(client, incoming, true);
    expect(
      client.getQueryData<typeof list>(conversationsKey)!.items[0]!.unreadCount,
      'the same message twice counts once',
    ).toBe(1);
    expect(noteNewMessage(client, message({ conversationId: 'c9' }), true)).toBe(false);
  });
});
