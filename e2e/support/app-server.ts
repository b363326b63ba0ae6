import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A running product server started by {@link startAppServer}. */
export interface AppServer {
  url: string;
  /** The server's temporary DATA_DIR (its embedded PostgreSQL lives under `postgres/`). */
  dataDir: string;
  /** SIGTERM, then SIGKILL after 20 s; removes the temporary data directory. */
  stop(): Promise<void>;
}

/** The repository root (this file is at e2e/support/). */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Where a run writes its report, failure artefacts and the server log: `E2E_OUTPUT_DIR`
 * (scripts/test.mjs picks a private one when another run is using the default), else
 * `.tmp/e2e`.
 */
export const outputRoot = path.resolve(repoRoot, process.env.E2E_OUTPUT_DIR ?? '.tmp/e2e');

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Start the real server as `npm start` would (`node scripts/start.mjs`), with its own
 * embedded PostgreSQL in a fresh temporary `DATA_DIR`, mail over SMTP to the catcher, and
 * rate limits raised so that many test users can sign up from one address.
 * The web app must already be built (`SKIP_WEB_BUILD=true`: `npm test` builds it first).
 * Output goes to `logFile`. Resolves once `GET /healthz` answers 200.
 * @throws Error with the end of the server log when it exits or is not healthy within 120 s.
 */
export async function startAppServer(opts: {
  port: number;
  smtpPort: number;
  logFile: string;
}): Promise<AppServer> {
  const url = `http://localhost:${opts.port}`;
  // 0755: when we run as root the embedded PostgreSQL runs as `postgres` and must be able
  // to reach DATA_DIR/postgres.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathwise-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  fs.mkdirSync(path.dirname(opts.logFile), { recursive: true });
  const log = fs.openSync(opts.logFile, 'w');

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Run the app as it ships; the embedded PostgreSQL, never a database from the caller.
    NODE_ENV: 'production',
    SKIP_WEB_BUILD: 'true',
    HOST: '127.0.0.1',
    PORT: String(opts.port),
    APP_URL: url,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${opts.smtpPort}`,
    LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'info',
    RATE_LIMIT_SIGNUP_PER_HOUR: '1000',
    RATE_LIMIT_LOGIN_PER_IP_PER_HOUR: '1000',
    RATE_LIMIT_MAIL_PER_HOUR: '1000',
    RATE_LIMIT_SOCKET_PER_MINUTE: '1000',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    stdio: ['ignore', log, log],
    env,
  });
  fs.closeSync(log);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited(child);
      clearTimeout(killer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  let exitedEarly = false;
  void exited(child).then(() => (exitedEarly = true));
  while (Date.now() < deadline && !exitedEarly) {
    try {
      const res = await fetch(`http://127.0.0.1:${opts.port}/healthz`);
      if (res.status === 200) return { url, dataDir, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(
    `The server did not become healthy at ${url}/healthz ` +
      `(${exitedEarly ? `it exited with code ${child.exitCode}` : 'timed out after 120 s'}). ` +
      `Last lines of ${opts.logFile}:\n${tail(opts.logFile)}`,
  );
}
