import type { Message, MessagePage } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, clientId, pair } from './support.ts';

/**
 * Sends that race in one conversation (docs/product.md#126-messaging: three sends at once answered
 * 201, 500, 500 on deadlocks between the message insert's key-share lock on the conversation row
 * and the read-state update, and the failed sends still used up the allowance).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('concurrent sends in one conversation', () => {
  it('stores 20 concurrent sends from each side once, all 201, in one order for both', async () => {
    const { mentee: grace, mentor, conversation } = await pair(t);
    const path = `/api/conversations/${conversation.id}/messages`;
    const sends = [grace, mentor].flatMap((person, side) =>
      Array.from({ length: 20 }, (_, i) => ({
        person,
        text: `side ${side} #${i}`,
        id: clientId(),
      })),
    );
    const answers = await Promise.all(
      sends.map((s) => as(t, s.person).post(path, { text: s.text, clientId: s.id })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(sends.map(() => 201));

    const sent = answers.map((r) => r.json<Message>());
    const page = (await as(t, grace).get(`${path}?limit=100`)).json<MessagePage>();
    // The mentee's first message opened the conversation (pair()).
    const opening = conversation.lastMessage!.id;
    const sentNow = (m: Message) => m.system === null && m.id !== opening;
    const texts = page.items.filter(sentNow).map((m) => m.text);
    expect([...texts].sort()).toEqual(sends.map((s) => s.text).sort());
    expect(new Set(texts).size).toBe(40);
    // Oldest first, by the order they were stored: what each answer said is where it stands.
    const stored = page.items.filter(sentNow);
    const bySeq = [...sent].sort((a, b) => a.seq - b.seq).map((m) => m.id);
    expect(stored.map((m) => m.id)).toEqual(bySeq);
    const mentorView = (await as(t, mentor).get(`${path}?limit=100`)).json<MessagePage>();
    expect(mentorView.items.map((m) => m.id)).toEqual(page.items.map((m) => m.id));

    const deadlocks = await t.db.query<{ n: string }>(
      `select deadlocks::text as n from pg_stat_database where datname = current_database()`,
    );
    expect(Number(deadlocks.rows[0]?.n)).toBe(0);
  });

  it('counts only stored sends against the 30-a-minute allowance', async () => {
    const { mentee: grace, conversation } = await pair(t);
    const path = `/api/conversations/${conversation.id}/messages`;
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        as(t, grace).post(path, { text: `burst ${i}`, clientId: clientId() }),
      ),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(burst.map(() => 201));
    // 20 + 9 + the first message of pair() make 30.
    for (let i = 0; i < 9; i++) {
      const res = await as(t, grace).post(path, { text: `more ${i}`, clientId: clientId() });
      expect(res.statusCode, res.body).toBe(201);
    }
    const past = await as(t, grace).post(path, { text: 'one too many', clientId: clientId() });
    expect(past.statusCode).toBe(429);
  });
});
