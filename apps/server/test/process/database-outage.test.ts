import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanUp,
  isAlive,
  makeDataDir,
  postmasterPid,
  startServerProcess,
  type ServerProcess,
} from './server-process.ts';

/**
 * The embedded PostgreSQL dies under a running server (the API answered 500 and
 * nothing recovered). While it is down the API answers 503 with Retry-After; the server
 * starts it again, and the API answers by itself within 30 s of the database being back
 * (docs/decisions/0010-embedded-postgres-supervision.md).
 */

let server: ServerProcess | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  if (dataDir) await cleanUp(server, dataDir);
  server = undefined;
  dataDir = undefined;
});

async function call(path: string, body?: unknown) {
  const res = await fetch(`${server!.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe('when the embedded PostgreSQL is killed', () => {
  it('the API answers 503 with Retry-After, then recovers by itself and keeps the data', async () => {
    dataDir = await makeDataDir();
    server = await startServerProcess(dataDir);
    const email = `outage-${Date.now()}@example.com`;
    const signUp = await call('/api/account', {
      email,
      password: 'outage-password',
      name: 'Out Age',
    });
    expect(signUp.status, signUp.text).toBe(201);

    const pid = (await postmasterPid(dataDir))!;
    expect(isAlive(pid)).toBe(true);
    process.kill(pid, 'SIGKILL');

    // Down: every answer is a 503 with Retry-After (or, once back, a 200), never a 500.
    const statuses: number[] = [];
    let unavailable: Awaited<ReturnType<typeof call>> | undefined;
    const killedAt = Date.now();
    let backAt: number | undefined;
    while (Date.now() - killedAt < 60_000) {
      const res = await call('/api/mentors');
      statuses.push(res.status);
      if (res.status === 503) unavailable ??= res;
      if (res.status === 200 && unavailable) {
        backAt = Date.now();
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(statuses, server.output()).not.toContain(500);
    expect(unavailable, 'a 503 while the database was down').toBeDefined();
    expect(Number(unavailable!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(JSON.parse(unavailable!.text)).toMatchObject({
      code: 503,
      type: 'general_service_unavailable',
    });
    expect(backAt, `the API answered again; output:\n${server.output()}`).toBeDefined();
    expect(backAt! - killedAt).toBeLessThan(30_000);

    // A new postmaster runs, and what was acknowledged before the crash is still there.
    const newPid = await postmasterPid(dataDir);
    expect(newPid).not.toBe(pid);
    expect(isAlive(newPid!)).toBe(true);
    const again = await call('/api/account', {
      email,
      password: 'outage-password',
      name: 'Out Age',
    });
    expect(again.status).toBe(409);
    expect((await call('/healthz')).status).toBe(200);
  }, 120_000); // a server start, a crash and a restart: slow on a loaded 2-core machine
});
