import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { profileEnv } from './profile.ts';
import { listProcesses } from './proc.ts';

/**
 * Starting and stopping the real server the way `npm start` does (`node scripts/start.mjs`),
 * with its output going to a log file rather than the console.
 */

export interface ServerOptions {
  /** Repository root, where `scripts/start.mjs` lives. */
  root: string;
  port: number;
  /** Absolute DATA_DIR; the embedded PostgreSQL cluster lives in `<dataDir>/postgres`. */
  dataDir: string;
  /** Append-mode file descriptor receiving the server's stdout and stderr. */
  logFd: number;
  /** Extra environment, e.g. `{ RATE_LIMITS: 'false' }`. */
  env?: Record<string, string>;
  /** Give up waiting for the first healthy answer after this many ms. Default 120 000. */
  timeoutMs?: number;
}

export interface RunningServer {
  pid: number;
  baseUrl: string;
  dataDir: string;
  /** Milliseconds from spawning the process to the first 200 from `GET /healthz`. */
  msToHealthy: number;
  /** SIGTERM, wait for the process to exit (at most 20 s), then make sure PostgreSQL is gone. */
  stop(): Promise<void>;
}

/** Servers started and not yet stopped, so an interruption can stop them all. */
const live = new Set<{ child: ChildProcess; dataDir: string; stop: () => Promise<void> }>();

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * PostgreSQL postmasters serving `<dataDir>/postgres`, found by their command line
 * (`postgres -D <dir> …`) rather than by `postmaster.pid`, which a postmaster that is still
 * starting has not written yet. Backends rename themselves, so only the postmaster matches.
 */
function postmasters(dataDir: string): number[] {
  const needle = `-D ${path.join(dataDir, 'postgres')} `;
  return listProcesses()
    .filter((p) => p.comm === 'postgres' && p.cmdline.includes(needle))
    .map((p) => p.pid);
}

/**
 * Last resort when the server did not shut down by itself: stop the PostgreSQL server it
 * started, so nothing outlives the benchmark. SIGQUIT is PostgreSQL's immediate shutdown;
 * the cluster is thrown away afterwards anyway.
 */
function killPostmasters(dataDir: string): void {
  for (const pid of postmasters(dataDir)) {
    try {
      process.kill(pid, 'SIGQUIT');
    } catch {
      /* it ended meanwhile */
    }
  }
}

/** Stops every server this module started and has not stopped yet (failure, Ctrl+C). */
export async function stopAll(): Promise<void> {
  await Promise.all([...live].map((entry) => entry.stop()));
}

/** Synchronously kills every server this module started and has not stopped (exit path). */
export function killAllNow(): void {
  for (const entry of live) {
    entry.child.kill('SIGKILL');
    killPostmasters(entry.dataDir);
  }
  live.clear();
}

/** Resolves with true once `/healthz` answers 200 before `deadline` (ms, performance.now()). */
async function waitHealthy(url: string, deadline: number, exited: () => boolean): Promise<boolean> {
  while (performance.now() < deadline && !exited()) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return true;
    } catch {
      /* not listening yet */
    }
    // 20 ms between attempts: fine enough against a 10 s target, cheap on a 2-core machine.
    await sleep(20);
  }
  return false;
}

/**
 * The Node flags `npm start` gives (package.json's `start` script, `node <flags>
 * scripts/start.mjs`; e.g. the young generation's size, docs/performance.md), so that the
 * bench starts the server exactly as it ships. None for a checkout whose script has none.
 */
export function startFlags(root: string): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts?: { start?: string };
  };
  const words = (scripts?.start ?? '').trim().split(/\s+/);
  const script = words.indexOf('scripts/start.mjs');
  return words[0] === 'node' && script > 0 ? words.slice(1, script) : [];
}

/**
 * Spawn `node scripts/start.mjs` (with {@link startFlags}) and wait for the first 200 on `/healthz`.
 * @throws Error when the process exits or is not healthy within `timeoutMs`; the server is
 * stopped first and the message points at the log file's contents.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { root, port, dataDir, logFd } = options;
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The benchmark measures the embedded default, with mail kept in the dev mailbox.
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'APP_URL', 'WEB_DIST', 'NODE_OPTIONS'])
    delete env[name];
  Object.assign(env, {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SKIP_WEB_BUILD: 'true',
    ...profileEnv(),
    ...options.env,
  });

  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...startFlags(root), path.join(root, 'scripts/start.mjs')],
    {
      cwd: root,
      env,
      stdio: ['ignore', logFd, logFd],
    },
  );
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitCode = code ?? (signal ? -1 : null);
      resolve();
    }),
  );
  child.once('error', () => {
    exitCode = -1;
  });

  const stop = async () => {
    if (exitCode === undefined) {
      child.kill('SIGTERM');
      const done = await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)]);
      if (!done) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    // The server stops its PostgreSQL itself; wait for that, and force it if it lingers.
    for (let i = 0; i < 100 && postmasters(dataDir).length > 0; i++) await sleep(100);
    killPostmasters(dataDir);
    live.delete(entry);
  };
  const entry = { child, dataDir, stop };
  live.add(entry);

  const baseUrl = `http://127.0.0.1:${port}`;
  const healthy = await waitHealthy(
    `${baseUrl}/healthz`,
    started + (options.timeoutMs ?? 120_000),
    () => exitCode !== undefined,
  );
  const msToHealthy = performance.now() - started;
  if (!healthy) {
    const why =
      exitCode !== undefined ? `exited with code ${exitCode}` : 'did not answer /healthz in time';
    await stop();
    throw new Error(`The server ${why}; see its log.`);
  }
  return { pid: child.pid!, baseUrl, dataDir, msToHealthy, stop };
}
