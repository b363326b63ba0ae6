import type { FeatureRequest, FeatureRequestList } from '@pathwise/contracts';
import { buildTestApp, type CaughtMail, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, onboardedPerson, type Person } from '../onboarding/support.ts';

/**
 * `POST /api/feature-requests` and `GET /api/feature-requests`
 * (docs/product.md#1281-feature-requests: stored, then mailed to SUPPORT_EMAIL through the job
 * queue; the person sees their earlier requests; 10 per hour). Real PostgreSQL, real SMTP catcher.
 */

const SUPPORT = 'product-ideas@pathwise.test';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SUPPORT_EMAIL: SUPPORT } });
});
afterAll(() => t?.close());

let n = 0;
/** A valid request with a unique title, so each test finds its own mail. */
function request(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    title: `Dark mode for the dashboard #${n}-${Date.now()}`,
    description: 'Evening sessions are hard on the eyes.\n\nA dark theme would help.',
    ...overrides,
  };
}

const send = (person: Person | null, body: unknown) =>
  t.request('POST', '/api/feature-requests', { body, session: person?.session });
const list = (person: Person | null) =>
  t.request('GET', '/api/feature-requests', { session: person?.session });

const isRequestMail = (title: string) => (m: CaughtMail) => m.subject.endsWith(title);

describe('sending a request', () => {
  it('stores it, answers 201 with it and mails it to SUPPORT_EMAIL, Reply-To the sender', async () => {
    const mentee = await onboardedPerson(t, 'mentee', { name: 'Jordan Rivera' });
    const body = request({ title: `  ${request().title}  ` });
    const res = await send(mentee, body);
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json<FeatureRequest>();
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored.title).toBe(body.title.trim());
    expect(stored.description).toBe(body.description);
    expect(Number.isNaN(Date.parse(stored.createdAt))).toBe(false);

    const rows = await t.db.query(
      'select user_id, title, description from feature_requests where id = $1',
      [stored.id],
    );
    expect(rows.rows).toEqual([
      { user_id: mentee.id, title: stored.title, description: body.description },
    ]);

    const mail = await t.waitForMail(isRequestMail(stored.title));
    expect(mail.to).toEqual([SUPPORT]);
    expect(mail.replyTo?.toLowerCase()).toBe(mentee.email.toLowerCase());
    expect(mail.subject).toBe(`[Pathwise feature request] ${stored.title}`);
    expect(mail.text).toContain(`From: Jordan Rivera <${mentee.email}>`);
    expect(mail.text).toContain('Role: mentee');
    expect(mail.text).toContain(body.description);
    expect(mail.text).toContain(`Reference: ${stored.id}`);
    expect(mail.html).toContain('Evening sessions are hard on the eyes.');
  });

  it('is open to mentors too, and escapes what they typed in the HTML mail', async () => {
    const mentor = await onboardedPerson(t, 'coach');
    const body = request({ description: '<script>alert(1)</script> & <img src=x>' });
    const res = await send(mentor, body);
    expect(res.statusCode, res.body).toBe(201);
    const mail = await t.waitForMail(isRequestMail(body.title));
    expect(mail.text).toContain('Role: mentor');
    expect(mail.html).not.toMatch(/<script|<img src=x/i);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;img');
  });

  it('keeps a request of exactly the longest lengths', async () => {
    const person = await makePerson(t);
    const title = `${n++}-${Date.now()} `.padEnd(120, 't');
    const res = await send(person, { title, description: 'd'.repeat(2000) });
    expect(res.statusCode, res.body).toBe(201);
    expect((await list(person)).json<FeatureRequestList>().items[0]!.title).toBe(title);
  });
});

describe('who may send and read', () => {
  it('refuses a signed-out visitor with 401, storing nothing', async () => {
    const body = request();
    expect((await send(null, body)).statusCode).toBe(401);
    expect((await list(null)).statusCode).toBe(401);
    const rows = await t.db.query('select 1 from feature_requests where title = $1', [body.title]);
    expect(rows.rowCount).toBe(0);
  });

  it('refuses an account whose email is not verified with 403', async () => {
    const unverified = await makePerson(t, { verified: false });
    expect((await send(unverified, request())).statusCode).toBe(403);
    expect((await list(unverified)).statusCode).toBe(403);
  });

  it('lists only the reader’s own requests, newest first', async () => {
    const ana = await makePerson(t);
    const ben = await makePerson(t);
    const first = request();
    const second = request();
    expect((await send(ana, first)).statusCode).toBe(201);
    expect((await send(ben, request())).statusCode).toBe(201);
    expect((await send(ana, second)).statusCode).toBe(201);

    const res = await list(ana);
    expect(res.statusCode).toBe(200);
    expect(res.json<FeatureRequestList>().items.map((i) => i.title)).toEqual([
      second.title,
      first.title,
    ]);
    expect((await list(await makePerson(t))).json()).toEqual({ items: [] });
  });
});

describe('validation', () => {
  let person: Person;
  beforeAll(async () => {
    person = await makePerson(t);
  });

  const expectInvalid = async (body: unknown, message: string) => {
    const res = await send(person, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message, code: 400, type: 'general_argument_invalid' });
  };

  it.each(['title', 'description'])('names a missing %s', async (field) => {
    const body: Record<string, unknown> = request();
    delete body[field];
    await expectInvalid(body, `Missing required parameter: "${field}"`);
  });

  it('refuses a blank title or description', async () => {
    await expectInvalid(request({ title: '   ' }), 'Invalid `title` param: Required.');
    await expectInvalid(request({ description: ' \n ' }), 'Invalid `description` param: Required.');
  });

  it('refuses what is too long or a title on two lines, storing nothing', async () => {
    const tooLong = request({ title: 't'.repeat(121) });
    expect((await send(person, tooLong)).statusCode).toBe(400);
    expect((await send(person, request({ description: 'd'.repeat(2001) }))).statusCode).toBe(400);
    expect((await send(person, request({ title: 'Hi\r\nBcc: x@example.com' }))).statusCode).toBe(
      400,
    );
    expect((await list(person)).json()).toEqual({ items: [] });
  });
});

describe('the rate limit', () => {
  it('answers 429 to the 11th request of a person in an hour, storing and mailing nothing', async () => {
    const busy = await makePerson(t);
    for (let i = 0; i < 10; i++) {
      const res = await send(busy, request());
      expect(res.statusCode, res.body).toBe(201);
    }
    const eleventh = request();
    const res = await send(busy, eleventh);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 429, type: 'general_rate_limit_exceeded' });
    expect((await list(busy)).json<FeatureRequestList>().items).toHaveLength(10);
    const jobs = await t.db.query(
      `select 1 from pgboss.job where name = 'mail' and data->>'subject' like $1`,
      [`%${eleventh.title}`],
    );
    expect(jobs.rowCount).toBe(0);

    // Someone else is not held back by it.
    expect((await send(await makePerson(t), request())).statusCode).toBe(201);
  });
});
