#!/usr/bin/env node
// `npm run dev`: the server from its TypeScript sources in watch mode (tsx restarts it when a
// file of apps/server/src or packages/contracts/src changes), for developers only; `npm start`
// runs the compiled bundle (ADR 0014). When the output is a terminal, the JSON log lines go
// through pino-pretty and read as coloured lines; otherwise (a pipe, a file) they stay JSON.
// The web app is served from its last build (apps/web/dist); for hot reloading run
// `npm run dev -w apps/web` beside it (Vite on :5173, proxying /api here).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const pretty = process.stdout.isTTY && process.env.NO_PRETTY !== 'true';

const server = spawn(
  bin('tsx'),
  [
    'watch',
    '--clear-screen=false',
    '--include',
    path.join(root, 'packages/contracts/src'),
    path.join(root, 'apps/server/src/main.ts'),
  ],
  { cwd: root, stdio: ['inherit', pretty ? 'pipe' : 'inherit', 'inherit'] },
);

if (pretty) {
  const prettifier = spawn(bin('pino-pretty'), ['--translateTime', 'SYS:HH:MM:ss.l'], {
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  server.stdout.pipe(prettifier.stdin);
}

// Ctrl+C reaches both children from the terminal; wait for the server to stop.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
