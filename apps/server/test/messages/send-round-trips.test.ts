import type { NotificationList } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Person } from '../onboarding/support.ts';
import { as, clientId, pair } from './support.ts';

/**
 * What one message send costs the database (docs/performance.md "Realtime, second
 * round"): every statement the app's pool runs for `POST /api/conversations/:id/messages`,
 * counted on its connections. A send is the session lookup, the rate limit, BEGIN, the store
 * (which checks that the sender takes part), the block check (docs/product.md#1214-blocking),
 * the unread notice (which also asks whether the recipient is
 * viewing the conversation and counts their unread notices), the unread-mail job and COMMIT:
 * no read of the conversation nor of an earlier send before storing, no presence read of its own, and no count of
 * notifications after commit; each a named prepared statement.
 */

let t: TestApp;
let sender: Person;
let recipient: Person;
let conversationId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const made = await pair(t);
  recipient = made.mentor;
  sender = made.mentee;
  conversationId = made.conversation.id;
});
afterAll(() => t?.close());

/** The statements run on the app pool's connections while `fn` runs. */
async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  const pool = t.database.pool as unknown as { _clients: pg.Client[] };
  const query = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await fn();
    return query.mock.calls
      .filter((_, k) => pool._clients.includes(query.mock.contexts[k] as pg.Client))
      .map(([config]) =>
        typeof config === 'string'
          ? config.trim().split(/\s+/)[0]!.toUpperCase()
          : ((config as { name?: string; text: string }).name ??
            (config as { text: string }).text.trim().slice(0, 40)),
      );
  } finally {
    query.mockRestore();
  }
}

describe('a message send', () => {
  it('runs eight statements, the unread count coming back with the notice', async () => {
    const statements = await statementsOf(async () => {
      const res = await as(t, sender).post(`/api/conversations/${conversationId}/messages`, {
        text: 'Counted',
        clientId: clientId(),
      });
      expect(res.statusCode, res.body).toBe(201);
    });
    expect(statements[0]).toBe('session_by_token');
    expect(statements).not.toContain('find_conversation');
    expect(statements).toContain('store_text_message');
    expect(statements).toContain('block_stands');
    expect(statements).toContain('upsert_message_notification');
    expect(statements.filter((s) => s === 'BEGIN' || s === 'COMMIT')).toEqual(['BEGIN', 'COMMIT']);
    expect(statements, statements.join('\n')).toHaveLength(8);
    // Every one a named prepared statement (pg-boss's job insert too), planned once per connection.
    expect(statements.filter((s) => /\s/.test(s))).toEqual([]);
    expect(statements.filter((s) => s.startsWith('pgboss_'))).toHaveLength(1);
    // The recipient's bell: the notice and the count it was announced with agree.
    const list = await as(t, recipient).get('/api/notifications');
    expect(list.json<NotificationList>().unreadCount).toBe(1);
  });

  it('answers a retry with the stored message, found by the store itself', async () => {
    const body = { text: 'Once', clientId: clientId() };
    const url = `/api/conversations/${conversationId}/messages`;
    const first = await as(t, sender).post(url, body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await as(t, sender).post(url, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
  });

  it('still refuses a stranger (404) and a blocked mentee (403), and answers a blocked mentee’s retry', async () => {
    const { mentor, mentee: grace, conversation } = await pair(t);
    const url = `/api/conversations/${conversation.id}/messages`;
    const stranger = await as(t, sender).post(url, { text: 'Hi', clientId: clientId() });
    expect(stranger.statusCode, stranger.body).toBe(404);
    expect(stranger.json()).toMatchObject({ type: 'conversation_not_found' });
    const sentBefore = { text: 'Before the block', clientId: clientId() };
    expect((await as(t, grace).post(url, sentBefore)).statusCode).toBe(201);
    const block = await as(t, mentor).put(`/api/blocks/${grace.id}`, {});
    expect(block.statusCode, block.body).toBe(200);
    const refused = await as(t, grace).post(url, { text: 'After', clientId: clientId() });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ type: 'conversation_blocked' });
    const retried = await as(t, grace).post(url, sentBefore);
    expect(retried.statusCode, retried.body).toBe(200);
    const page = await as(t, mentor).get(url);
    expect(page.json<{ items: { text: string }[] }>().items.map((m) => m.text)).toEqual([
      'Hello!',
      'Before the block',
    ]);
  });
});
