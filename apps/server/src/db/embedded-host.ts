import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Logger } from 'pino';
import { isAlive } from './data-dir-lock.ts';

/**
 * What the embedded PostgreSQL (`embedded-postgres.ts`) needs of this machine before it can
 * start: its binaries, the user it runs as when we are root, folders that user can reach, a
 * private password file, a free port, and no postmaster left behind by an earlier start.
 */

const execFileAsync = promisify(execFile);

/** A fresh random password for the cluster's role: 256 bits, hex. */
export function newPassword(): string {
  return crypto.randomBytes(32).toString('hex');
}

/** Write `text` to `file` readable and writable by this user alone, atomically. */
export async function writePrivate(file: string, text: string): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, text, { mode: 0o600 });
  await fs.rename(tmp, file);
}

export async function binaries(): Promise<{ postgres: string; initdb: string; pg_ctl: string }> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as { postgres: string; initdb: string; pg_ctl: string };
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${name}). Set DATABASE_URL to use an external server.`,
    );
  }
}

/**
 * When running as root, PostgreSQL must run as another user: the owner of the cluster `dir`
 * when it exists and is not root's (initdb made it as that user), else `postgres`, found or
 * created. The owner is read with one `stat`: asking `id` costs two processes, some 20–100 ms
 * of a start-up (docs/performance.md).
 */
export async function runAsIds(dir: string): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const owner = await fs.stat(dir).catch(() => undefined);
  if (owner && owner.uid !== 0) return { uid: owner.uid, gid: owner.gid };
  const ids = async () => {
    const [u, g] = await Promise.all([
      execFileAsync('id', ['-u', 'postgres']),
      execFileAsync('id', ['-g', 'postgres']),
    ]);
    return { uid: Number(u.stdout.trim()), gid: Number(g.stdout.trim()) };
  };
  try {
    return await ids();
  } catch {
    await execFileAsync('groupadd', ['-f', 'postgres']).catch(() => undefined);
    await execFileAsync('useradd', ['-r', '-g', 'postgres', '-s', '/usr/sbin/nologin', 'postgres']);
    return ids();
  }
}

/**
 * Give "others" search (traverse, not list) permission on `folder` and every folder above it
 * that lacks it, so that the `postgres` user can reach paths inside. Used only when running
 * as root; each change is logged, since it widens a folder's mode (e.g. /root 0700 → 0701).
 */
export async function letOthersTraverse(folder: string, log: Logger): Promise<void> {
  for (let current = path.resolve(folder); ; current = path.dirname(current)) {
    const { mode } = await fs.stat(current);
    if ((mode & 0o001) === 0) {
      const widened = (mode & 0o7777) | 0o001;
      await fs.chmod(current, widened);
      log.info(
        { folder: current, mode: widened.toString(8) },
        'let the postgres user traverse a folder above the embedded database',
      );
    }
    if (path.dirname(current) === current) return;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/** Stops a postmaster that a killed Node process left running on this directory. */
export async function stopLeftover(dir: string, log: Logger): Promise<void> {
  let pidText: string;
  try {
    pidText = await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8');
  } catch {
    return;
  }
  const pid = Number(pidText.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // stale file: postgres handles it
  let cmdline = '';
  try {
    cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    /* not Linux: trust the pid file */
  }
  if (cmdline && !cmdline.includes('postgres')) return;
  log.warn({ pid }, 'stopping a PostgreSQL server left running by an earlier start');
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 15_000))) {
    process.kill(pid, 'SIGQUIT');
    await waitForExit(pid, 5_000);
  }
}
