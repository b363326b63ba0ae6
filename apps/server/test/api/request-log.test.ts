import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Request logging at one line per request (docs/performance.md#the-hot-endpoints: two
 * lines per request, each redacted and written synchronously, cost 3.5 % of the CPU under
 * load). The line keeps what the two lines held.
 */

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({
    env: { LOG_LEVEL: 'info' },
    logDestination: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(() => t?.close());

/** The parsed log lines of the request whose id is `reqId`. */
const linesOf = (reqId: string) =>
  lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.reqId === reqId);

describe('request log lines', () => {
  it('one line per request, with the request, its status and its time', async () => {
    lines.length = 0;
    await t.request('GET', '/healthz?secret=abc');
    const reqIds = new Set(lines.map((l) => (JSON.parse(l) as { reqId?: string }).reqId));
    reqIds.delete(undefined);
    expect(reqIds.size).toBe(1);
    const [reqId] = [...reqIds];
    const own = linesOf(reqId!);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/healthz' },
      res: { statusCode: 200 },
    });
    expect(typeof own[0]!.responseTime).toBe('number');
    expect(JSON.stringify(own[0])).not.toContain('secret=abc');
  });

  it('an unknown API path is still logged with its 404', async () => {
    lines.length = 0;
    const res = await t.request('GET', '/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    const completed = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({
      req: { method: 'GET', url: '/api/no-such-thing' },
      res: { statusCode: 404 },
    });
  });
});
