import { PASSWORD_LENGTH_MESSAGE, User } from '@pathwise/contracts';
import {
  buildTestApp,
  isVerificationMailTo,
  linkTo,
  uniqueEmail,
  uniquePassword,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** `POST /api/account` and the generic answers of the API. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signUp = (body: unknown) => t.request('POST', '/api/account', { body });

describe('POST /api/account', () => {
  it('creates an unverified account and answers with the user, nothing secret', async () => {
    const email = uniqueEmail('ada');
    const res = await signUp({ email, password: uniquePassword(), name: 'Ada Lovelace' });

    expect(res.statusCode).toBe(201);
    const body = res.json<Record<string, unknown>>();
    // Exactly the contract's fields: a new column cannot leak through.
    expect(User.strict().safeParse(body).success, res.body).toBe(true);
    expect(body).toMatchObject({ email, name: 'Ada Lovelace', emailVerification: false });
    expect(res.body).not.toMatch(/password|secret|hash|token/i);
  });

  it('mails a verification link to /login that works for 24 hours', async () => {
    const email = uniqueEmail('grace');
    const res = await signUp({ email, password: uniquePassword(), name: 'Grace Hopper' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();

    const mail = await t.catcher!.waitForMail(isVerificationMailTo(email));
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('Pathwise <no-reply@localhost>');
    expect(mail.subject).toBe('Verify your email for Pathwise');

    const link = linkTo(mail, '/login'); // the same link in the text and the HTML part
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.searchParams.get('userId')).toBe(id);
    expect(link.searchParams.get('secret')).toMatch(/^[0-9a-f]{64}$/);
    expect(link.href).toBe(
      `http://localhost:3000/login?userId=${id}&secret=${link.searchParams.get('secret')}`,
    );
    for (const part of [mail.text, mail.html]) {
      // A security mail greets without the typed name.
      expect(part).toContain('Hi,');
      expect(part).not.toContain('Grace Hopper');
      expect(part).toContain('Pathwise');
      expect(part).toContain('24 hours');
    }
  });

  it('refuses an email that is taken, whatever its case and spacing', async () => {
    const email = uniqueEmail('taken');
    expect((await signUp({ email, password: uniquePassword(), name: 'First' })).statusCode).toBe(
      201,
    );

    const again = await signUp({
      email: `  ${email.toUpperCase()} `,
      password: uniquePassword(),
      name: 'Second',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'A user with the same id, email, or phone already exists in this project.',
      code: 409,
      type: 'user_already_exists',
    });
  });

  it('stores the email trimmed and lowercased', async () => {
    const email = uniqueEmail('mixed');
    const res = await signUp({
      email: ` ${email.toUpperCase()}  `,
      password: uniquePassword(),
      name: 'Mixed Case',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ email: string }>().email).toBe(email);
  });

  it.each([7, 257])('refuses a password of %i characters with the length message', async (n) => {
    const res = await signUp({ email: uniqueEmail(), password: 'x'.repeat(n), name: 'Short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `Invalid \`password\` param: ${PASSWORD_LENGTH_MESSAGE}`,
      code: 400,
      type: 'general_argument_invalid',
    });
  });

  it.each([8, 256])('accepts a password of %i characters', async (n) => {
    const res = await signUp({ email: uniqueEmail(), password: 'y'.repeat(n), name: 'Edge' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('names the first missing parameter', async () => {
    const res = await signUp({ password: uniquePassword(), name: 'No Email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Missing required parameter: "email"',
      code: 400,
      type: 'general_argument_invalid',
    });

    const noBody = await t.request('POST', '/api/account');
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json<{ message: string }>().message).toBe('Missing required parameter: "email"');
  });

  it('creates nothing when the request is refused', async () => {
    const email = uniqueEmail('refused');
    await signUp({ email, password: 'short', name: 'Nobody' });
    const { rows } = await t.db.query('select 1 from users where email = $1', [email]);
    expect(rows).toHaveLength(0);
  });
});

describe('answers to malformed requests are JSON errors', () => {
  it('400 for a body that is not JSON', async () => {
    const res = await t.request('POST', '/api/account', {
      body: '{"email": "a@b.co", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      message: 'The request body is not valid JSON.',
      code: 400,
      type: 'general_bad_request',
    });
  });

  it('413 for a body over 1 MiB', async () => {
    const res = await t.request('POST', '/api/account', {
      body: { email: uniqueEmail(), password: uniquePassword(), name: 'x'.repeat(1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      message: 'The request body is larger than 1 MiB.',
      code: 413,
      type: 'general_payload_too_large',
    });
  });

  it('404 for an unknown /api route, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.request(method, '/api/no-such-thing?x=1');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        message: `Route not found: ${method} /api/no-such-thing`,
        code: 404,
        type: 'general_route_not_found',
      });
    }
  });
});
