import { createHash } from 'node:crypto';
import { buildTestApp, makeUser, signIn, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, expect, it } from 'vitest';

/**
 * `PUT /api/account/verification`: the link of the verification mail
 * (docs/product.md#71-account-api).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const INVALID_TOKEN = {
  message: 'Invalid token passed in the request.',
  code: 401,
  type: 'user_invalid_token',
};

const verify = (userId: string | null, secret: string | null) =>
  t.request('PUT', '/api/account/verification', { body: { userId, secret } });

it('verifies the email once; the account then shows emailVerification: true', async () => {
  const user = await makeUser(t);
  const session = await signIn(t, user);
  const before = await t.request('GET', '/api/account', { session });
  expect(before.json()).toMatchObject({ id: user.id, emailVerification: false });

  const userId = user.verificationLink.searchParams.get('userId');
  const secret = user.verificationLink.searchParams.get('secret');
  const first = await verify(userId, secret);
  expect(first.statusCode).toBe(200);
  expect(first.json()).toMatchObject({ userId: user.id });

  const after = await t.request('GET', '/api/account', { session });
  expect(after.statusCode).toBe(200);
  expect(after.json()).toMatchObject({ id: user.id, emailVerification: true });

  // Opened again (docs/product.md#211-login): the account is verified, and the answer says so.
  const second = await verify(userId, secret);
  expect(second.statusCode).toBe(409);
  expect(second.json()).toEqual({
    message: 'This email address is already verified.',
    code: 409,
    type: 'user_already_verified',
  });
});

it('says an expired link of a verified account is spent; another account learns nothing', async () => {
  const user = await makeUser(t);
  const secret = user.verificationLink.searchParams.get('secret');
  expect((await verify(user.id, secret)).statusCode).toBe(200);
  await t.db.query(
    `update account_tokens set expires_at = now() - interval '1 second' where user_id = $1`,
    [user.id],
  );
  const again = await verify(user.id, secret);
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({ type: 'user_already_verified' });
  // Someone else's id with this secret learns nothing about that account.
  const other = await makeUser(t);
  await verify(other.id, other.verificationLink.searchParams.get('secret'));
  const stranger = await verify(other.id, secret);
  expect(stranger.statusCode).toBe(401);
  expect(stranger.json()).toEqual(INVALID_TOKEN);
});

it('refuses a wrong secret and leaves the account unverified', async () => {
  const user = await makeUser(t);
  const res = await verify(user.id, 'f'.repeat(64));
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual(INVALID_TOKEN);

  const session = await signIn(t, user);
  const account = await t.request('GET', '/api/account', { session });
  expect(account.json()).toMatchObject({ emailVerification: false });
});

it("refuses another account's secret", async () => {
  const ada = await makeUser(t);
  const bob = await makeUser(t);
  const res = await verify(bob.id, ada.verificationLink.searchParams.get('secret'));
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual(INVALID_TOKEN);
});

it('refuses an expired link', async () => {
  const user = await makeUser(t);
  await t.db.query(
    `update account_tokens set expires_at = now() - interval '1 second'
     where user_id = $1 and kind = 'verification'`,
    [user.id],
  );
  const res = await verify(user.id, user.verificationLink.searchParams.get('secret'));
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual(INVALID_TOKEN);
});

it('stores only a hash of the secret', async () => {
  const user = await makeUser(t);
  const secret = user.verificationLink.searchParams.get('secret')!;
  const { rows } = await t.db.query<{ row: string; secret_hash: string }>(
    'select secret_hash, row_to_json(account_tokens)::text as row from account_tokens where user_id = $1',
    [user.id],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]!.row).not.toContain(secret);
  expect(rows[0]!.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
});

it('names a missing parameter', async () => {
  const res = await t.request('PUT', '/api/account/verification', { body: { userId: 'abc' } });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    message: 'Missing required parameter: "secret"',
    code: 400,
    type: 'general_argument_invalid',
  });
});
