import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanUp,
  isAlive,
  makeDataDir,
  postmasterPid,
  processesUsing,
  startServerProcess,
  type ServerProcess,
} from './server-process.ts';

/**
 * The server as an operator runs it: real processes from
 * `scripts/start.mjs`, each with the embedded PostgreSQL under its own DATA_DIR.
 * Slow by nature (initdb, start-up), hence the long timeouts.
 */

const started: Array<{ server?: ServerProcess; dataDir: string }> = [];
afterEach(async () => {
  while (started.length) {
    const { server, dataDir } = started.pop()!;
    await cleanUp(server, dataDir);
  }
});

async function start(dataDir: string): Promise<ServerProcess> {
  const entry: { server?: ServerProcess; dataDir: string } = { dataDir };
  started.push(entry);
  entry.server = await startServerProcess(dataDir);
  return entry.server;
}

async function newDataDir(): Promise<string> {
  const dataDir = await makeDataDir();
  started.push({ dataDir });
  return dataDir;
}

/** Send JSON to the server; no Origin header, like any non-browser client. */
async function call(
  server: ServerProcess,
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/**
 * Wait for the verification mail to `email` at /dev/mailbox and return its link.
 * Usually a second; up to about 100 s when the killed process had the mail job in hand: the
 * job then expires (60 s) and is retried at the next pg-boss maintenance (every 30 s).
 */
async function verificationLinkFromMailbox(server: ServerProcess, email: string): Promise<URL> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    const list = await call(server, 'GET', '/dev/mailbox');
    const row = list.text.split('<tr>').find((r) => r.includes(email));
    const id = row?.match(/href="\/dev\/mailbox\/(\d+)"/)?.[1];
    if (id) {
      const page = await call(server, 'GET', `/dev/mailbox/${id}`);
      const plain = page.text.slice(page.text.indexOf('<pre>'));
      const href = plain.match(/href="(http:\/\/[^"]+\/login\?[^"]+)"/)?.[1];
      if (!href) throw new Error(`No /login link in the mail:\n${page.text}`);
      return new URL(href.replaceAll('&amp;', '&'));
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `No mail to ${email} in /dev/mailbox within 150 s. Server output:\n${server.output()}`,
  );
}

describe('a server process', () => {
  it('keeps an acknowledged sign-up through SIGKILL; after a restart the account verifies and signs in', async () => {
    const dataDir = await newDataDir();
    const first = await start(dataDir);
    const email = `crash-${Date.now()}@example.com`;
    const password = 'crash-test-password';
    const signUp = await call(first, 'POST', '/api/account', {
      email,
      password,
      name: 'Crash Test',
    });
    expect(signUp.status, signUp.text).toBe(201);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    // The killed process could not stop its PostgreSQL: the next start must deal with it.
    const orphan = await postmasterPid(dataDir);
    expect(orphan && isAlive(orphan), 'the first PostgreSQL is still running').toBe(true);

    const second = await start(dataDir);
    expect(isAlive(orphan!), 'the restart stopped the orphaned PostgreSQL').toBe(false);
    expect(await postmasterPid(dataDir)).not.toBe(orphan);

    const link = await verificationLinkFromMailbox(second, email);
    expect(link.searchParams.get('userId')).toBe((JSON.parse(signUp.text) as { id: string }).id);
    const verify = await call(second, 'PUT', '/api/account/verification', {
      userId: link.searchParams.get('userId'),
      secret: link.searchParams.get('secret'),
    });
    expect(verify.status, verify.text).toBe(200);

    const signIn = await call(second, 'POST', '/api/account/sessions/email', { email, password });
    expect(signIn.status, signIn.text).toBe(201);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const account = await call(second, 'GET', '/api/account', undefined, cookie);
    expect(account.status).toBe(200);
    expect(JSON.parse(account.text)).toMatchObject({ email, emailVerification: true });
  }, 360_000);

  it('exits 0 within 10 s of SIGTERM and leaves no process on its DATA_DIR', async () => {
    const dataDir = await newDataDir();
    const server = await start(dataDir);
    const postgres = await postmasterPid(dataDir);
    expect(postgres && isAlive(postgres)).toBe(true);

    const sent = Date.now();
    server.child.kill('SIGTERM');
    const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 10_000).unref());
    const result = await Promise.race([server.exited, timeout]);
    expect(result, `no exit within 10 s. Output:\n${server.output()}`).not.toBe('timeout');
    expect(result).toEqual({ code: 0, signal: null });
    expect(Date.now() - sent).toBeLessThan(10_000);

    expect(isAlive(postgres!)).toBe(false);
    expect(
      await postmasterPid(dataDir),
      'PostgreSQL removed its pid file: a clean stop',
    ).toBeUndefined();
    expect(await processesUsing(dataDir)).toEqual([]);
  }, 180_000);

  it('starts with its DATA_DIR deep inside a private (0700) folder, as in a `mktemp -d` clone', async () => {
    // As root, PostgreSQL runs as `postgres`, which must traverse every folder above the
    // cluster (and above the binaries, for a checkout under such a folder).
    const privateRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'pathwise-private-'));
    try {
      await fs.chmod(privateRoot, 0o700);
      const dataDir = path.join(privateRoot, 'checkout', 'data');
      const server = await start(dataDir);
      const health = await call(server, 'GET', '/healthz');
      expect(health.status, server.output()).toBe(200);
      // A first start (initdb, the database created and migrated) logs no warning or error:
      // nothing queries the database before it exists.
      expect(server.output()).not.toMatch(/"level":(40|50|60)/);
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    } finally {
      await fs.rm(privateRoot, { recursive: true, force: true });
    }
  }, 180_000);

  it('runs side by side with another copy on its own PORT and DATA_DIR', async () => {
    const [dirA, dirB] = await Promise.all([newDataDir(), newDataDir()]);
    const [a, b] = await Promise.all([start(dirA), start(dirB)]);
    expect(a.port).not.toBe(b.port);

    for (const server of [a, b]) {
      const health = await call(server, 'GET', '/healthz');
      expect(health.status).toBe(200);
      expect(JSON.parse(health.text)).toEqual({ status: 'ok' });
    }

    // Separate databases: the same email signs up on each.
    const email = `twin-${Date.now()}@example.com`;
    for (const server of [a, b]) {
      const res = await call(server, 'POST', '/api/account', {
        email,
        password: 'twin-password',
        name: 'Twin',
      });
      expect(res.status, res.text).toBe(201);
    }

    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect(await a.exited).toEqual({ code: 0, signal: null });
    expect(await b.exited).toEqual({ code: 0, signal: null });
  }, 240_000);
});
