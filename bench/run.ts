/**
 * `npm run bench`: the walking skeleton's first figures (issue "Walking skeleton" §6).
 *
 * Starts the real server (`node scripts/start.mjs`, embedded PostgreSQL, temporary DATA_DIR,
 * free port, output to a log file), measures start-up, idle memory, sign-in latency and read
 * throughput, stops the server and prints one table. Figures only: no assertion, no pass/fail;
 * the targets are printed beside them for reading. See README.md for what each figure means.
 *
 * Environment: BENCH_DURATION (seconds per load phase, default 10), BENCH_CONNECTIONS
 * (default 10), BENCH_KEEP_DATA=true keeps the temporary DATA_DIR, BENCH_ROOT measures another
 * checkout (a folder with `scripts/start.mjs` and installed `node_modules`).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { createVerifiedAccount } from './lib/account.ts';
import { measureFirstLoadJs, type FirstLoadJs } from './lib/first-load-js.ts';
import { LIGHTHOUSE_CATEGORIES, runLighthouse, type LighthousePage } from './lib/lighthouse.ts';
import { runLoad, type LoadOptions, type LoadResult } from './lib/load.ts';
import {
  isPostgres,
  machineCpuTicks,
  pssKiB,
  rssKiB,
  serverProcesses,
  type ProcessInfo,
} from './lib/proc.ts';
import { SEARCH_MENTORS, SEARCH_MIX, writeSearchData } from './lib/search-data.ts';
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
/** Concurrent clients of the directory search phase (issue "Public site and discovery"). */
const SEARCH_CONNECTIONS = 20;
/** The public pages Lighthouse scores. */
const LIGHTHOUSE_PATHS = ['/', '/mentors', '/circles', '/faq'];
const IDLE_MS = 5000;
/** Linux USER_HZ: /proc reports CPU time in ticks of 10 ms. */
const TICKS_PER_S = 100;
const CPUS = os.availableParallelism();

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
  /** Other work on the machine (CPUs busy outside this benchmark and its server), per phase. */
  otherCpus: { phase: string; cpus: number }[];
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
  server: RunningServer,
  phase: string,
  results: Results,
  fn: () => Promise<T>,
): Promise<T> {
  const before = serverProcesses(server.pid, server.dataDir);
  const startTicks = new Map(before.map((p) => [p.pid, p.cpuTicks]));
  const machine0 = machineCpuTicks();
  const self0 = process.cpuUsage();
  const value = await fn();
  const machine1 = machineCpuTicks();
  const selfTicks = (() => {
    const u = process.cpuUsage(self0);
    return ((u.user + u.system) / 1e6) * TICKS_PER_S;
  })();
  const serverTicks = ticksOf(startTicks, serverProcesses(server.pid, server.dataDir));
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

async function load(
  server: RunningServer,
  results: Results,
  phase: string,
  options: Omit<LoadOptions, 'connections' | 'duration'>,
  connections = CONNECTIONS,
): Promise<LoadResult> {
  progress(`${phase}: ${WARMUP_S} s warm-up, then ${DURATION_S} s × ${connections} connections`);
  await runLoad({ ...options, connections, duration: WARMUP_S });
  return accounted(server, phase, results, () =>
    runLoad({ ...options, connections, duration: DURATION_S }),
  );
}

async function measure(results: Results, logFd: number, dataDir: string) {
  progress('making sure the web app is built (Vite, only when stale)');
  results.webBuild = await ensureWebBuilt(root, logFd);

  const port = await freePort();
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

  // The public pages, on this server with its demo content (issue "Public site and
  // discovery"): Lighthouse's scores, and the scripts its run of / requested.
  progress(`Lighthouse 12 (mobile) on ${LIGHTHOUSE_PATHS.join(', ')}`);
  results.lighthouse = await runLighthouse(server.baseUrl, LIGHTHOUSE_PATHS);
  const home = results.lighthouse.find((p) => p.path === '/');
  if (home?.scripts.length) {
    progress('gzip size of the JavaScript the first load of / requested');
    results.firstLoadJs = await measureFirstLoadJs(home.scripts.map((s) => s.url));
  }
  await server.stop();

  // Directory search on a database of its own with 10,000 mentors (not the demo content),
  // beside /healthz of the same server at the same concurrency.
  const searchDir = path.join(path.dirname(dataDir), 'search-data');
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
  rows.push(['Idle memory: server Node process (RSS)', m ? mb(m.nodeKiB) + helperNote : dash, '']);
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
    `Server: node scripts/start.mjs, embedded PostgreSQL, RATE_LIMITS=false, web build ${r.webBuild ?? dash}; load: autocannon in this process, ${CONNECTIONS} connections, ${DURATION_S} s per phase after ${WARMUP_S} s warm-up`,
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
  const results: Results = { startMs: [], otherCpus: [], loadBefore: os.loadavg()[0]! };
  console.log(`Pathwise benchmark: data and server log in ${work}`);

  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    process.stdout.write(`\n  · ${signal}: stopping the server\n`);
    void stopAll()
      .then(() => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        fs.rmSync(path.join(work, 'search-data'), { recursive: true, force: true });
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
    if (process.env.BENCH_KEEP_DATA !== 'true') {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(path.join(work, 'search-data'), { recursive: true, force: true });
    }
  }
  results.loadAfter = os.loadavg()[0]!;
  report(results, logPath);
  return results.error ? 1 : 0;
}

process.exitCode = await main();
