import type { ConversationList, Message, MessagePage } from '@pathwise/contracts';
import {
  buildDemoApp,
  signIn,
  TEST_DEMO_PASSWORD,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MENTEE_EMAIL, DEMO_MENTOR_EMAIL } from '../../src/db/seed/demo-accounts.ts';
import { messagesSeeder } from '../../src/db/seed/messages.ts';
import { demoSeedContext } from '../../src/db/seed/types.ts';

/** The demo conversations (docs/product.md#13-demo-content). */

let t: TestApp;
beforeAll(async () => {
  t = await buildDemoApp();
});
afterAll(() => t?.close());

describe('demo messages', () => {
  it('gives Jordan a live conversation with Sofia: history, 2 unread and an open invite', async () => {
    const jordan = await signIn(t, { email: DEMO_MENTEE_EMAIL, password: TEST_DEMO_PASSWORD });
    const list = (
      await t.request('GET', '/api/conversations', { session: jordan })
    ).json<ConversationList>();
    expect(list.items.length).toBeGreaterThanOrEqual(2);
    const withSofia = list.items[0]!;
    expect(withSofia).toMatchObject({
      contact: { name: 'Sofia Lindqvist', role: 'mentor' },
      unreadCount: 2,
    });
    const page = (
      await t.request('GET', `/api/conversations/${withSofia.id}/messages`, { session: jordan })
    ).json<MessagePage>();
    expect(page.items.length).toBeGreaterThanOrEqual(10);
    const invite = page.items.find((m) => m.system?.type === 'booking_proposed')!;
    expect(invite.system).toMatchObject({ answer: null });
    expect(invite.system!.proposal).not.toBeNull();

    // The invite's Accept acts on the seeded booking.
    const answer = await t.request(
      'POST',
      `/api/conversations/${withSofia.id}/messages/${invite.id}/answer`,
      { session: jordan, body: { answer: 'accepted' } },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Message>().system!.answer).toBe('accepted');

    // Sofia has a conversation with another mentee, who wrote last.
    const sofia = await signIn(t, { email: DEMO_MENTOR_EMAIL, password: TEST_DEMO_PASSWORD });
    const hers = (
      await t.request('GET', '/api/conversations', { session: sofia })
    ).json<ConversationList>();
    expect(hers.items.some((c) => c.contact.role === 'mentee' && c.unreadCount === 1)).toBe(true);
  });

  it('adds nothing when run again', async () => {
    const count = async () =>
      (await t.db.query<{ n: number }>('select count(*)::int as n from messages')).rows[0]!.n;
    const before = await count();
    await t.database.transaction((tx) =>
      messagesSeeder.run(tx, demoSeedContext({ demoPassword: TEST_DEMO_PASSWORD })),
    );
    expect(await count()).toBe(before);
  });
});
