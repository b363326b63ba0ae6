import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Making sure `apps/web/dist` is built before the timed starts, which run with
 * `SKIP_WEB_BUILD=true`: start-up is measured for the server, not for Vite.
 * The staleness rule is the one `scripts/start.mjs` applies.
 */

function newest(dir: string): number {
  let max = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return max;
}

function needsBuild(root: string): boolean {
  const web = path.join(root, 'apps/web');
  const index = path.join(web, 'dist/index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  const dirs = ['apps/web/src', 'apps/web/public', 'packages/contracts/src'].map((d) =>
    path.join(root, d),
  );
  const files = ['apps/web/index.html', 'apps/web/vite.config.ts'].map((f) => path.join(root, f));
  return (
    dirs.some((d) => fs.existsSync(d) && newest(d) > built) ||
    files.some((f) => fs.existsSync(f) && fs.statSync(f).mtimeMs > built)
  );
}

/** What {@link ensureWebBuilt} did, for the report. */
export type WebBuild = 'up to date' | 'built' | 'build failed, older build used' | 'missing';

/**
 * Build the web app with Vite when it is missing or older than its sources, writing Vite's
 * output to `logFd`. A failed build is not fatal: the API figures do not depend on it, and
 * the result says which build the server served.
 */
export async function ensureWebBuilt(root: string, logFd: number): Promise<WebBuild> {
  if (!needsBuild(root)) return 'up to date';
  // Asynchronous so that Ctrl+C during a long build still reaches the bench's handler.
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: path.join(root, 'apps/web'), stdio: ['ignore', logFd, logFd] },
  );
  const code = await new Promise<number | null>((resolve) => {
    child.once('error', () => resolve(null));
    child.once('exit', (c) => resolve(c));
  });
  if (code === 0) return 'built';
  return fs.existsSync(path.join(root, 'apps/web/dist/index.html'))
    ? 'build failed, older build used'
    : 'missing';
}
