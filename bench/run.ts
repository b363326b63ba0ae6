/**
 * `npm run bench`: the walking skeleton's first figures, the
 * directory search ("Public site and discovery") and the booking phases.
 *
 * Starts the real server (`node scripts/start.mjs`, embedded PostgreSQL, temporary DATA_DIR,
 * free port, output to a log file), measures start-up, idle memory, sign-in latency and read
 * throughput; then, each on a DATA_DIR of its own, directory search, and slots and booking
 * contention (with the double bookings SQL finds afterwards); stops the server and prints one
 * table. Figures only: no assertion, no pass/fail;
 * the targets are printed beside them for reading. See README.md for what each figure means.
 *
 * Environment: BENCH_DURATION (seconds per load phase, default 10), BENCH_CONNECTIONS
 * (default 10), BENCH_KEEP_DATA=true keeps the temporary DATA_DIR, BENCH_ROOT measures another
 * checkout (a folder with `scripts/start.mjs` and installed `node_modules`), BENCH_PHASES
 * (comma-separated: skeleton, search, bookings, mentees; default all) runs some groups only.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { createVerifiedAccount } from './lib/account.ts';
import {
  auditBookings,
  CONTENTION_MENTEES,
  CONTENTION_MENTORS,
  SLOTS_BOOKINGS,
  writeBookingData,
  type BookingAudit,
} from './lib/booking-data.ts';
import { contentionAttempts, runContention, type ContentionResult } from './lib/booking-load.ts';
import { measureFirstLoadJs, type FirstLoadJs } from './lib/first-load-js.ts';
import {
  LIGHTHOUSE_CATEGORIES,
  lighthousePaths,
  runLighthouse,
  type LighthousePage,
} from './lib/lighthouse.ts';
import { runLoad, type LoadOptions, type LoadResult } from './lib/load.ts';
import { PRACTICE_VISITS, profileLoad, writePracticeData } from './lib/practice.ts';
import {
  isPostgres,
  machineCpuTicks,
  pssKiB,
  rssKiB,
  serverProcesses,
  type ProcessInfo,
} from './lib/proc.ts';
import { MENTEES, MENTEES_MIX, writeMenteesData } from './lib/mentees-data.ts';
import { SEARCH_MENTORS, SEARCH_MIX, writeSearchData } from './lib/search-data.ts';
import {
  SUMMARY_ACTIVITIES,
  SUMMARY_GOALS,
  SUMMARY_SESSIONS,
  writeSummaryData,
} from './lib/summary-data.ts';
import {
  connectClients,
  held,
  REALTIME_PAIRS,
  REALTIME_RATES,
  runRateStep,
  writeRealtimeData,
  type RateStep,
} from './lib/realtime.ts';
import {
  enableProfiling,
  markPhase,
  profilingDir,
  profilingRequested,
  writePhaseProfiles,
} from './lib/profile.ts';
import { freePort, killAllNow, startServer, stopAll, type RunningServer } from './lib/server.ts';
import { ensureWebBuilt, type WebBuild } from './lib/web-build.ts';

/** The checkout whose server is measured: this repository, or BENCH_ROOT (e.g. a clean export). */
const root = path.resolve(
  process.env.BENCH_ROOT || path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
);

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer`);
  return n;
}

const DURATION_S = intFromEnv('BENCH_DURATION', 10);
const CONNECTIONS = intFromEnv('BENCH_CONNECTIONS', 10);

/** Unmeasured load before each phase, so JIT compilation and pool growth are not timed. */
const WARMUP_S = 2;
const START_RUNS = 3;
/** Concurrent clients of the directory search phase. */
const SEARCH_CONNECTIONS = 20;
/** Concurrent clients of the booking phases (docs/performance.md). */
const BOOKING_CONNECTIONS = 20;
/** Days of slots one slots request asks for (a month view). */
const SLOTS_DAYS = 30;
/** The slots target: p99 below this many milliseconds. */
const SLOTS_P99_TARGET_MS = 30;
/** Waves of the contention phase; each sends BOOKING_CONNECTIONS requests for one or two slots. */
const CONTENTION_WAVES = 100;
/** The contention phase stops sending after this many seconds, whatever is left. */
const CONTENTION_MAX_S = 40;
/** …and its warm-up after this many, so the whole phase stays under a minute. */
const CONTENTION_WARMUP_MAX_S = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Concurrent clients of the mentees table phase (docs/performance.md). */
const MENTEES_CONNECTIONS = 20;
/** The mentees table target: p99 below this many milliseconds. */
const MENTEES_P99_TARGET_MS = 50;
/** Concurrent clients of the mentee home summary phase (docs/performance.md). */
const SUMMARY_CONNECTIONS = 20;
/** The summary target: p99 below this many milliseconds. */
const SUMMARY_P99_TARGET_MS = 30;
/** The groups of phases `BENCH_PHASES` can pick. */
const PHASE_GROUPS = [
  'skeleton',
  'search',
  'bookings',
  'mentees',
  'summary',
  'practice',
  'realtime',
] as const;
/** The realtime delivery target: p95 below this many milliseconds. */
const REALTIME_P95_TARGET_MS = 100;
type PhaseGroup = (typeof PHASE_GROUPS)[number];
/** The temporary DATA_DIRs, one per group, inside the bench's work folder. */
const DATA_DIRS = [
  'data',
  'search-data',
  'booking-data',
  'mentees-data',
  'summary-data',
  'practice-data',
  'realtime-data',
  'realtime-a',
  'realtime-b',
];
const IDLE_MS = 5000;
/** Linux USER_HZ: /proc reports CPU time in ticks of 10 ms. */
const TICKS_PER_S = 100;
const CPUS = os.availableParallelism();

/** The groups of phases to run: `BENCH_PHASES` (comma-separated), default all. */
function phasesFromEnv(): Set<PhaseGroup> {
  const raw = process.env.BENCH_PHASES;
  if (!raw) return new Set(PHASE_GROUPS);
  const picked = raw.split(',').map((p) => p.trim());
  for (const p of picked)
    if (!(PHASE_GROUPS as readonly string[]).includes(p))
      throw new Error(`BENCH_PHASES: unknown group ${p} (use ${PHASE_GROUPS.join(', ')})`);
  return new Set(picked as PhaseGroup[]);
}
const PHASES = phasesFromEnv();

interface Memory {
  nodeKiB: number;
  /** Non-PostgreSQL children of the Node process (e.g. esbuild's service for tsx). */
  helpers: { comm: string; kiB: number }[];
  pgKiB: number;
  pgCount: number;
  totalKiB: number;
  totalPssKiB: number;
}

interface Results {
  webBuild?: WebBuild;
  startMs: number[];
  memory?: Memory;
  signIn?: LoadResult;
  account?: LoadResult;
  healthz?: LoadResult;
  lighthouse?: LighthousePage[];
  firstLoadJs?: FirstLoadJs;
  /** Milliseconds the 10,000 search mentors took to write. */
  searchSeedMs?: number;
  search?: LoadResult;
  searchHealthz?: LoadResult;
  /** Milliseconds the booking phases' data took to write. */
  bookingSeedMs?: number;
  /** How many slots one answer of the slots phase holds. */
  slotsCount?: number;
  slots?: LoadResult;
  slotsHealthz?: LoadResult;
  /** Milliseconds the summary phase's data took to write. */
  summarySeedMs?: number;
  /** Bytes of one summary answer (JSON, uncompressed). */
  summaryBytes?: number;
  summary?: LoadResult;
  summaryHealthz?: LoadResult;
  contention?: ContentionResult;
  /** Attempts the contention phase prepared. */
  contentionAttempts?: number;
  bookingAudit?: BookingAudit;
  /** Milliseconds the mentees phase's data took to write. */
  menteesSeedMs?: number;
  mentees?: LoadResult;
  menteeDetail?: LoadResult;
  menteesHealthz?: LoadResult;
  /** Milliseconds the practice phases' 100,000 visits took to write. */
  practiceSeedMs?: number;
  /** Milliseconds of the first analytics answer (computed, not yet reused). */
  analyticsColdMs?: number;
  analytics?: LoadResult;
  analyticsHealthz?: LoadResult;
  profileAlone?: LoadResult;
  /** With `views`: the POSTs answered 2xx beside the GETs. */
  profileCounting?: LoadResult & { views: number };
  /** Visits per second of the paced profile phases: half of `profileAlone`'s req/s. */
  profileRate?: number;
  /** The profile GET at `profileRate` visits per second, without views. */
  profilePaced?: LoadResult;
  /** The same, each visit's GET followed by its view, as the page sends it after rendering. */
  profilePacedViews?: LoadResult & { views: number };
  /** Milliseconds the realtime phase's people and conversations took to write. */
  realtimeSeedMs?: number;
  /** Sockets connected in the realtime phase, and how long connecting them took (ms). */
  realtimeClients?: number;
  realtimeConnectMs?: number;
  /** RSS (KiB) of both server processes' Node before and after connecting the clients. */
  realtimeRssBeforeKiB?: number;
  realtimeRssAfterKiB?: number;
  realtimeSteps?: RateStep[];
  /** Other work on the machine (CPUs busy outside this benchmark and its server), per phase. */
  otherCpus: { phase: string; cpus: number }[];
  /**
   * CPU time of the server per answered request in each load phase (ms): its Node process, and
   * Node plus its PostgreSQL processes. CPU time, unlike throughput, hardly depends on what
   * else the machine runs, so it compares runs on a busy machine (docs/performance.md).
   */
  cpuPerRequest: { phase: string; nodeMs: number; allMs: number }[];
  loadBefore: number;
  loadAfter?: number;
  error?: string;
}

function progress(text: string) {
  process.stdout.write(`  · ${text}\n`);
}

/** CPU ticks `procs` used since `before` (pid → ticks); a process new since then counts in full. */
function ticksOf(before: Map<number, number>, procs: ProcessInfo[]): number {
  let sum = 0;
  for (const p of procs) sum += p.cpuTicks - (before.get(p.pid) ?? 0);
  return sum;
}

/**
 * Run `fn` and estimate how many CPUs other work (other helpers' builds and tests, anything
 * else) kept busy meanwhile: machine busy time minus the server's and this process's own.
 * Backends that exit during the phase take their CPU time with them, so this errs high.
 */
async function accounted<T>(
  server: Pick<RunningServer, 'pid' | 'dataDir'> | Array<Pick<RunningServer, 'pid' | 'dataDir'>>,
  phase: string,
  results: Results,
  fn: () => Promise<T>,
): Promise<T> {
  const servers = Array.isArray(server) ? server : [server];
  // Several servers (the realtime phase): their processes, each counted once.
  const processesOf = () => [
    ...new Map(
      servers.flatMap((x) => serverProcesses(x.pid, x.dataDir)).map((p) => [p.pid, p]),
    ).values(),
  ];
  const before = processesOf();
  const startTicks = new Map(before.map((p) => [p.pid, p.cpuTicks]));
  const machine0 = machineCpuTicks();
  const self0 = process.cpuUsage();
  const value = await markPhase(
    phase,
    servers.map((x) => x.pid),
    fn,
  );
  const machine1 = machineCpuTicks();
  const selfTicks = (() => {
    const u = process.cpuUsage(self0);
    return ((u.user + u.system) / 1e6) * TICKS_PER_S;
  })();
  const after = processesOf();
  const serverTicks = ticksOf(startTicks, after);
  const nodeTicks = ticksOf(
    startTicks,
    after.filter((p) => servers.some((x) => x.pid === p.pid)),
  );
  lastServerCpuMs = {
    node: (nodeTicks / TICKS_PER_S) * 1000,
    all: (serverTicks / TICKS_PER_S) * 1000,
  };
  const total = machine1.total - machine0.total;
  const otherBusy = Math.max(0, machine1.busy - machine0.busy - serverTicks - selfTicks);
  results.otherCpus.push({ phase, cpus: total > 0 ? (otherBusy / total) * CPUS : 0 });
  return value;
}

function measureMemory(server: RunningServer): Memory {
  const procs = serverProcesses(server.pid, server.dataDir);
  const pg = procs.filter(isPostgres);
  const helpers = procs
    .filter((p) => p.pid !== server.pid && !isPostgres(p))
    .map((p) => ({ comm: p.comm, kiB: rssKiB(p.pid) }));
  const nodeKiB = rssKiB(server.pid);
  const pgKiB = pg.reduce((sum, p) => sum + rssKiB(p.pid), 0);
  const helperKiB = helpers.reduce((sum, h) => sum + h.kiB, 0);
  return {
    nodeKiB,
    helpers,
    pgKiB,
    pgCount: pg.length,
    totalKiB: nodeKiB + helperKiB + pgKiB,
    totalPssKiB: procs.reduce((sum, p) => sum + pssKiB(p.pid), 0),
  };
}

/** CPU ms of the servers (their Node processes; with PostgreSQL) in the last accounted phase. */
let lastServerCpuMs = { node: 0, all: 0 };

async function load(
  server: RunningServer,
  results: Results,
  phase: string,
  options: Omit<LoadOptions, 'connections' | 'duration'>,
  connections = CONNECTIONS,
): Promise<LoadResult> {
  progress(`${phase}: ${WARMUP_S} s warm-up, then ${DURATION_S} s × ${connections} connections`);
  await runLoad({ ...options, connections, duration: WARMUP_S });
  const result = await accounted(server, phase, results, () =>
    runLoad({ ...options, connections, duration: DURATION_S }),
  );
  if (result.ok > 0)
    results.cpuPerRequest.push({
      phase,
      nodeMs: lastServerCpuMs.node / result.ok,
      allMs: lastServerCpuMs.all / result.ok,
    });
  return result;
}

/** Start-up, idle memory, sign-in, reads, Lighthouse and first-load JS, on the demo content. */
async function measureSkeleton(results: Results, logFd: number, dataDir: string, port: number) {
  progress('making sure the web app is built (Vite, only when stale)');
  results.webBuild = await ensureWebBuilt(root, logFd);

  const start = () => {
    fs.writeSync(logFd, `\n===== bench: starting the server at ${new Date().toISOString()}\n`);
    return startServer({ root, port, dataDir, logFd, env: { RATE_LIMITS: 'false' } });
  };

  progress('warm-up start and stop (initialises DATA_DIR, applies migrations)');
  await (await start()).stop();

  let server: RunningServer | undefined;
  for (let i = 1; i <= START_RUNS; i++) {
    server = await start();
    results.startMs.push(server.msToHealthy);
    progress(`start ${i}/${START_RUNS}: healthy after ${(server.msToHealthy / 1000).toFixed(2)} s`);
    if (i < START_RUNS) await server.stop();
  }
  if (!server) return;

  progress(`idle for ${IDLE_MS / 1000} s, then reading memory from /proc`);
  await accounted(server, 'idle', results, () => sleep(IDLE_MS));
  results.memory = measureMemory(server);

  progress('signing up and verifying a bench account through the dev mailbox');
  const account = await createVerifiedAccount(server.baseUrl);

  results.signIn = await load(server, results, 'sign-in', {
    url: `${server.baseUrl}/api/account/sessions/email`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  results.account = await load(server, results, 'GET /api/account', {
    url: `${server.baseUrl}/api/account`,
    headers: { cookie: account.cookie },
  });
  results.healthz = await load(server, results, 'GET /healthz', {
    url: `${server.baseUrl}/healthz`,
  });

  // The public pages, on this server with its demo content (docs/performance.md#lighthouse):
  // Lighthouse's scores, and the scripts its run of / requested.
  const paths = await lighthousePaths(server.baseUrl);
  progress(`Lighthouse 13 (mobile) on ${paths.join(', ')}`);
  results.lighthouse = await runLighthouse(server.baseUrl, paths);
  const home = results.lighthouse.find((p) => p.path === '/');
  if (home?.scripts.length) {
    progress('gzip size of the JavaScript the first load of / requested');
    results.firstLoadJs = await measureFirstLoadJs(home.scripts.map((s) => s.url));
  }
  await server.stop();
}

/**
 * Directory search on a database of its own with 10,000 mentors (not the demo content),
 * beside /healthz of the same server at the same concurrency.
 */
async function measureSearch(results: Results, logFd: number, searchDir: string, port: number) {
  progress(
    `writing ${SEARCH_MENTORS.toLocaleString('en')} mentors into ${searchDir} (SQL generate_series)`,
  );
  results.searchSeedMs = await writeSearchData(root, searchDir);
  const searchServer = await startServer({
    root,
    port,
    dataDir: searchDir,
    logFd,
    env: { RATE_LIMITS: 'false', SEED_DEMO: 'false' },
  });
  results.search = await load(
    searchServer,
    results,
    'GET /api/mentors (search mix)',
    { url: searchServer.baseUrl, paths: SEARCH_MIX },
    SEARCH_CONNECTIONS,
  );
  results.searchHealthz = await load(
    searchServer,
    results,
    'GET /healthz (search server)',
    { url: `${searchServer.baseUrl}/healthz` },
    SEARCH_CONNECTIONS,
  );
  await searchServer.stop();
}

/** The slots request of the slots phase: a month from now, shown in a mentee's zone. */
function slotsPath(mentorId: string, fromMs: number, days: number, timeZone?: string): string {
  const query = new URLSearchParams({
    from: new Date(fromMs).toISOString(),
    to: new Date(fromMs + days * DAY_MS).toISOString(),
    ...(timeZone ? { timeZone } : {}),
  });
  return `/api/mentors/${encodeURIComponent(mentorId)}/slots?${query.toString()}`;
}

async function fetchSlots(baseUrl: string, pathAndQuery: string): Promise<string[]> {
  const res = await fetch(baseUrl + pathAndQuery, { signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${pathAndQuery}: ${res.status} ${text}`);
  return (JSON.parse(text) as { slots: string[] }).slots;
}

/**
 * The booking phases (docs/performance.md#the-hot-endpoints) on a database of their own: slots of a
 * mentor with 500 bookings beside /healthz, then many mentees booking few mentors at once, then the
 * double bookings SQL finds once the server has stopped.
 */
async function measureBookings(results: Results, logFd: number, bookingDir: string, port: number) {
  progress(
    `writing the booking data into ${bookingDir} (a mentor with ${SLOTS_BOOKINGS} bookings, ${CONTENTION_MENTORS} more mentors, ${CONTENTION_MENTEES} signed-in mentees)`,
  );
  const data = await writeBookingData(root, bookingDir);
  results.bookingSeedMs = data.ms;
  const server = await startServer({
    root,
    port,
    dataDir: bookingDir,
    logFd,
    env: { RATE_LIMITS: 'false', SEED_DEMO: 'false' },
  });
  try {
    const slotsRequest = slotsPath(data.slotsMentor.id, Date.now(), SLOTS_DAYS, 'America/New_York');
    results.slotsCount = (await fetchSlots(server.baseUrl, slotsRequest)).length;
    const slotsUrl = server.baseUrl + slotsRequest;
    results.slots = await load(
      server,
      results,
      `GET /api/mentors/:id/slots (${SLOTS_DAYS} days)`,
      { url: slotsUrl },
      BOOKING_CONNECTIONS,
    );
    results.slotsHealthz = await load(
      server,
      results,
      'GET /healthz (booking server)',
      { url: `${server.baseUrl}/healthz` },
      BOOKING_CONNECTIONS,
    );

    // Contention: the measured waves book days 2–40 of the contention mentors (who share
    // their hours, so their slots are the same instants); the unmeasured warm-up books the
    // warm-up mentor from day 45 on, where it cannot collide with them.
    const now = Date.now();
    const starts = await fetchSlots(
      server.baseUrl,
      slotsPath(data.contentionMentors[0]!.id, now + 2 * DAY_MS, 38),
    );
    const warmStarts = await fetchSlots(
      server.baseUrl,
      slotsPath(data.warmupMentor.id, now + 45 * DAY_MS, 40),
    );
    progress(`POST /api/bookings: warm-up, 10 waves × ${BOOKING_CONNECTIONS} on another mentor`);
    await runContention(
      server.baseUrl,
      contentionAttempts({
        mentors: [data.warmupMentor],
        mentees: data.mentees,
        starts: warmStarts,
        waves: 10,
        perWave: BOOKING_CONNECTIONS,
        seed: 2,
      }),
      BOOKING_CONNECTIONS,
      CONTENTION_WARMUP_MAX_S,
    );
    const attempts = contentionAttempts({
      mentors: data.contentionMentors,
      mentees: data.mentees,
      starts,
      waves: CONTENTION_WAVES,
      perWave: BOOKING_CONNECTIONS,
      seed: 1,
    });
    results.contentionAttempts = attempts.length;
    progress(
      `POST /api/bookings: ${attempts.length} attempts (${attempts.length / BOOKING_CONNECTIONS} waves) × ${BOOKING_CONNECTIONS} connections, at most ${CONTENTION_MAX_S} s`,
    );
    results.contention = await accounted(server, 'POST /api/bookings (contention)', results, () =>
      runContention(server.baseUrl, attempts, BOOKING_CONNECTIONS, CONTENTION_MAX_S),
    );
  } finally {
    await server.stop();
  }
  progress('looking for double bookings with SQL (server stopped)');
  results.bookingAudit = await auditBookings(
    root,
    bookingDir,
    data.contentionMentors.map((m) => m.id),
  );
}

/**
 * The mentees table (docs/performance.md#the-hot-endpoints) on a database of its own: one mentor
 * with {@link MENTEES} mentees (bookings, goals, activities, assigned work), the table's request
 * mix and one mentee's page, then /healthz of the same server, all from {@link MENTEES_CONNECTIONS}
 * connections.
 */
async function measureMentees(results: Results, logFd: number, menteesDir: string, port: number) {
  progress(`writing ${MENTEES} mentees of one mentor into ${menteesDir} (SQL generate_series)`);
  const data = await writeMenteesData(root, menteesDir);
  results.menteesSeedMs = data.ms;
  const server = await startServer({
    root,
    port,
    dataDir: menteesDir,
    logFd,
    env: { RATE_LIMITS: 'false', SEED_DEMO: 'false' },
  });
  try {
    const headers = { cookie: data.cookie };
    const check = await fetch(`${server.baseUrl}${MENTEES_MIX[0]}`, {
      headers,
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await check.json()) as { summary?: { mentees: number } };
    if (check.status !== 200 || body.summary?.mentees !== MENTEES)
      throw new Error(`GET ${MENTEES_MIX[0]}: ${check.status} ${JSON.stringify(body)}`);
    results.mentees = await load(
      server,
      results,
      `GET /api/mentor/mentees (${MENTEES_MIX.length}-request mix)`,
      { url: server.baseUrl, paths: MENTEES_MIX, headers },
      MENTEES_CONNECTIONS,
    );
    results.menteeDetail = await load(
      server,
      results,
      'GET /api/mentor/mentees/:id',
      {
        url: `${server.baseUrl}/api/mentor/mentees/${data.menteeId}?timeZone=Europe/Berlin`,
        headers,
      },
      MENTEES_CONNECTIONS,
    );
    results.menteesHealthz = await load(
      server,
      results,
      'GET /healthz (mentees server)',
      { url: `${server.baseUrl}/healthz` },
      MENTEES_CONNECTIONS,
    );
  } finally {
    await server.stop();
  }
}

/**
 * The mentee home summary (docs/performance.md#the-hot-endpoints) on a database of its own: `GET
 * /api/me/summary` for a mentee with 50 goals, 500 activities and 100 sessions, beside /healthz.
 */
async function measureSummary(results: Results, logFd: number, summaryDir: string, port: number) {
  progress(
    `writing the summary data into ${summaryDir} (a mentee with ${SUMMARY_GOALS} goals, ${SUMMARY_ACTIVITIES} activities, ${SUMMARY_SESSIONS} sessions)`,
  );
  const data = await writeSummaryData(root, summaryDir);
  results.summarySeedMs = data.ms;
  const server = await startServer({
    root,
    port,
    dataDir: summaryDir,
    logFd,
    env: { RATE_LIMITS: 'false', SEED_DEMO: 'false' },
  });
  try {
    const url = `${server.baseUrl}/api/me/summary?timeZone=America%2FNew_York`;
    const headers = { cookie: data.cookie };
    const first = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
    const text = await first.text();
    if (first.status !== 200) throw new Error(`GET /api/me/summary: ${first.status} ${text}`);
    results.summaryBytes = Buffer.byteLength(text);
    results.summary = await load(
      server,
      results,
      'GET /api/me/summary',
      { url, headers },
      SUMMARY_CONNECTIONS,
    );
    results.summaryHealthz = await load(
      server,
      results,
      'GET /healthz (summary server)',
      { url: `${server.baseUrl}/healthz` },
      SUMMARY_CONNECTIONS,
    );
  } finally {
    await server.stop();
  }
}

async function measure(results: Results, logFd: number, dataDir: string) {
  const port = await freePort();
  const work = path.dirname(dataDir);
  if (PHASES.has('skeleton')) await measureSkeleton(results, logFd, dataDir, port);
  if (PHASES.has('search'))
    await measureSearch(results, logFd, path.join(work, 'search-data'), port);
  if (PHASES.has('bookings'))
    await measureBookings(results, logFd, path.join(work, 'booking-data'), port);
  if (PHASES.has('summary'))
    await measureSummary(results, logFd, path.join(work, 'summary-data'), port);
  if (PHASES.has('mentees'))
    await measureMentees(results, logFd, path.join(work, 'mentees-data'), port);
  if (PHASES.has('practice'))
    await measurePractice(results, logFd, path.join(work, 'practice-data'), port);
  if (PHASES.has('realtime')) await measureRealtime(results, logFd, work);
}

/** RSS in KiB of a server's Node process and its non-PostgreSQL helpers. */
function nodeRssKiB(server: RunningServer): number {
  return serverProcesses(server.pid, server.dataDir)
    .filter((p) => !isPostgres(p))
    .reduce((sum, p) => sum + rssKiB(p.pid), 0);
}

/**
 * Realtime (docs/performance.md#realtime-what-a-message-send-costs): two server processes on one
 * database (an embedded cluster this bench runs, given to both as DATABASE_URL), 1,000 sockets
 * (mentees on A, mentors on B), 500 conversations; mentees send through A's API at steady rates,
 * mentors receive on B.
 */
async function measureRealtime(results: Results, logFd: number, work: string) {
  progress(
    `writing ${REALTIME_PAIRS * 2} people with sessions and ${REALTIME_PAIRS} conversations into ${path.join(work, 'realtime-data')}`,
  );
  const data = await writeRealtimeData(root, path.join(work, 'realtime-data'));
  results.realtimeSeedMs = data.ms;
  const servers: RunningServer[] = [];
  const sockets: Array<{ close(): void }> = [];
  try {
    for (const name of ['realtime-a', 'realtime-b']) {
      const dir = path.join(work, name);
      fs.mkdirSync(dir, { recursive: true });
      servers.push(
        await startServer({
          root,
          port: await freePort(),
          dataDir: dir,
          logFd,
          env: { DATABASE_URL: data.url, RATE_LIMITS: 'false', SEED_DEMO: 'false' },
        }),
      );
    }
    const [a, b] = servers as [RunningServer, RunningServer];
    await sleep(3000);
    results.realtimeRssBeforeKiB = nodeRssKiB(a) + nodeRssKiB(b);
    progress(`connecting ${REALTIME_PAIRS * 2} sockets (mentees to A, mentors to B)`);
    const connectStart = performance.now();
    const mentees = await connectClients(
      data.pairs.map((p) => ({ url: a.baseUrl, cookie: p.mentee.cookie })),
    );
    sockets.push(...mentees);
    const mentors = await connectClients(
      data.pairs.map((p) => ({ url: b.baseUrl, cookie: p.mentor.cookie })),
    );
    sockets.push(...mentors);
    results.realtimeConnectMs = performance.now() - connectStart;
    results.realtimeClients = sockets.length;
    await sleep(3000);
    results.realtimeRssAfterKiB = nodeRssKiB(a) + nodeRssKiB(b);

    progress(`realtime warm-up: ${WARMUP_S} s at 20 msg/s`);
    await runRateStep({
      senderUrl: a.baseUrl,
      pairs: data.pairs,
      receivers: mentors,
      rate: 20,
      seconds: WARMUP_S,
    });
    results.realtimeSteps = [];
    for (const rate of REALTIME_RATES) {
      progress(`messages at ${rate}/s for ${DURATION_S} s, sent to A, received on B`);
      // Both servers and the shared cluster (its postmaster names realtime-data) count as ours.
      const ours = [a, b].map((x) => ({ pid: x.pid, dataDir: path.join(work, 'realtime-data') }));
      const step = await accounted(ours, `realtime ${rate} msg/s`, results, () =>
        runRateStep({
          senderUrl: a.baseUrl,
          pairs: data.pairs,
          receivers: mentors,
          rate,
          seconds: DURATION_S,
        }),
      );
      results.realtimeSteps.push(step);
      // Both servers' CPU per message sent (with the cluster's): comparable on a busy machine.
      if (step.sent > 0)
        results.cpuPerRequest.push({
          phase: `realtime ${rate} msg/s`,
          nodeMs: lastServerCpuMs.node / step.sent,
          allMs: lastServerCpuMs.all / step.sent,
        });
    }
  } finally {
    for (const s of sockets) s.close();
    for (const server of servers) await server.stop();
    await data.stop();
  }
}

/**
 * Analytics and views (docs/performance.md#the-hot-endpoints): the mentor's analytics over 100,000
 * visits beside `/healthz`, and the public profile's API alone and with view counting beside it.
 */
async function measurePractice(results: Results, logFd: number, dir: string, port: number) {
  progress(`writing ${PRACTICE_VISITS} profile visits into ${dir}`);
  const data = await writePracticeData(root, dir);
  results.practiceSeedMs = data.ms;
  // The bench is the proxy: each view names its own client address (a new visitor each).
  const server = await startServer({
    root,
    port,
    dataDir: dir,
    logFd,
    env: { RATE_LIMITS: 'false', SEED_DEMO: 'false', TRUST_PROXY: 'loopback' },
  });
  try {
    const cold = performance.now();
    await fetch(`${server.baseUrl}/api/mentor/analytics?range=90`, {
      headers: { cookie: data.cookie },
    });
    results.analyticsColdMs = performance.now() - cold;
    results.analytics = await load(
      server,
      results,
      'GET /api/mentor/analytics?range=90',
      { url: `${server.baseUrl}/api/mentor/analytics?range=90`, headers: { cookie: data.cookie } },
      BOOKING_CONNECTIONS,
    );
    results.analyticsHealthz = await load(
      server,
      results,
      'GET /healthz (practice server)',
      { url: `${server.baseUrl}/healthz` },
      BOOKING_CONNECTIONS,
    );
    const alone = 'GET /api/mentors/:id alone';
    for (const countViews of [false, 'beside'] as const) {
      const phase = countViews ? 'GET /api/mentors/:id with POST …/views beside it' : alone;
      progress(
        `${phase}: ${WARMUP_S} s warm-up, then ${DURATION_S} s × ${BOOKING_CONNECTIONS} connections`,
      );
      const opts = {
        baseUrl: server.baseUrl,
        mentorId: data.mentorId,
        connections: BOOKING_CONNECTIONS,
        countViews,
      };
      await profileLoad({ ...opts, duration: WARMUP_S });
      const r = await accounted(server, phase, results, () =>
        profileLoad({ ...opts, duration: DURATION_S }),
      );
      if (countViews) results.profileCounting = r;
      else results.profileAlone = r;
      viewCost(results, phase, r, alone, 'beside it');
    }
    // The latency a reader sees at a given traffic: half of what the profile served alone.
    const rate = Math.max(1, Math.round((results.profileAlone?.rps ?? 200) / 2));
    results.profileRate = rate;
    for (const countViews of [false, 'per-visit'] as const) {
      const phase = `GET /api/mentors/:id at ${rate} visits/s${countViews ? ', each with its view' : ''}`;
      progress(`${phase}: ${WARMUP_S} s warm-up, then ${DURATION_S} s`);
      const opts = {
        baseUrl: server.baseUrl,
        mentorId: data.mentorId,
        connections: BOOKING_CONNECTIONS,
        countViews,
        rate,
      };
      await profileLoad({ ...opts, duration: WARMUP_S });
      const r = await accounted(server, phase, results, () =>
        profileLoad({ ...opts, duration: DURATION_S }),
      );
      if (countViews) results.profilePacedViews = r;
      else results.profilePaced = r;
      viewCost(results, phase, r, alone, 'one per visit');
    }
  } finally {
    await server.stop();
  }
}

/**
 * Records the CPU per answered request of a profile phase: per GET for a phase without views,
 * otherwise per view, as the phase's CPU less its GETs at their cost in the closed-loop phase
 * `alone` (`label` names the way the views were sent).
 */
function viewCost(
  results: Results,
  phase: string,
  r: LoadResult & { views: number },
  alone: string,
  label: string,
): void {
  const aloneCost = results.cpuPerRequest.find((c) => c.phase === alone);
  if (r.views === 0 && r.ok > 0)
    results.cpuPerRequest.push({
      phase,
      nodeMs: lastServerCpuMs.node / r.ok,
      allMs: lastServerCpuMs.all / r.ok,
    });
  else if (aloneCost && r.views > 0)
    results.cpuPerRequest.push({
      phase: `POST /api/mentors/:id/views ${label} (phase CPU less its GETs at their cost alone)`,
      nodeMs: (lastServerCpuMs.node - r.ok * aloneCost.nodeMs) / r.views,
      allMs: (lastServerCpuMs.all - r.ok * aloneCost.allMs) / r.views,
    });
}

// ---------------------------------------------------------------- report

const mb = (kiB: number) => `${((kiB * 1024) / 1e6).toFixed(1)} MB`;
const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));
const s = (v: number) => `${(v / 1000).toFixed(2)} s`;
const rps = (v: number) => `${v >= 100 ? v.toFixed(0) : v.toFixed(1)} req/s`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function failures(r: LoadResult): string {
  return r.failed ? `, ${r.failed} failed (non-2xx or errors)` : '';
}

function gitDescription(): string {
  const quiet: ['ignore', 'pipe', 'ignore'] = ['ignore', 'pipe', 'ignore'];
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, stdio: quiet })
      .toString()
      .trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: root,
      stdio: quiet,
    })
      .toString()
      .trim();
    return dirty ? `${sha} + uncommitted changes` : sha;
  } catch {
    return 'unknown commit';
  }
}

function report(r: Results, logPath: string) {
  const rows: [string, string, string][] = [];
  const dash = '—';
  if (PHASES.has('skeleton')) {
    rows.push([
      `Start-up to first 200 on /healthz, median of ${START_RUNS}`,
      r.startMs.length
        ? `${s(median(r.startMs))} (runs ${r.startMs.map((v) => (v / 1000).toFixed(2)).join(' / ')} s)`
        : dash,
      '< 10 s',
    ]);
    const m = r.memory;
    const helperNote = m?.helpers.length
      ? ` + ${m.helpers.map((h) => `${h.comm} ${mb(h.kiB)}`).join(', ')}`
      : '';
    rows.push([
      'Idle memory: server Node process (RSS)',
      m ? mb(m.nodeKiB) + helperNote : dash,
      '',
    ]);
    rows.push([
      `Idle memory: PostgreSQL${m ? `, ${m.pgCount} processes` : ''} (RSS)`,
      m ? mb(m.pgKiB) : dash,
      '',
    ]);
    rows.push(['Idle memory: sum (RSS)', m ? mb(m.totalKiB) : dash, '< 300 MB']);
    rows.push([
      '  same, shared pages counted once (PSS)',
      m && m.totalPssKiB ? mb(m.totalPssKiB) : dash,
      '',
    ]);
    const si = r.signIn;
    rows.push([
      'Sign-in POST /api/account/sessions/email',
      si ? rps(si.rps) + failures(si) : dash,
      '',
    ]);
    rows.push([
      '  latency p50 / p95 / p99',
      si ? `${ms(si.p50)} / ${ms(si.p95)} / ${ms(si.p99)} ms` : dash,
      'p95 < 250 ms',
    ]);
    for (const [label, res] of [
      ['Read GET /api/account (signed in)', r.account],
      ['Read GET /healthz', r.healthz],
    ] as const) {
      rows.push([label, res ? `${rps(res.rps)}, p99 ${ms(res.p99)} ms${failures(res)}` : dash, '']);
    }
    rows.push([
      '  ratio account / healthz (req/s)',
      r.account && r.healthz ? (r.account.rps / r.healthz.rps).toFixed(2) : dash,
      '',
    ]);
  }
  if (PHASES.has('search')) {
    const sr = r.search;
    const sh = r.searchHealthz;
    rows.push([
      `Search GET /api/mentors, ${SEARCH_MENTORS.toLocaleString('en')} mentors, ${SEARCH_MIX.length}-query mix, ${SEARCH_CONNECTIONS} conn.`,
      sr ? rps(sr.rps) + failures(sr) : dash,
      '',
    ]);
    rows.push([
      '  latency p50 / p95 / p99',
      sr ? `${ms(sr.p50)} / ${ms(sr.p95)} / ${ms(sr.p99)} ms` : dash,
      'p99 < 50 ms',
    ]);
    rows.push([
      `  GET /healthz on the same server, ${SEARCH_CONNECTIONS} conn.`,
      sh ? `${rps(sh.rps)}, p95 ${ms(sh.p95)} ms, p99 ${ms(sh.p99)} ms${failures(sh)}` : dash,
      '',
    ]);
    rows.push([
      '  ratio search / healthz (req/s; p99)',
      sr && sh ? `${(sr.rps / sh.rps).toFixed(2)}; ${(sr.p99 / sh.p99).toFixed(1)}×` : dash,
      '',
    ]);
    rows.push([
      '  writing the mentors (3 INSERT … SELECT, VACUUM FULL, VACUUM ANALYZE)',
      r.searchSeedMs !== undefined ? s(r.searchSeedMs) : dash,
      '',
    ]);
  }
  if (PHASES.has('skeleton')) {
    for (const page of r.lighthouse ?? []) {
      const scores = LIGHTHOUSE_CATEGORIES.map((c) => page.scores[c] ?? dash).join(' / ');
      rows.push([
        `Lighthouse ${page.path} (mobile): perf / a11y / best pr. / SEO`,
        page.error ? `${scores} (${page.error})` : scores,
        '',
      ]);
    }
    const js = r.firstLoadJs;
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
    rows.push([
      'JS of the first load of / (gzip -9)',
      js
        ? `${kb(js.gzipBytes)} in ${js.files.length} files (raw ${kb(js.rawBytes)}; served ${js.serverEncoding ?? 'uncompressed'}: ${kb(js.servedBytes)})`
        : dash,
      '≤ 170 KB',
    ]);
    for (const f of js?.files.slice(0, 3) ?? []) {
      rows.push([`  ${f.name}`, `${kb(f.gzipBytes)} gzip, ${kb(f.rawBytes)} raw`, '']);
    }
  }
  if (PHASES.has('practice')) {
    const a = r.analytics;
    const ah = r.analyticsHealthz;
    rows.push([
      `Analytics GET /api/mentor/analytics?range=90, ${PRACTICE_VISITS} visits, ${BOOKING_CONNECTIONS} conn.`,
      a ? `${rps(a.rps)}${failures(a)}` : dash,
      '',
    ]);
    rows.push([
      '  latency p50 / p95 / p99',
      a ? `${ms(a.p50)} / ${ms(a.p95)} / ${ms(a.p99)} ms` : dash,
      'p99 < 30 ms',
    ]);
    rows.push([
      '  first answer, computed (later ones reused for 60 s)',
      r.analyticsColdMs ? `${ms(r.analyticsColdMs)} ms` : dash,
      '',
    ]);
    rows.push([
      `  GET /healthz on the same server, ${BOOKING_CONNECTIONS} conn.`,
      ah ? `${rps(ah.rps)}, p50 ${ms(ah.p50)} ms, p99 ${ms(ah.p99)} ms${failures(ah)}` : dash,
      '',
    ]);
    const pa = r.profileAlone;
    const pc = r.profileCounting;
    rows.push([
      `Profile GET /api/mentors/:id alone, ${BOOKING_CONNECTIONS} conn.`,
      pa ? `${rps(pa.rps)}, p50 ${ms(pa.p50)} ms, p99 ${ms(pa.p99)} ms${failures(pa)}` : dash,
      '',
    ]);
    rows.push([
      `  with POST …/views beside it (${BOOKING_CONNECTIONS} more conn., a new visitor each)`,
      pc ? `${rps(pc.rps)}, p50 ${ms(pc.p50)} ms, p99 ${ms(pc.p99)} ms${failures(pc)}` : dash,
      'p99 close to alone',
    ]);
    // The views' own rate; a closed loop sends as many as the server answers.
    rows.push(['  POST …/views answered beside it', pc ? rps(pc.views / pc.seconds) : dash, '']);
    const pq = r.profilePaced;
    const pv = r.profilePacedViews;
    rows.push([
      `  at ${r.profileRate ?? dash} visits/s (half of alone), without views`,
      pq ? `p50 ${ms(pq.p50)} ms, p99 ${ms(pq.p99)} ms${failures(pq)}` : dash,
      '',
    ]);
    rows.push([
      '  at the same rate, each visit with its view (as browsers; a new visitor each)',
      pv
        ? `p50 ${ms(pv.p50)} ms, p99 ${ms(pv.p99)} ms${failures(pv)}; ${rps(pv.views / pv.seconds)} views`
        : dash,
      'p99 ≤ 1.5× without',
    ]);
    rows.push([
      '  ratio p99 with the views / without (closed loop beside it; same rate)',
      pa && pc && pq && pv
        ? `${(pc.p99 / pa.p99).toFixed(1)}×; ${(pv.p99 / pq.p99).toFixed(1)}×`
        : dash,
      '',
    ]);
    rows.push(['  writing the visits', r.practiceSeedMs ? s(r.practiceSeedMs) : dash, '']);
  }
  if (PHASES.has('bookings')) {
    const sl = r.slots;
    const slh = r.slotsHealthz;
    rows.push([
      `Slots GET /api/mentors/:id/slots, ${SLOTS_DAYS} days, mentor with ${SLOTS_BOOKINGS} bookings, ${BOOKING_CONNECTIONS} conn.`,
      sl
        ? `${rps(sl.rps)}${failures(sl)}${r.slotsCount !== undefined ? ` (${r.slotsCount} slots per answer)` : ''}`
        : dash,
      '',
    ]);
    rows.push([
      '  latency p50 / p95 / p99',
      sl ? `${ms(sl.p50)} / ${ms(sl.p95)} / ${ms(sl.p99)} ms` : dash,
      `p99 < ${SLOTS_P99_TARGET_MS} ms`,
    ]);
    rows.push([
      '  p99 target',
      sl
        ? sl.p99 < SLOTS_P99_TARGET_MS && !sl.failed
          ? `pass (${ms(sl.p99)} < ${SLOTS_P99_TARGET_MS} ms)`
          : `FAIL (${ms(sl.p99)} ms${sl.failed ? `, ${sl.failed} failed` : ''})`
        : dash,
      '',
    ]);
    rows.push([
      `  GET /healthz on the same server, ${BOOKING_CONNECTIONS} conn.`,
      slh ? `${rps(slh.rps)}, p50 ${ms(slh.p50)} ms, p99 ${ms(slh.p99)} ms${failures(slh)}` : dash,
      '',
    ]);
    rows.push([
      '  ratio slots / healthz (req/s; p99)',
      sl && slh ? `${(sl.rps / slh.rps).toFixed(2)}; ${(sl.p99 / slh.p99).toFixed(1)}×` : dash,
      '',
    ]);
    const c = r.contention;
    rows.push([
      `Booking contention POST /api/bookings, ${CONTENTION_MENTEES} mentees, ${CONTENTION_MENTORS} mentors, ${BOOKING_CONNECTIONS} conn.`,
      c
        ? `${(c.created / c.seconds).toFixed(1)} bookings/s (${c.created} created); ${rps(c.answers / c.seconds)} answered`
        : dash,
      '',
    ]);
    rows.push([
      '  attempts answered in',
      c
        ? `${c.answers} of ${r.contentionAttempts ?? '?'} in ${c.seconds.toFixed(1)} s${c.unsent ? ` (${c.unsent} unsent: time limit)` : ''}`
        : dash,
      '',
    ]);
    const conflicts = c
      ? Object.entries(c.conflicts)
          .map(([type, n]) => `${n} ${type}`)
          .join(', ')
      : '';
    const conflictTotal = c ? Object.values(c.conflicts).reduce((a, b) => a + b, 0) : 0;
    const otherTotal = c ? Object.values(c.other).reduce((a, b) => a + b, 0) : 0;
    rows.push([
      '  answers 201 / 409 / other',
      c
        ? `${c.created} / ${conflictTotal} / ${otherTotal}${
            otherTotal
              ? ` (${Object.entries(c.other)
                  .map(([status, n]) => `${n}× ${status}`)
                  .join(', ')})`
              : ''
          }`
        : dash,
      'other 0',
    ]);
    rows.push(['  409 by type', conflicts || dash, '']);
    rows.push([
      '  latency p50 / p95 / p99 (all answers); p99 of 201',
      c ? `${ms(c.p50)} / ${ms(c.p95)} / ${ms(c.p99)} ms; ${ms(c.p99Created)} ms` : dash,
      '',
    ]);
    const au = r.bookingAudit;
    rows.push([
      '  double bookings found by SQL afterwards (mentor; mentee)',
      au
        ? `${au.mentorOverlaps + au.menteeOverlaps} (${au.mentorOverlaps}; ${au.menteeOverlaps})`
        : dash,
      '0',
    ]);
    rows.push([
      '  active bookings of those mentors / 201 answers',
      au && c
        ? `${au.contentionBookings} / ${c.created}${au.contentionBookings === c.created ? ' (equal)' : ' (DIFFER)'}`
        : dash,
      'equal',
    ]);
    rows.push([
      '  writing the booking data (SQL, VACUUM ANALYZE)',
      r.bookingSeedMs !== undefined ? s(r.bookingSeedMs) : dash,
      '',
    ]);
  }
  if (PHASES.has('mentees')) {
    const me = r.mentees;
    const md = r.menteeDetail;
    const mh = r.menteesHealthz;
    rows.push([
      `Mentees table GET /api/mentor/mentees, ${MENTEES} mentees, ${MENTEES_MIX.length}-request mix, ${MENTEES_CONNECTIONS} conn.`,
      me ? rps(me.rps) + failures(me) : dash,
      '',
    ]);
    rows.push([
      '  latency p50 / p95 / p99',
      me ? `${ms(me.p50)} / ${ms(me.p95)} / ${ms(me.p99)} ms` : dash,
      `p99 < ${MENTEES_P99_TARGET_MS} ms`,
    ]);
    rows.push([
      '  p99 target',
      me
        ? me.p99 < MENTEES_P99_TARGET_MS && !me.failed
          ? `pass (${ms(me.p99)} < ${MENTEES_P99_TARGET_MS} ms)`
          : `FAIL (${ms(me.p99)} ms${me.failed ? `, ${me.failed} failed` : ''})`
        : dash,
      '',
    ]);
    rows.push([
      `  GET /api/mentor/mentees/:id (one mentee's page), ${MENTEES_CONNECTIONS} conn.`,
      md ? `${rps(md.rps)}, p50 ${ms(md.p50)} ms, p99 ${ms(md.p99)} ms${failures(md)}` : dash,
      '',
    ]);
    rows.push([
      `  GET /healthz on the same server, ${MENTEES_CONNECTIONS} conn.`,
      mh ? `${rps(mh.rps)}, p50 ${ms(mh.p50)} ms, p99 ${ms(mh.p99)} ms${failures(mh)}` : dash,
      '',
    ]);
    rows.push([
      '  ratio table / healthz (req/s; p99)',
      me && mh ? `${(me.rps / mh.rps).toFixed(2)}; ${(me.p99 / mh.p99).toFixed(1)}×` : dash,
      '',
    ]);
    rows.push([
      '  writing the mentees data (SQL, VACUUM ANALYZE)',
      r.menteesSeedMs !== undefined ? s(r.menteesSeedMs) : dash,
      '',
    ]);
  }
  if (PHASES.has('summary')) {
    const su = r.summary;
    const suh = r.summaryHealthz;
    rows.push([
      `Mentee home GET /api/me/summary, ${SUMMARY_GOALS} goals, ${SUMMARY_ACTIVITIES} activities, ${SUMMARY_SESSIONS} sessions, ${SUMMARY_CONNECTIONS} conn.`,
      su
        ? `${rps(su.rps)}${failures(su)}${r.summaryBytes !== undefined ? ` (${(r.summaryBytes / 1000).toFixed(1)} KB per answer)` : ''}`
        : dash,
      '',
    ]);
    rows.push([
      '  latency p50 / p95 / p99',
      su ? `${ms(su.p50)} / ${ms(su.p95)} / ${ms(su.p99)} ms` : dash,
      `p99 < ${SUMMARY_P99_TARGET_MS} ms`,
    ]);
    rows.push([
      '  p99 target',
      su
        ? su.p99 < SUMMARY_P99_TARGET_MS && !su.failed
          ? `pass (${ms(su.p99)} < ${SUMMARY_P99_TARGET_MS} ms)`
          : `FAIL (${ms(su.p99)} ms${su.failed ? `, ${su.failed} failed` : ''})`
        : dash,
      '',
    ]);
    rows.push([
      `  GET /healthz on the same server, ${SUMMARY_CONNECTIONS} conn.`,
      suh ? `${rps(suh.rps)}, p50 ${ms(suh.p50)} ms, p99 ${ms(suh.p99)} ms${failures(suh)}` : dash,
      '',
    ]);
    rows.push([
      '  ratio summary / healthz (req/s; p99)',
      su && suh ? `${(su.rps / suh.rps).toFixed(2)}; ${(su.p99 / suh.p99).toFixed(1)}×` : dash,
      '',
    ]);
    rows.push([
      '  writing the summary data (SQL, VACUUM ANALYZE)',
      r.summarySeedMs !== undefined ? s(r.summarySeedMs) : dash,
      '',
    ]);
  }
  if (PHASES.has('realtime')) {
    const steps = r.realtimeSteps ?? [];
    const clients = r.realtimeClients;
    rows.push([
      `Realtime: 2 server processes, one database, ${REALTIME_PAIRS} conversations`,
      clients !== undefined
        ? `${clients} sockets connected in ${s(r.realtimeConnectMs ?? NaN)}`
        : dash,
      '1,000 clients',
    ]);
    for (const st of steps) {
      rows.push([
        `  ${st.rate} msg/s (sent to A, received on B): delivery p50 / p95 / p99`,
        `${ms(st.p50)} / ${ms(st.p95)} / ${ms(st.p99)} ms; ${st.sentPerS.toFixed(0)} sent/s, ${st.delivered}/${st.sent} delivered${st.failed ? `, ${st.failed} POSTs failed` : ''}; POST p95 ${ms(st.postP95)} ms`,
        `p95 < ${REALTIME_P95_TARGET_MS} ms`,
      ]);
    }
    const base = steps[0];
    const heldSteps = base ? steps.filter((st) => held(st, base)) : [];
    rows.push([
      '  largest rate held without growing latency',
      base
        ? heldSteps.length
          ? `${heldSteps.at(-1)!.rate} msg/s${
              heldSteps.length < steps.length
                ? ` (not held: ${steps
                    .filter((st) => !held(st, base))
                    .map((st) => st.rate)
                    .join(', ')})`
                : ' (every step)'
            }`
          : 'none'
        : dash,
      '',
    ]);
    rows.push([
      '  memory per connected client (Node RSS of both servers)',
      clients && r.realtimeRssBeforeKiB !== undefined && r.realtimeRssAfterKiB !== undefined
        ? `${(((r.realtimeRssAfterKiB - r.realtimeRssBeforeKiB) * 1.024) / clients).toFixed(1)} KB (${((r.realtimeRssBeforeKiB * 1.024) / 1000).toFixed(0)} → ${((r.realtimeRssAfterKiB * 1.024) / 1000).toFixed(0)} MB)`
        : dash,
      '',
    ]);
    rows.push([
      '  anchor: Node websocket servers, 5,000 clients (hashrocket shootout)',
      'about 192 ms p95',
      '',
    ]);
    rows.push([
      '  writing the people, sessions and conversations (SQL)',
      r.realtimeSeedMs !== undefined ? s(r.realtimeSeedMs) : dash,
      '',
    ]);
  }
  const header: [string, string, string] = ['Figure', 'Measured', 'Target'];
  const widths = [0, 1, 2].map((i) => Math.max(...[header, ...rows].map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const out = [
    '',
    `Pathwise benchmark · ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${gitDescription()} · Node ${process.version} · ${CPUS} CPUs`,
    `Server: node scripts/start.mjs, embedded PostgreSQL, RATE_LIMITS=false, web build ${r.webBuild ?? dash}; load: autocannon in this process, ${CONNECTIONS} connections, ${DURATION_S} s per phase after ${WARMUP_S} s warm-up; phases: ${[...PHASES].join(', ')}`,
    '',
    line(header),
    line(widths.map((w) => '─'.repeat(w))),
    ...rows.map(line),
    '',
  ];
  const others = r.otherCpus.map((o) => `${o.phase} ${o.cpus.toFixed(2)}`).join(', ');
  out.push(
    `Machine load: 1-min load average ${r.loadBefore.toFixed(2)} before, ${r.loadAfter?.toFixed(2) ?? dash} after.`,
  );
  if (others) {
    out.push(`Other work on the machine (CPUs busy outside this bench and its server): ${others}.`);
    const worst = Math.max(...r.otherCpus.map((o) => o.cpus));
    if (worst >= 0.25)
      out.push(
        `  Other work took up to ${worst.toFixed(2)} of ${CPUS} CPUs: the figures above are pessimistic; rerun on a quiet machine to compare.`,
      );
  }
  if (r.cpuPerRequest.length > 0)
    out.push(
      `Server CPU per answered request, ms (Node; Node and PostgreSQL): ${r.cpuPerRequest
        .map((c) => `${c.phase} ${c.nodeMs.toFixed(2)}; ${c.allMs.toFixed(2)}`)
        .join(', ')}.`,
    );
  out.push(
    'The load generator shares the CPUs with the server, so throughput is a floor, not a ceiling.',
  );
  out.push(`Server log: ${logPath}`);
  if (r.error) out.push('', `The bench stopped early: ${r.error}`);
  console.log(out.join('\n'));
}

// ---------------------------------------------------------------- main

async function main(): Promise<number> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pathwise-bench-'));
  // mkdtemp makes the folder 0700; run as root, the server hands the cluster to the
  // `postgres` user, which must be able to reach it.
  fs.chmodSync(work, 0o755);
  const dataDir = path.join(work, 'data');
  const logPath = path.join(work, 'server.log');
  const logFd = fs.openSync(logPath, 'a');
  const results: Results = {
    startMs: [],
    otherCpus: [],
    cpuPerRequest: [],
    loadBefore: os.loadavg()[0]!,
  };
  console.log(`Pathwise benchmark: data and server log in ${work}`);
  if (profilingRequested()) {
    enableProfiling(path.join(work, 'profiles'));
    console.log(`CPU profiles of the server go to ${profilingDir()}`);
  }

  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    process.stdout.write(`\n  · ${signal}: stopping the server\n`);
    void stopAll()
      .then(() => {
        for (const dir of DATA_DIRS)
          fs.rmSync(path.join(work, dir), { recursive: true, force: true });
      })
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  // Whatever happens, no server or PostgreSQL outlives the benchmark.
  process.once('exit', killAllNow);

  try {
    await measure(results, logFd, dataDir);
  } catch (err) {
    results.error = err instanceof Error ? err.message : String(err);
  } finally {
    progress('stopping the server (SIGTERM)');
    await stopAll();
    fs.closeSync(logFd);
    if (process.env.BENCH_KEEP_DATA !== 'true')
      for (const dir of DATA_DIRS)
        fs.rmSync(path.join(work, dir), { recursive: true, force: true });
  }
  results.loadAfter = os.loadavg()[0]!;
  report(results, logPath);
  const profiles = writePhaseProfiles();
  if (profiles.length > 0) console.log(profiles.join('\n'));
  return results.error ? 1 : 0;
}

process.exitCode = await main();
