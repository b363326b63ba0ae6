import crypto from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Pool } from 'pg';
import { io, type Socket } from 'socket.io-client';

/**
 * The realtime benchmark (docs/performance.md): {@link REALTIME_PAIRS} mentee–mentor
 * conversations in a database both server processes share, every person signed in by a
 * session row, and the load: one socket per person ({@link REALTIME_PAIRS} × 2 clients),
 * mentees on process A, mentors on process B; mentees send through A's HTTP API at a steady
 * rate, mentors receive `message:new` on B, so every message crosses the Postgres adapter.
 */

export const REALTIME_PAIRS = 500;
/** The steps of the steady send rate, messages per second. */
export const REALTIME_RATES = [10, 50, 100, 200, 400];

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const pad = (n: number) => String(n).padStart(4, '0');

export interface RealtimePerson {
  id: string;
  /** `pathwise_session=<token>`, for a `Cookie` header. */
  cookie: string;
}

export interface RealtimeData {
  /** Connection string of the shared database (the embedded cluster the bench runs). */
  url: string;
  pairs: Array<{ mentee: RealtimePerson; mentor: RealtimePerson; conversationId: string }>;
  /** Milliseconds the writing took. */
  ms: number;
  /** Stop the shared cluster (after both servers stopped). */
  stop(): Promise<void>;
}

/**
 * Start the measured checkout's embedded PostgreSQL under `<dir>/postgres` (migrated by its
 * own code), write the people, sessions and conversations, and leave the cluster running for
 * the two servers, which get its URL as `DATABASE_URL`.
 */
export async function writeRealtimeData(root: string, dir: string): Promise<RealtimeData> {
  const server = path.join(root, 'apps/server/src');
  const { startDatabase } = (await import(path.join(server, 'db/bootstrap.ts'))) as {
    startDatabase: (opts: { dataDir: string; log: unknown }) => Promise<{
      url: string;
      database: { pool: Pool; close(): Promise<void> };
      embedded?: { stop(): Promise<void> };
    }>;
  };
  const { createLogger } = (await import(path.join(server, 'lib/logger.ts'))) as {
    createLogger: (level: string) => unknown;
  };
  const db = await startDatabase({ dataDir: dir, log: createLogger('silent') });
  const started = performance.now();
  const q = (text: string, values?: unknown[]) => db.database.pool.query(text, values);
  const person = (role: string, n: number): RealtimePerson & { token: string } => {
    const token = crypto.randomBytes(32).toString('base64url');
    return { id: `bench-rt-${role}-${pad(n)}`, token, cookie: `pathwise_session=${token}` };
  };
  const pairs = Array.from({ length: REALTIME_PAIRS }, (_, i) => ({
    mentee: person('mentee', i + 1),
    mentor: person('mentor', i + 1),
    conversationId: `bench-rt-conversation-${pad(i + 1)}`,
  }));
  try {
    const people = pairs.flatMap((p) => [
      { ...p.mentee, type: 'mentee' },
      { ...p.mentor, type: 'coach' },
    ]);
    await q(
      `insert into users (id, email, name, password_hash, email_verified_at)
       select id, id || '@example.com', 'Bench ' || id, 'unusable', now()
       from unnest($1::text[]) id`,
      [people.map((p) => p.id)],
    );
    await q(
      `insert into onboarding (user_id, user_type, completed_at)
       select id, type, now() from unnest($1::text[], $2::text[]) as t(id, type)`,
      [people.map((p) => p.id), people.map((p) => p.type)],
    );
    await q(
      `insert into sessions (id, user_id, token_hash, expires_at)
       select 'bench-rt-s-' || id, id, hash, now() + interval '1 day'
       from unnest($1::text[], $2::text[]) as t(id, hash)`,
      [people.map((p) => p.id), people.map((p) => sha256(p.token))],
    );
    await q(
      `insert into conversations (id, mentee_id, mentor_id)
       select c, e, m from unnest($1::text[], $2::text[], $3::text[]) as t(c, e, m)`,
      [
        pairs.map((p) => p.conversationId),
        pairs.map((p) => p.mentee.id),
        pairs.map((p) => p.mentor.id),
      ],
    );
    await q('vacuum analyze');
  } catch (err) {
    await db.database.close().catch(() => undefined);
    await db.embedded?.stop();
    throw err;
  }
  await db.database.close();
  return {
    url: db.url,
    pairs,
    ms: performance.now() - started,
    async stop() {
      await db.embedded?.stop();
    },
  };
}

/** Connect `count` sockets (`cookies[i]` to `urls[i]`), `batch` at a time. */
export async function connectClients(
  targets: Array<{ url: string; cookie: string }>,
  batch = 50,
): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < targets.length; i += batch) {
    const group = targets.slice(i, i + batch);
    sockets.push(
      ...(await Promise.all(
        group.map(
          ({ url, cookie }) =>
            new Promise<Socket>((resolve, reject) => {
              const socket = io(url, {
                path: '/socket.io',
                transports: ['websocket'],
                extraHeaders: { cookie },
                reconnection: false,
                forceNew: true,
              });
              const timer = setTimeout(() => {
                socket.close();
                reject(new Error('a bench socket did not connect within 20 s'));
              }, 20_000);
              socket.once('connect', () => {
                clearTimeout(timer);
                resolve(socket);
              });
              socket.once('connect_error', (err) => {
                clearTimeout(timer);
                socket.close();
                reject(new Error(`a bench socket was refused: ${err.message}`));
              });
            }),
        ),
      )),
    );
  }
  return sockets;
}

export interface RateStep {
  /** Messages per second asked for. */
  rate: number;
  /** POSTs started per second over the step. */
  sentPerS: number;
  sent: number;
  /** POSTs not answered 201. */
  failed: number;
  /** `message:new` received on the other process, within the step and its drain. */
  delivered: number;
  /** Delivery latency (send started → `message:new` on the mentor's socket), ms. */
  p50: number;
  p95: number;
  p99: number;
  /** Latency of the POST itself (its 201), ms, p95. */
  postP95: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

/**
 * Send at `rate` messages per second for `seconds` (open loop: a slow server gets a queue,
 * as from real people), round-robin over the pairs, each as the pair's mentee through
 * `senderUrl`; wait up to `drainMs` for the last deliveries. `receivers` are the mentors'
 * sockets (connected to the other process).
 */
export async function runRateStep(opts: {
  senderUrl: string;
  pairs: RealtimeData['pairs'];
  receivers: Socket[];
  rate: number;
  seconds: number;
  drainMs?: number;
}): Promise<RateStep> {
  const { senderUrl, pairs, receivers, rate, seconds } = opts;
  const step = crypto.randomBytes(3).toString('hex');
  const startedAt = new Map<string, number>();
  const latencies: number[] = [];
  const postLatencies: number[] = [];
  let failed = 0;
  const onMessage = (payload: { message: { clientId: string | null } }) => {
    const id = payload.message.clientId;
    const t0 = id ? startedAt.get(id) : undefined;
    if (t0 === undefined) return;
    startedAt.delete(id!);
    latencies.push(performance.now() - t0);
  };
  for (const s of receivers) s.on('message:new', onMessage);

  let sent = 0;
  const inFlight = new Set<Promise<void>>();
  const total = rate * seconds;
  const begin = performance.now();
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - begin) / 1000) * rate) + 1);
    while (sent < due) {
      const pair = pairs[sent % pairs.length]!;
      const clientId = `bench-${step}-${sent}`;
      sent++;
      const t0 = performance.now();
      startedAt.set(clientId, t0);
      const p = fetch(`${senderUrl}/api/conversations/${pair.conversationId}/messages`, {
        method: 'POST',
        headers: { cookie: pair.mentee.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ text: `Bench message ${clientId}`, clientId }),
        signal: AbortSignal.timeout(30_000),
      })
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.status === 201) postLatencies.push(performance.now() - t0);
          else failed++;
        })
        .catch(() => {
          failed++;
        })
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await sleep(5);
  }
  const sendSeconds = (performance.now() - begin) / 1000;
  await Promise.all(inFlight);
  const drainUntil = performance.now() + (opts.drainMs ?? 5000);
  while (startedAt.size > failed && performance.now() < drainUntil) await sleep(20);
  for (const s of receivers) s.off('message:new', onMessage);

  latencies.sort((a, b) => a - b);
  postLatencies.sort((a, b) => a - b);
  return {
    rate,
    sentPerS: sent / sendSeconds,
    sent,
    failed,
    delivered: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    postP95: percentile(postLatencies, 95),
  };
}

/**
 * Whether a step "held" the rate: the sender kept the pace (≥ 95 %), every POST was stored,
 * every message was delivered, and the delivery p95 stayed within twice the lowest rate's
 * (latency did not grow with the rate) and under 1 s.
 */
export function held(step: RateStep, baseline: RateStep): boolean {
  return (
    step.sentPerS >= 0.95 * step.rate &&
    step.failed === 0 &&
    step.delivered === step.sent &&
    step.p95 <= Math.max(2 * baseline.p95, 20) &&
    step.p95 < 1000
  );
}
