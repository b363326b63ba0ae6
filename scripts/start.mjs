#!/usr/bin/env node
// `npm start`: build the web app and the server when either is missing or older than its
// sources, then run the compiled server (apps/server/dist/main.js, ADR 0014) in this same
// process, so signals reach it directly. No TypeScript loader runs beside it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, newest, serverEntry } from './build-server.mjs';
import { webBuildEnv } from './web-build-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');

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

try {
  await buildServer();
} catch (err) {
  console.error(`The server build failed: ${err.message}`);
  process.exit(1);
}
// Node's compile cache keeps the V8 code of every module loaded (ours and node_modules') on
// disk, so starts after the first skip compiling them (~0.5 s of a start-up on this machine).
module.enableCompileCache?.();
// Stack traces name the TypeScript sources (the bundle's linked source maps). Only the bundle's
// maps: with node_modules' maps too, Node measured the lines of every package module that names
// a map as it loaded (~30–200 ms of a start-up, docs/performance.md), for frames nobody reads.
if (module.setSourceMapsSupport) module.setSourceMapsSupport(true, { nodeModules: false });
else process.setSourceMapsEnabled(true);
await import(serverEntry);
