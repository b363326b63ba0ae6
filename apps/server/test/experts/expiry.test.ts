import type { ExpertRequest, MyExpertRequest } from '@pathwise/contracts';
import {
  buildTestApp,
  connectSocket,
  listen,
  nextEvent,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardedPerson } from '../onboarding/support.ts';
import { as, ask, expert } from './support.ts';

/**
 * Ask an Expert's expiry: with the TTL shortened to 1 s, the pg-boss job expires a
 * request nobody accepted, tells the mentee live, suggests mentors of the topic; leaving it
 * open mails the topic's experts and puts it back in their inbox.
 */

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { EXPERT_REQUEST_TTL_SECONDS: '1' } });
  url = await listen(t);
});
afterAll(() => t?.close());

describe('Ask an Expert: expiry and leave open', () => {
  it('expires an unanswered request, then mails the topic’s experts when left open', async () => {
    const devops = await expert(t, 'devops_it', 'Grace Hopper');
    const otherTopic = await expert(t, 'sales', 'Other Expert');
    const mentee = await onboardedPerson(t, 'mentee', { name: 'Jordan Rivera' });
    const menteeSocket = await connectSocket(url, mentee.session);
    const expertSocket = await connectSocket(url, devops.session);
    try {
      const closed = nextEvent(expertSocket, 'expert-request:closed', 10_000);
      const updated = nextEvent(menteeSocket, 'expert-request:updated', 10_000);
      const request = await ask(t, mentee, 'devops_it', 'My pipeline\nfails at night.');
      expect((await updated).request).toMatchObject({ id: request.id, status: 'expired' });
      expect(await closed).toEqual({ requestId: request.id });

      // Too late to accept; the mentee is offered mentors of the topic to book.
      const late = await as(t, devops).post(`/api/expert-requests/${request.id}/accept`);
      expect(late.statusCode).toBe(409);
      const mine = (await as(t, mentee).get('/api/expert-requests/mine')).json<MyExpertRequest>();
      expect(mine.request?.status).toBe('expired');
      expect(mine.suggestedMentors.map((m) => m.id)).toContain(devops.id);
      expect(mine.suggestedMentors.map((m) => m.id)).not.toContain(otherTopic.id);

      // Cancel is refused for an expired request; leaving it open works once.
      expect(
        (await as(t, mentee).post(`/api/expert-requests/${request.id}/cancel`)).statusCode,
      ).toBe(409);
      const left = await as(t, mentee).post(`/api/expert-requests/${request.id}/leave-open`);
      expect(left.statusCode, left.body).toBe(200);
      expect(left.json<ExpertRequest>().status).toBe('waiting');
      const twice = await as(t, mentee).post(`/api/expert-requests/${request.id}/leave-open`);
      expect(twice.statusCode).toBe(409);

      const mail = await t.waitForMail(
        (m) => m.to.includes(devops.email) && m.subject.includes('waiting for an expert'),
      );
      expect(mail.subject).toBe('A mentee is waiting for an expert in Dev ops/IT');
      expect(mail.text).toContain('Jordan R. asked for help');
      expect(mail.text).toContain('> My pipeline\n> fails at night.');
      expect(mail.text).toContain('http://localhost:3000/dashboard_mentor/ask-expert');
      expect(mail.html).toContain('Answer the request');

      // A waiting request does not expire again and can still be accepted.
      await new Promise((r) => setTimeout(r, 1500));
      const accepted = await as(t, devops).post(`/api/expert-requests/${request.id}/accept`);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json<ExpertRequest>().conversationId).toBeTruthy();
    } finally {
      menteeSocket.close();
      expertSocket.close();
    }
    // Only the topic's expert was mailed.
    await expect(
      t.waitForMail((m) => m.to.includes(otherTopic.email) && m.subject.includes('expert'), 500),
    ).rejects.toThrow();
  });

  it('does not expire a request that was accepted in time', async () => {
    const pro = await expert(t, 'executive');
    const mentee = await onboardedPerson(t, 'mentee');
    const request = await ask(t, mentee, 'executive');
    const res = await as(t, pro).post(`/api/expert-requests/${request.id}/accept`);
    expect(res.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 2500));
    const mine = (await as(t, mentee).get('/api/expert-requests/mine')).json<MyExpertRequest>();
    expect(mine.request?.status).toBe('accepted');
  });
});
