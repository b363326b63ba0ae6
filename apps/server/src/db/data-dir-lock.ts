import fs from 'node:fs/promises';
import path from 'node:path';

/** The file in `DATA_DIR` that names the server process using it (like `postmaster.pid`). */
export const SERVER_PID_FILE = 'server.pid';

/** Another live server process holds `DATA_DIR`; its message is the one line to print. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another Pathwise server (process ${pid}): stop that one first, or give this one another DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Whether a process with this pid exists (EPERM: it does, run by another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether `pid` is a live Node.js process other than this one. On Linux the command line is
 * checked too, so a pid file left from before a reboot, whose number another program now
 * has, does not lock the directory forever.
 */
async function isOtherServer(pid: number): Promise<boolean> {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return false;
  try {
    const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8');
    return /node/i.test(cmdline);
  } catch {
    return true; // not Linux (or no /proc): trust the pid file
  }
}

/**
 * Claim `dataDir` for this process before its embedded PostgreSQL is started
 * (docs/architecture.md#processes: a second server on the same directory took the first one's
 * PostgreSQL for a leftover and stopped it, and the two then stopped each other's about once a
 * second). A pid file left by a process that died (SIGKILL, a crash) is taken over, so the leftover
 * PostgreSQL is still stopped by the next start.
 *
 * Resolves with `release`, which removes the file if it still names this process.
 * @throws DataDirInUseError when a live server process holds the directory.
 */
export async function lockDataDir(dataDir: string): Promise<{ release(): Promise<void> }> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, SERVER_PID_FILE);
  // Two tries: the second after removing a stale file. `wx` makes the claim atomic, so of two
  // servers starting at the same moment exactly one gets it.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(file, `${process.pid}\n`, { flag: 'wx' });
      return {
        async release() {
          const text = await fs.readFile(file, 'utf8').catch(() => '');
          if (Number(text.trim()) === process.pid) await fs.rm(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
    if (await isOtherServer(holder)) throw new DataDirInUseError(dataDir, holder);
    await fs.rm(file, { force: true });
  }
  // The file came back between removing and claiming it: another server won the race.
  const holder = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
  throw new DataDirInUseError(dataDir, holder);
}
