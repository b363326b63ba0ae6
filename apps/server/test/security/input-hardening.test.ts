import { buildTestApp, makeUser, uniqueEmail, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, onboardedPerson } from '../onboarding/support.ts';

/**
 * Bad input gets a clear 400 naming the field, never a 500 (NUL bytes gave 500 at
 * nine input points because PostgreSQL refuses them, and 5,000 levels of `[` overflowed
 * the stack while zod's error was formatted). Every state-changing route of the OpenAPI
 * document is tried, by a caller who passes its access rules.
 */

const ADMIN = uniqueEmail('input-admin');
let t: TestApp;
/** Sessions able to reach every route: signed out, not onboarded, mentee and admin, mentor. */
let sessions: Array<string | undefined>;
beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  const fresh = await makePerson(t);
  const admin = await onboardedPerson(t, 'mentee', { email: ADMIN });
  const mentor = await onboardedPerson(t, 'coach');
  sessions = [undefined, fresh.session, admin.session, mentor.session];
});
afterAll(() => t?.close());

/**
 * Every `[method, path, takesBody]` of the API that changes state, path parameters filled
 * with `fill`.
 */
function stateChangingRoutes(fill = 'x'): Array<[string, string, boolean]> {
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { requestBody?: unknown }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([m]) => ['post', 'put', 'patch', 'delete'].includes(m))
      .map(([m, op]): [string, string, boolean] => [
        m.toUpperCase(),
        path.replace(/\{[^}]+\}/g, fill),
        Boolean(op.requestBody),
      ]),
  );
}

/** Send `body` to `method path` with each session; the answers' statuses and bodies. */
async function tryAll(method: string, path: string, body: string) {
  const answers = [];
  for (const session of sessions) {
    const res = await t.request(method, path, {
      body,
      session,
      headers: { 'content-type': 'application/json' },
    });
    answers.push({ status: res.statusCode, body: res.body });
  }
  return answers;
}

/**
 * Send `body` to `method path` with every session: no answer may be a 500, and one (the
 * caller the route's access rules let through) must be the 400 `expected` (the whole body
 * when an object, else matched).
 */
async function expectRefused(
  method: string,
  path: string,
  body: string,
  expected: Record<string, unknown>,
  exact = true,
) {
  const answers = await tryAll(method, path, body);
  expect(
    answers.map((a) => a.status),
    `${method} ${path}`,
  ).not.toContain(500);
  const refused = answers.find((a) => a.status === 400);
  expect(refused, `${method} ${path}: ${JSON.stringify(answers)}`).toBeDefined();
  if (exact) expect(JSON.parse(refused!.body)).toEqual(expected);
  else expect(JSON.parse(refused!.body)).toMatchObject(expected);
}

describe('NUL characters', () => {
  it('answer 400 naming the field on every state-changing route', async () => {
    const routes = stateChangingRoutes();
    expect(routes.length).toBeGreaterThan(15);
    const body = JSON.stringify({ name: 'Eve\u0000', about: { text: 'hi\u0000' } });
    for (const [method, path, takesBody] of routes) {
      // A route without a body reads nothing from one: its path is what it takes.
      if (!takesBody) continue;
      await expectRefused(method, path, body, {
        message: 'Invalid `name` param: must not contain control characters.',
        code: 400,
        type: 'general_argument_invalid',
      });
    }
  });

  it('answer 400 in the path of every state-changing route that has a parameter', async () => {
    const routes = stateChangingRoutes('ab%00').filter(([, path]) => path.includes('%00'));
    expect(routes.length).toBeGreaterThan(3);
    for (const [method, path] of routes) {
      await expectRefused(
        method,
        path,
        '{}',
        { code: 400, type: 'general_argument_invalid' },
        false,
      );
    }
  });

  it('answer 400 in search queries and path ids', async () => {
    for (const url of [
      '/api/mentors?q=ada%00',
      '/api/circles?q=%00',
      '/api/resources/posts?q=%00x',
      '/api/mentors/%00',
      '/api/circles/ab%00',
      '/api/resources/posts/intro%00',
    ]) {
      const res = await t.request('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ type: string }>().type, url).toBe('general_argument_invalid');
    }
  });
});

describe('other control and invisible characters', () => {
  it('a sign-up name is one line of printable text without bidi or zero-width characters', async () => {
    for (const name of [
      'Hi there,\n\nYour account is locked. Unlock: http://evil.example/unlock',
      'Eve\u0007',
      'Eve \u202Egnp.exe',
      'E\u200Bve',
      '\u2066Eve\u2069',
    ]) {
      const res = await t.request('POST', '/api/account', {
        body: { email: uniqueEmail('names'), password: 'long-enough-password', name },
      });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^Invalid `name` param: /);
    }
    const accented = await t.request('POST', '/api/account', {
      body: {
        email: uniqueEmail('names'),
        password: 'long-enough-password',
        name: 'Zoë Ñúñez-Łukasz',
      },
    });
    expect(accented.statusCode).toBe(201);
  });

  it('names with invisible characters or no letter are refused at sign-up and in settings', async () => {
    const person = await onboardedPerson(t, 'mentee', { name: 'Maya Okafor' });
    for (const name of [
      'Ma\u00ADya',
      'Maya \u3164',
      '\u2800Maya',
      'Maya\u{E0041}\u{E007F}',
      '\u3164\u3164\u3164',
      '---',
    ]) {
      const signUp = await t.request('POST', '/api/account', {
        body: { email: uniqueEmail('names'), password: 'long-enough-password', name },
      });
      expect(signUp.statusCode, JSON.stringify(name)).toBe(400);
      const body = signUp.json<{ message: string; type: string }>();
      expect(body.type).toBe('general_argument_invalid');
      expect(body.message).toMatch(/^Invalid `name` param: /);
      const settings = await t.request('PUT', '/api/settings/general', {
        session: person.session,
        body: { name, timeZone: 'Europe/Paris', language: 'en' },
      });
      expect(settings.statusCode, JSON.stringify(name)).toBe(400);
    }
    const general = await t.request('GET', '/api/settings/general', { session: person.session });
    expect(general.json<{ name: string }>().name).toBe('Maya Okafor');
  });

  it('multi-line texts keep their line breaks but refuse other control characters', async () => {
    const contact = (message: string) =>
      t.request('POST', '/api/contact', {
        body: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          subject: 'Hello',
          message,
        },
      });
    expect((await contact('Line one\nLine two')).statusCode).toBe(201);
    const bell = await contact('Line one\u0007');
    expect(bell.statusCode).toBe(400);
    expect(bell.json<{ message: string }>().message).toBe(
      'Invalid `message` param: Must not contain control characters.',
    );
  });
});

describe('deeply nested JSON', () => {
  it('answers 400 on every state-changing route, never 500', async () => {
    const body = '['.repeat(5000) + ']'.repeat(5000);
    for (const [method, path] of stateChangingRoutes()) {
      await expectRefused(method, path, body, {
        message: 'The request body nests deeper than 32 levels.',
        code: 400,
        type: 'general_bad_request',
      });
    }
  });

  it('still accepts ordinary nesting and brackets inside strings', async () => {
    const user = await makeUser(t, { name: 'Ada [[[{{{ Lovelace' });
    expect(user.name).toBe('Ada [[[{{{ Lovelace');
  });
});
