import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from './load.ts';

/**
 * The booking contention phase's load: many signed-in mentees sending `POST /api/bookings`
 * for the same few slots at once. Every request has its own cookie and body and every
 * answer's error type is counted, so this drives plain keep-alive `node:http` connections
 * (a closed loop: each connection sends its next attempt when the previous one is answered)
 * rather than autocannon, whose requests repeat.
 */

/** One booking request: who sends it and what it asks for. */
export interface BookingAttempt {
  cookie: string;
  /** The JSON body of `POST /api/bookings` (contract `CreateBooking`). */
  body: string;
}

export interface ContentionResult {
  /** Answers received (any status), and how long the phase lasted in seconds. */
  answers: number;
  seconds: number;
  /** 201 answers. */
  created: number;
  /** 409 answers by error type, e.g. `booking_slot_unavailable`, `booking_mentee_busy`. */
  conflicts: Record<string, number>;
  /** Anything else, by status (`500`, …) or `error` / `timeout` when no answer came. */
  other: Record<string, number>;
  /** Latency of every answer (201 and 409 alike) in milliseconds. */
  p50: number;
  p95: number;
  p99: number;
  /** Latency of 201 answers only. */
  p99Created: number;
  /** Attempts not sent because the time limit came first. */
  unsent: number;
}

/** A small deterministic PRNG (mulberry32), so every run sends the same attempts. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Attempts in waves of `perWave`: wave `w` asks for slot `starts[2w]` (a quarter of its
 * requests for the next slot, `starts[2w + 1]`, which the 15-minute buffer makes collide
 * with it) with a random mentor, by random mentees. Consecutive attempts are in flight
 * together, so each wave is a burst of requests for the same few times: per mentor at most
 * one of them can win. Every fifth attempt repeats the previous one's mentee and time with
 * another mentor, so mentees race themselves too.
 */
export function contentionAttempts(input: {
  mentors: { id: string; planId: string }[];
  mentees: { cookie: string }[];
  /** Bookable starts (ISO instants) common to all `mentors`, ascending. */
  starts: string[];
  waves: number;
  perWave: number;
  seed: number;
}): BookingAttempt[] {
  const random = prng(input.seed);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
  const waves = Math.min(input.waves, Math.floor(input.starts.length / 2));
  const attempts: BookingAttempt[] = [];
  for (let w = 0; w < waves; w++) {
    let previous: { cookie: string; mentor: number; start: string } | undefined;
    for (let k = 0; k < input.perWave; k++) {
      // Every fifth attempt is the previous attempt's mentee asking another mentor for the
      // same time at once: only one of the two may hold it (the mentee's own overlap rule).
      const self = k % 5 === 4 && previous !== undefined && input.mentors.length > 1;
      const mentorIndex = self
        ? (previous!.mentor + 1 + Math.floor(random() * (input.mentors.length - 1))) %
          input.mentors.length
        : Math.floor(random() * input.mentors.length);
      const start = self ? previous!.start : input.starts[2 * w + (random() < 0.25 ? 1 : 0)]!;
      const cookie = self ? previous!.cookie : pick(input.mentees).cookie;
      const mentor = input.mentors[mentorIndex]!;
      previous = { cookie, mentor: mentorIndex, start };
      attempts.push({
        cookie,
        body: JSON.stringify({
          mentorId: mentor.id,
          planId: mentor.planId,
          start,
          agenda: 'Preparing for a staff engineer interview loop.',
          timeZone: 'America/New_York',
        }),
      });
    }
  }
  return attempts;
}

interface Answer {
  status: number | 'error' | 'timeout';
  type?: string;
  ms: number;
}

function send(agent: http.Agent, url: URL, attempt: BookingAttempt): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: '/api/bookings',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(attempt.body),
          cookie: attempt.cookie,
        },
        timeout: 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - started;
          const status = res.statusCode ?? 0;
          let type: string | undefined;
          if (status !== 201) {
            try {
              type = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type?: string }).type;
            } catch {
              /* not JSON */
            }
          }
          resolve({ status, type, ms });
        });
        res.on('error', () => resolve({ status: 'error', ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      resolve({ status: 'timeout', ms: performance.now() - started });
    });
    req.on('error', () => resolve({ status: 'error', ms: performance.now() - started }));
    req.end(attempt.body);
  });
}

/**
 * Send `attempts` in order from `connections` keep-alive connections, each sending its next
 * attempt as soon as its previous one is answered, until all are answered or `maxSeconds`
 * have passed (the attempts left are counted as unsent).
 */
export async function runContention(
  baseUrl: string,
  attempts: BookingAttempt[],
  connections: number,
  maxSeconds: number,
): Promise<ContentionResult> {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const answers: Answer[] = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  const worker = async () => {
    while (next < attempts.length && performance.now() < deadline) {
      const attempt = attempts[next++]!;
      answers.push(await send(agent, url, attempt));
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();

  const conflicts: Record<string, number> = {};
  const other: Record<string, number> = {};
  const created: number[] = [];
  for (const a of answers) {
    if (a.status === 201) created.push(a.ms);
    else if (a.status === 409) {
      const key = a.type ?? 'unknown';
      conflicts[key] = (conflicts[key] ?? 0) + 1;
    } else other[String(a.status)] = (other[String(a.status)] ?? 0) + 1;
  }
  const all = Float64Array.from(answers.map((a) => a.ms)).sort();
  return {
    answers: answers.length,
    seconds,
    created: created.length,
    conflicts,
    other,
    p50: percentile(all, 0.5),
    p95: percentile(all, 0.95),
    p99: percentile(all, 0.99),
    p99Created: percentile(Float64Array.from(created).sort(), 0.99),
    unsent: attempts.length - next,
  };
}
