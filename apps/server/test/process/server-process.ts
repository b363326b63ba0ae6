import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/smtp-catcher.ts';

/**
 * The server as a real process: `node scripts/start.mjs` from the repository root, the way
 * `npm start` runs it, with its own PORT and DATA_DIR (embedded PostgreSQL under it).
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  dataDir: string;
  /** Everything the process wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  /** Resolves with the exit code and signal once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A fresh DATA_DIR. Readable by others: PostgreSQL runs as `postgres` when we are root. */
export async function makeDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pathwise-process-'));
  await fs.chmod(dir, 0o755);
  return dir;
}

/**
 * Start the server on a free port with `dataDir` and wait until it says it is running.
 * @throws Error with the process output if it exits first or is not up within `timeoutMs`.
 */
export async function startServerProcess(
  dataDir: string,
  options: { env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Nothing of the test runner's own configuration may leak into the server.
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'APP_URL', 'TRUSTED_ORIGINS', 'WEB_DIST'])
    delete env[name];
  Object.assign(env, {
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SKIP_WEB_BUILD: 'true',
    RATE_LIMITS: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...options.env,
  });
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const timeoutMs = options.timeoutMs ?? 120_000;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`The server was not up within ${timeoutMs} ms. Output:\n${output}`));
    }, timeoutMs);
    const onData = () => {
      if (output.includes(' is running at ')) {
        cleanup();
        resolve();
      }
    };
    const onExit = (code: number | null, signal: string | null) => {
      cleanup();
      reject(
        new Error(`The server exited (${code ?? signal}) before it was up. Output:\n${output}`),
      );
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.off('exit', onExit);
    };
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });

  return { child, port, url: `http://127.0.0.1:${port}`, dataDir, output: () => output, exited };
}

/** The pid in `<dataDir>/postgres/postmaster.pid`, or undefined when there is none. */
export async function postmasterPid(dataDir: string): Promise<number | undefined> {
  try {
    const text = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
    const pid = Number(text.split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process with this pid exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Pids of every process whose command line or working directory mentions `dir`. */
export async function processesUsing(dir: string): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await fs.readdir('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      const cmdline = (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ');
      const cwd = await fs.readlink(`/proc/${pid}/cwd`).catch(() => '');
      if (cmdline.includes(dir) || cwd.startsWith(dir)) found.push(pid);
    } catch {
      /* the process ended while we looked */
    }
  }
  return found;
}

/**
 * Leave nothing behind: SIGKILL a server process still running, stop the PostgreSQL it
 * started (found by its pid file, so only ours), and remove the data directory.
 */
export async function cleanUp(server: ServerProcess | undefined, dataDir: string): Promise<void> {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  const pid = await postmasterPid(dataDir);
  if (pid && isAlive(pid)) {
    process.kill(pid, 'SIGQUIT'); // immediate shutdown; the cluster is thrown away next
    const deadline = Date.now() + 10_000;
    while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  }
  await fs.rm(dataDir, { recursive: true, force: true });
}
