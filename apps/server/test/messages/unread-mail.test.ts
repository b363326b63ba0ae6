import { buildTestApp, linkTo, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNREAD_MAIL_QUEUE } from '../../src/modules/messages/unread-mail.ts';
import { as, pair, send } from './support.ts';

/**
 * The unread-message mail (docs/product.md#127-notifications): mailed once after the delay while
 * unread (15 minutes in production; 1 s here), not when read first, and at most one mail per
 * conversation and recipient per hour.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { UNREAD_MESSAGE_MAIL_DELAY_MS: '1000' } });
});
afterAll(() => t?.close());

/** Wait until every unread-mail job of the conversation has run, then until the mail queue drains. */
async function settled(conversationId: string, jobs: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { rows } = await t.db.query<{ done: number; all: number; mail: number }>(
      `select count(*) filter (where state = 'completed')::int as done, count(*)::int as all,
              (select count(*)::int from pgboss.job where name = 'mail' and state < 'completed') as mail
         from pgboss.job where name = $1 and data->>'conversationId' = $2`,
      [UNREAD_MAIL_QUEUE, conversationId],
    );
    const r = rows[0]!;
    if (r.all >= jobs && r.done === r.all && r.mail === 0) return;
    if (Date.now() > deadline) throw new Error(`unread mail jobs not done: ${JSON.stringify(r)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const mailsTo = (email: string) =>
  t.catcher!.mails.filter((m) => m.to.includes(email) && /sent you/.test(m.subject));

describe('unread message mail', () => {
  it('is sent once when a message stays unread, with the conversation and an opt-out', async () => {
    const { mentor, mentee: grace, conversation } = await pair(t);
    await send(t, grace, conversation.id, 'Could you look at my case study before Friday?');
    await send(t, grace, conversation.id, 'It is the second one in my portfolio.');
    const mail = await t.catcher!.waitForMail(
      (m) => m.to.includes(mentor.email) && /sent you/.test(m.subject),
    );
    // pair()'s first message ('Hello!') is unread too.
    expect(mail.subject).toMatch(/ sent you 3 messages$/);
    expect(mail.text).toContain('Could you look at my case study before Friday?');
    expect(mail.text).toContain('It is the second one in my portfolio.');
    expect(mail.html).toContain('second one in my portfolio');
    const link = linkTo(mail, '/dashboard_mentor/messages');
    expect(link.searchParams.get('c')).toBe(conversation.id);
    expect(linkTo(mail, '/unsubscribe').searchParams.get('kind')).toBe('message');
    expect(mail.headers['list-unsubscribe']).toContain('/api/unsubscribe?');
    await settled(conversation.id, 1);
    expect(mailsTo(mentor.email)).toHaveLength(1);
  });

  it('is not sent when the message is read first', async () => {
    const { mentor, mentee: grace, conversation } = await pair(t);
    await send(t, grace, conversation.id, 'Quick question about Friday.');
    const read = await as(t, mentor).post(`/api/conversations/${conversation.id}/read`, {});
    expect(read.statusCode).toBe(200);
    await settled(conversation.id, 1);
    expect(mailsTo(mentor.email)).toHaveLength(0);
  });

  it('is not sent twice for one conversation within the hour', async () => {
    const { mentor, mentee: grace, conversation } = await pair(t);
    await send(t, mentor, conversation.id, 'Welcome! Tell me about your goals.');
    await t.catcher!.waitForMail((m) => m.to.includes(grace.email) && /sent you/.test(m.subject));
    await settled(conversation.id, 1);
    await send(t, mentor, conversation.id, 'Also, what is your timeline?');
    await settled(conversation.id, 2);
    expect(mailsTo(grace.email)).toHaveLength(1);
  });

  it('is not sent to a person who turned message mail off', async () => {
    const { mentor, mentee: grace, conversation } = await pair(t);
    const off = await t.request('PUT', '/api/notification-preferences', {
      session: mentor.session,
      body: { items: [{ kind: 'message', inApp: true, mail: false }] },
    });
    expect(off.statusCode, off.body).toBe(200);
    await send(t, grace, conversation.id, 'Hello there');
    await settled(conversation.id, 1);
    expect(mailsTo(mentor.email)).toHaveLength(0);
  });
});
