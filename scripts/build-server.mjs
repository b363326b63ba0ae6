#!/usr/bin/env node
// The server's build (ADR 0014): esbuild bundles apps/server/src/main.ts and the shared
// contracts into apps/server/dist (ES modules, code split, so what the server imports lazily,
// such as the mails, stays lazy), leaving every npm package external. `npm start` runs the
// bundle with plain Node: no TypeScript loader at run time.
//
//   node scripts/build-server.mjs          build when stale (sources newer than the bundle)
//   node scripts/build-server.mjs --force  build always
//
// Several processes may start at once on a fresh checkout (the bench's two realtime servers,
// say): one builds under a lock folder while the others wait, then find the bundle current.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
/** The bundle's entry, run by `npm start`. */
export const serverEntry = path.join(server, 'dist/main.js');
const lockDir = path.join(server, 'dist.lock');
/** A lock older than this belongs to a build that died; it is taken over. */
const STALE_LOCK_MS = 60_000;

/** Newest modification time (ms) of any file under `dir` (0 when it does not exist). */
export function newest(dir) {
  if (!fs.existsSync(dir)) return 0;
  let max = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) max = Math.max(max, newest(p));
    else max = Math.max(max, fs.statSync(p).mtimeMs);
  }
  return max;
}

/** True when the bundle is missing or older than a source it is built from. */
export function serverNeedsBuild() {
  if (!fs.existsSync(serverEntry)) return true;
  const built = fs.statSync(serverEntry).mtimeMs;
  const sources = [path.join(server, 'src'), path.join(root, 'packages/contracts/src')];
  const files = [
    path.join(server, 'package.json'),
    path.join(root, 'package-lock.json'),
    fileURLToPath(import.meta.url),
  ];
  return (
    sources.some((dir) => newest(dir) > built) ||
    files.some((f) => fs.existsSync(f) && fs.statSync(f).mtimeMs > built)
  );
}

/**
 * Packages bundled into the server rather than imported from node_modules at run time: the
 * workspace's own (TypeScript sources), and drizzle-orm, whose 1 MB `package.json` exports
 * map Node re-read for each of its ~450 modules (1.1 s and ~80 MB RSS of a start-up,
 * docs/performance.md).
 */
const BUNDLED = [/^@pathwise\//, /^drizzle-orm(\/|$)/];

/** Bare imports of every other package stay `import`s of node_modules. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (BUNDLED.some((pattern) => pattern.test(args.path))) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Build the bundle now (into a fresh `dist`). Resolves with the build's time in ms. */
async function bundle() {
  const { build } = await import('esbuild');
  const started = Date.now();
  const outdir = path.join(server, 'dist');
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { main: path.join(server, 'src/main.ts') },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: 'linked',
    sourcesContent: false,
    tsconfig: path.join(server, 'tsconfig.json'),
    plugins: [externalPackages],
    logLevel: 'warning',
  });
  return Date.now() - started;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Build the server when its bundle is stale (or always, with `force`), one process at a time.
 * Resolves with true when this call built it.
 */
export async function buildServer({ force = false } = {}) {
  if (!force && !serverNeedsBuild()) return false;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const age = Date.now() - (fs.statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > STALE_LOCK_MS) fs.rmSync(lockDir, { recursive: true, force: true });
      else await sleep(100);
    }
  }
  try {
    // Another process may have built it while this one waited.
    if (!force && !serverNeedsBuild()) return false;
    const ms = await bundle();
    console.log(`Built the server in ${ms} ms.`);
    return true;
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await buildServer({ force: process.argv.includes('--force') });
  } catch (err) {
    console.error(`The server build failed: ${err.message}`);
    process.exit(1);
  }
}
