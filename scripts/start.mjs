#!/usr/bin/env node
// `npm start`: build the web app when it is missing or older than its sources, then run the
// server (TypeScript through tsx) in this same process, so signals reach it directly.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webBuildEnv } from './web-build-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');

/** Newest modification time (ms) of any file under `dir`. */
function newest(dir) {
  let max = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) max = Math.max(max, newest(p));
    else max = Math.max(max, fs.statSync(p).mtimeMs);
  }
  return max;
}

function needsBuild() {
  if (!fs.existsSync(builtIndex)) return true;
  const built = fs.statSync(builtIndex).mtimeMs;
  const sources = [
    path.join(web, 'src'),
    path.join(web, 'public'),
    path.join(root, 'packages/contracts/src'),
  ];
  const files = [path.join(web, 'index.html'), path.join(web, 'vite.config.ts')];
  return (
    sources.some((dir) => fs.existsSync(dir) && newest(dir) > built) ||
    files.some((f) => fs.statSync(f).mtimeMs > built)
  );
}

if (process.env.SKIP_WEB_BUILD !== 'true' && needsBuild()) {
  console.log('Building the web app…');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: web,
      stdio: 'inherit',
      env: webBuildEnv(process.env),
    },
  );
  if (result.status !== 0) {
    console.error('The web build failed; see the errors above.');
    process.exit(result.status ?? 1);
  }
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/main.ts'));
