import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Run `npm start`'s script with `env`; its exit code and output. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH!, SKIP_WEB_BUILD: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

// Child processes (initdb, a server start): seconds alone, more beside other test files on a
// busy 2-core machine (docs/performance.md#the-test-suite).
describe('a server started in production without SMTP_URL', { timeout: 120_000 }, () => {
  it('refuses to start with one line naming the variable', async () => {
    const { code, stdout, stderr } = await start({ NODE_ENV: 'production', PORT: '0' });
    expect(code).toBe(1);
    expect(stdout).not.toContain('is running at');
    expect(stderr.trim().split('\n')).toEqual([
      'Invalid configuration: SMTP_URL: required when NODE_ENV=production (without it mail would not be sent).',
    ]);
  });
});
