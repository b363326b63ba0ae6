import assert from 'node:assert/strict';
import type { Response as InjectResponse } from 'light-my-request';
import { uniqueEmail, uniquePassword } from '../../src/db/seed/makers.ts';
import { SESSION_COOKIE } from '../../src/lib/auth.ts';
import type { TestApp } from './app.ts';
import type { CaughtMail } from './smtp-catcher.ts';

/**
 * API-driven test data factories (docs/architecture.md#tests): every user is made through the API,
 * with the unique values of the shared makers (src/db/seed/makers.ts, also used by the e2e tests
 * and the demo seed), so tests never share or collide on rows.
 */

/** A user made by {@link makeUser}, with what a person would know about their account. */
export interface TestUser {
  id: string;
  email: string;
  name: string;
  password: string;
  /** The link of the verification mail the sign-up sent. */
  verificationLink: URL;
}

/**
 * Every `http(s)` link in a plain-text mail, and every `href` of its HTML (entities decoded).
 */
export function mailLinks(mail: Pick<CaughtMail, 'text' | 'html'>): { text: URL[]; html: URL[] } {
  const text = (mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((l) => new URL(l));
  const html = [...mail.html.matchAll(/href="([^"]+)"/g)].map(
    (m) =>
      new URL(
        m[1]!
          .replaceAll('&amp;', '&')
          .replaceAll('&quot;', '"')
          .replaceAll('&#39;', "'")
          .replaceAll('&#x27;', "'")
          .replaceAll('&lt;', '<')
          .replaceAll('&gt;', '>'),
      ),
  );
  return { text, html };
}

/**
 * The link to `pathname` in a mail, checked to be the same in the text and the HTML part
 * (a reader of either gets a working link).
 */
export function linkTo(mail: Pick<CaughtMail, 'text' | 'html'>, pathname: string): URL {
  const { text, html } = mailLinks(mail);
  const inText = text.filter((u) => u.pathname === pathname);
  assert.equal(inText.length, 1, `one ${pathname} link in the text part:\n${mail.text}`);
  const link = inText[0]!;
  assert.ok(
    html.some((u) => u.href === link.href),
    `the HTML part links to ${link.href}`,
  );
  return link;
}

/** Whether `mail` is the verification mail sent to `email`. */
export const isVerificationMailTo = (email: string) => (mail: CaughtMail) =>
  mail.to.includes(email) && mail.subject.startsWith('Verify your email');

/** Whether `mail` is the password-reset mail sent to `email`. */
export const isRecoveryMailTo = (email: string) => (mail: CaughtMail) =>
  mail.to.includes(email) && mail.subject.startsWith('Reset your');

/**
 * Sign up through `POST /api/account` and, with `verified`, open the link of the mail
 * that arrives (`PUT /api/account/verification` with its userId and secret).
 * @throws AssertionError when the API does not answer as a person would expect.
 */
export async function makeUser(
  t: TestApp,
  options: {
    verified?: boolean;
    name?: string;
    email?: string;
    password?: string;
    ip?: string;
  } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? uniquePassword();
  const name = options.name ?? 'Ada Lovelace';
  const res = await t.request('POST', '/api/account', {
    body: { email, password, name },
    ip: options.ip,
  });
  assert.equal(res.statusCode, 201, res.body);
  const user = res.json<{ id: string; email: string }>();
  const mail = await t.waitForMail(isVerificationMailTo(user.email));
  const verificationLink = linkTo(mail, '/login');
  if (options.verified) {
    const verify = await t.request('PUT', '/api/account/verification', {
      body: {
        userId: verificationLink.searchParams.get('userId'),
        secret: verificationLink.searchParams.get('secret'),
      },
    });
    assert.equal(verify.statusCode, 200, verify.body);
  }
  return { id: user.id, email: user.email, name, password, verificationLink };
}

/** The session token a response set in the `pathwise_session` cookie, if any. */
export function sessionTokenOf(res: InjectResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie?.value || undefined;
}

/**
 * Sign in through `POST /api/account/sessions/email`; returns the session token.
 * @throws AssertionError unless the answer is 201 with a session cookie.
 */
export async function signIn(
  t: TestApp,
  user: { email: string; password: string },
  options: { ip?: string } = {},
): Promise<string> {
  const res = await t.request('POST', '/api/account/sessions/email', {
    body: { email: user.email, password: user.password },
    ip: options.ip,
  });
  assert.equal(res.statusCode, 201, res.body);
  const token = sessionTokenOf(res);
  assert.ok(token, 'a session cookie');
  return token;
}
