import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A verified account for the load tests, made the way a person makes one: sign up through the
 * API, read the verification mail (kept in the dev mailbox because SMTP_URL is unset), open
 * its link's userId and secret with `PUT /api/account/verification`.
 */

export interface BenchAccount {
  email: string;
  password: string;
  /** `pathwise_session=<token>`, ready for a `Cookie` header. */
  cookie: string;
}

async function call(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  return fetch(baseUrl + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}

async function expectStatus(res: Response, status: number, what: string): Promise<void> {
  if (res.status !== status)
    throw new Error(`${what}: expected ${status}, got ${res.status} ${await res.text()}`);
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Undo HTML escaping until nothing changes (the mail's HTML sits escaped inside `srcdoc`). */
function unescapeHtml(text: string): string {
  let prev: string;
  do {
    prev = text;
    text = text.replace(/&(amp|lt|gt|quot|#39);/g, (m) => ENTITIES[m]!);
  } while (text !== prev);
  return text;
}

/**
 * Polls the dev mailbox for a mail to `email` holding a verification link; returns its page's
 * HTML. The list is newest first; only the page of a mail is trusted to say whom it went to,
 * so the list's layout can change without breaking this.
 */
async function readMail(baseUrl: string, email: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const list = await call(baseUrl, 'GET', '/dev/mailbox');
    await expectStatus(list, 200, 'GET /dev/mailbox');
    const ids = [...(await list.text()).matchAll(/href="\/dev\/mailbox\/(\d+)"/g)].map(
      (m) => m[1]!,
    );
    for (const id of ids.slice(0, 5)) {
      const page = await call(baseUrl, 'GET', `/dev/mailbox/${id}`);
      await expectStatus(page, 200, `GET /dev/mailbox/${id}`);
      const html = await page.text();
      if (unescapeHtml(html).includes(email) && hasVerificationLink(html)) return html;
    }
    // The mail goes through the pg-boss queue, so it appears a moment after sign-up.
    await sleep(250);
  }
  throw new Error(`No mail to ${email} reached the dev mailbox within ${timeoutMs / 1000} s.`);
}

function hasVerificationLink(html: string): boolean {
  try {
    verificationParams(html);
    return true;
  } catch {
    return false;
  }
}

/** The `userId` and `secret` of the first `/login?userId=…&secret=…` link in a mail page. */
export function verificationParams(html: string): { userId: string; secret: string } {
  // Unescape first: inside `srcdoc` the quotes around an href are themselves escaped.
  for (const raw of unescapeHtml(html).match(/https?:\/\/[^\s"'<>]+/g) ?? []) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      continue;
    }
    const userId = url.searchParams.get('userId');
    const secret = url.searchParams.get('secret');
    if (url.pathname === '/login' && userId && secret) return { userId, secret };
  }
  throw new Error('The verification mail holds no /login?userId=…&secret=… link.');
}

/**
 * Sign up, verify and sign in one fresh account on the server at `baseUrl`.
 * @throws Error naming the step and the status that went wrong.
 */
export async function createVerifiedAccount(baseUrl: string): Promise<BenchAccount> {
  const email = `bench-${Date.now()}-${process.pid}@example.com`;
  const password = 'bench-password-1234';
  await expectStatus(
    await call(baseUrl, 'POST', '/api/account', { email, password, name: 'Bench User' }),
    201,
    'POST /api/account',
  );
  const { userId, secret } = verificationParams(await readMail(baseUrl, email));
  await expectStatus(
    await call(baseUrl, 'PUT', '/api/account/verification', { userId, secret }),
    200,
    'PUT /api/account/verification',
  );

  const login = await call(baseUrl, 'POST', '/api/account/sessions/email', { email, password });
  await expectStatus(login, 201, 'POST /api/account/sessions/email');
  const token = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('pathwise_session='));
  if (!token) throw new Error('Signing in set no pathwise_session cookie.');

  const me = await call(baseUrl, 'GET', '/api/account', undefined, token);
  await expectStatus(me, 200, 'GET /api/account');
  const user = (await me.json()) as { emailVerification?: boolean };
  if (user.emailVerification !== true) throw new Error('The account is still unverified.');
  return { email, password, cookie: token };
}
