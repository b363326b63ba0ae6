import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded-postgres.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { makeDataDir } from './server-process.ts';

/**
 * The embedded cluster's role has its own random password, kept in a file only the
 * server's user can read (the role was `pathwise`/`pathwise` on 127.0.0.1, so any
 * local user could change hashes and roles). Older clusters get one at their next start.
 */

const log = createLogger('silent');
const running: EmbeddedPostgres[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const pgServer of running.splice(0)) await pgServer.stop();
  for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

async function start(dir: string) {
  const server = await startEmbeddedPostgres({ dir, log, settings: { fsync: 'off' } });
  running.push(server);
  return server;
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const withPassword = (url: string, password: string) => {
  const u = new URL(url);
  u.password = password;
  return u.toString();
};

// Child processes (initdb, a server start): seconds alone, more beside other test files on a
// busy 2-core machine (docs/performance.md#the-test-suite).
describe('the embedded PostgreSQL role', { timeout: 120_000 }, () => {
  it('gets a random password at initialisation, in a file only its owner may read', async () => {
    const dataDir = await makeDataDir();
    dirs.push(dataDir);
    const dir = path.join(dataDir, 'postgres');
    const server = await start(dir);
    const file = path.join(dataDir, 'postgres.password');
    const stat = await fs.stat(file);
    expect(stat.mode & 0o777).toBe(0o600);
    const password = (await fs.readFile(file, 'utf8')).trim();
    expect(password).toMatch(/^[0-9a-f]{64}$/);
    expect(new URL(server.url()).password).toBe(password);
    expect(await canConnect(server.url())).toBe(true);
    expect(await canConnect(withPassword(server.url(), 'pathwise'))).toBe(false);
  });

  it('a cluster from before (password pathwise, no file) gets its own at the next start', async () => {
    const dataDir = await makeDataDir();
    dirs.push(dataDir);
    const dir = path.join(dataDir, 'postgres');
    const first = await start(dir);
    // Turn it into an old cluster: the shared password and no password file.
    const client = new pg.Client({ connectionString: first.url() });
    await client.connect();
    await client.query("alter role pathwise password 'pathwise'");
    await client.end();
    await first.stop();
    running.splice(running.indexOf(first), 1);
    await fs.rm(path.join(dataDir, 'postgres.password'));

    const second = await start(dir);
    const password = (await fs.readFile(path.join(dataDir, 'postgres.password'), 'utf8')).trim();
    expect(password).toMatch(/^[0-9a-f]{64}$/);
    expect(await canConnect(second.url())).toBe(true);
    expect(await canConnect(withPassword(second.url(), 'pathwise'))).toBe(false);
  });
});
