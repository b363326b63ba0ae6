#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure (docs/architecture.md#checks; CI
// runs the same command through .ci/run):
//
//   format     prettier --check .                            ┐
//   lint       eslint, knip, jscpd, citations, catalogues,   │ side by side
//              module table                                  │ (docs/performance.md, "The
//   typecheck  npm run typecheck --workspaces --if-present   │ test suite")
//   unit       vitest run (projects contracts, server, web)  ┘
//   e2e        Debian Chromium present? → vite build of apps/web → playwright test
//
// The first four stages run at once (format, lint and typecheck take ~4 min that the unit
// stage, much of it spent waiting for PostgreSQL and child processes, hides); e2e runs only
// when all four passed. Running e2e beside the second half of the unit stage was tried and
// made both three times slower. Output is held back while other stages run and printed whole
// as each stage ends, so that the logs of two stages never mix; the last stage running prints
// as it comes.
//
// `node scripts/test.mjs unit e2e` runs only the named stages. With a single test stage,
// other arguments go to its runner: `npm run test:e2e -- tests/navigation.spec.ts`,
// `npm run test:unit -- --project server`.
//
// Vitest and Playwright also write JSON reports into .tmp/; from them the last line printed
// is the summary our CI reads, exactly `tests: N passed, N failed` (plus `, N skipped` when
// any were skipped), after the names of the failed tests and of those that passed only on
// CI's one retry. The exit code is 0 only when every stage passed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const VITEST_JSON = path.join(root, '.tmp/vitest-results.json');
const E2E_DEFAULT_DIR = path.join(root, '.tmp/e2e');
const STAGES = ['format', 'lint', 'typecheck', 'unit', 'e2e'];
/**
 * What each stage waits for, when both are selected: e2e needs the others to have passed (no
 * point in twelve minutes of browser tests on code that fails them; and beside the unit stage
 * both ran about three times slower on the 2-core machine: docs/performance.md).
 */
const NEEDS = { e2e: ['format', 'lint', 'typecheck', 'unit'] };

const args = process.argv.slice(2).filter((a) => a !== '--');
const selected = args.filter((a) => STAGES.includes(a));
const extraArgs = args.filter((a) => !STAGES.includes(a));
const stages = selected.length ? STAGES.filter((s) => selected.includes(s)) : STAGES;
if (extraArgs.length && !(stages.length === 1 && ['unit', 'e2e'].includes(stages[0]))) {
  console.error(
    `Unknown stage or stray argument: ${extraArgs.join(' ')}. Stages: ${STAGES.join(', ')}. ` +
      'Arguments for Vitest or Playwright go with "unit" or "e2e" alone.',
  );
  process.exit(2);
}

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text);
const bold = paint('1');
const green = paint('32');
const red = paint('31');
const dim = paint('2');

/** "4.2 s" or "3 min 05 s". */
function duration(ms) {
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  return `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`;
}

let interrupted = false;
/** The children running now (several while the parallel stages run). */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // The child got the terminal's signal too; let it shut down (the e2e server, its
    // database), then report.
    interrupted = true;
    if (signal === 'SIGTERM') for (const child of running) child.kill('SIGTERM');
  });
}

/**
 * Where a stage prints: straight to the terminal, or (a stage running beside others) into
 * a buffer that is printed whole when the stage ends.
 */
function directOutput() {
  return { log: (line) => console.log(line), error: (line) => console.error(line) };
}
function bufferedOutput() {
  let chunks = [];
  const write = (chunk) => (chunks ? chunks.push(chunk) : process.stdout.write(chunk));
  return {
    buffered: true,
    log: (line) => write(`${line}\n`),
    error: (line) => write(`${line}\n`),
    write,
    /** Print what was held back, and from now on print as it comes. */
    release() {
      if (!chunks) return;
      process.stdout.write(chunks.join(''));
      chunks = undefined;
    },
  };
}

/**
 * Run a command; resolves with its exit code (signal → 1). Its output goes to the terminal,
 * or into `out` when that is a buffered output (colours kept when the terminal has them).
 */
function run(command, args, options = {}, out = directOutput()) {
  out.log(dim(`$ ${[path.relative(root, command) || command, ...args].join(' ')}`));
  return new Promise((resolve) => {
    const env = options.env ?? process.env;
    const child = spawn(command, args, {
      cwd: root,
      ...options,
      stdio: out.buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: out.buffered && useColor ? { ...env, FORCE_COLOR: '1' } : env,
    });
    if (out.buffered) {
      child.stdout.on('data', out.write);
      child.stderr.on('data', out.write);
    }
    running.add(child);
    child.on('error', (err) => {
      out.error(red(`Could not start ${command}: ${err.message}`));
      resolve(127);
    });
    // 'close': also every piped output has arrived.
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Read a JSON report, or undefined when the run did not write one. */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const counts = { passed: 0, failed: 0, skipped: 0 };
const notes = [];
/** Names of the tests that failed (and of Playwright's flaky ones), repeated in the summary. */
const failures = [];
const flaky = [];
/** First line of a failure message, without colour codes, for the summary. */
const firstLine = (text = '') =>
  stripVTControlCharacters(text)
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 200) ?? '';

/** Add Vitest's counts. A file that failed without a failing test (it did not load) is one failure. */
function countVitest(exitCode) {
  const report = readJson(VITEST_JSON);
  if (!report) {
    if (exitCode !== 0) {
      counts.failed += 1;
      notes.push('Vitest wrote no report: counted as 1 failed.');
    }
    return;
  }
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      const name = `${path.relative(root, file.name)} › ${test.fullName}`;
      // A test that passed with errors on record passed on a retry (CI retries once).
      if (test.status === 'failed')
        failures.push(`${name}: ${firstLine(test.failureMessages?.[0])}`);
      else if (test.status === 'passed' && test.failureMessages?.length)
        flaky.push(`${name}: ${firstLine(test.failureMessages[0])}`);
    }
  }
  const broken = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  );
  if (broken.length) {
    for (const file of broken)
      failures.push(`${path.relative(root, file.name)}: ${firstLine(file.message)}`);
    counts.failed += broken.length;
    notes.push(`${broken.length} test file(s) failed to run: each counted as 1 failed.`);
  }
}

/** Add Playwright's counts. Errors outside tests (e.g. global setup) count as failures. */
function countPlaywright(exitCode, file) {
  const report = readJson(file);
  if (!report) {
    if (exitCode !== 0) {
      counts.failed += 1;
      notes.push('Playwright wrote no report: counted as 1 failed.');
    }
    return;
  }
  const stats = report.stats ?? {};
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed += stats.unexpected ?? 0;
  counts.skipped += stats.skipped ?? 0;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = [...titles, spec.title].filter(Boolean).join(' › ');
        const error = test.results?.find((r) => r.error)?.error?.message;
        if (test.status === 'unexpected') failures.push(`${name}: ${firstLine(error)}`);
        if (test.status === 'flaky') flaky.push(`${name}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  const errors = report.errors ?? [];
  if (errors.length) {
    counts.failed += errors.length;
    notes.push(`Playwright reported ${errors.length} error(s) outside tests: counted as failed.`);
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/**
 * The e2e output directory. Playwright empties its output directory when it starts, so two
 * runs in one checkout (several people or agents at once) must not share one: the first
 * takes .tmp/e2e and marks it with its pid; a run that finds it taken uses .tmp/e2e-<pid>.
 */
function claimE2eDir() {
  const lock = path.join(E2E_DEFAULT_DIR, 'run.pid');
  let owner = 0;
  try {
    owner = Number(fs.readFileSync(lock, 'utf8'));
  } catch {
    // free
  }
  if (owner && owner !== process.pid && isAlive(owner)) {
    const own = path.join(root, `.tmp/e2e-${process.pid}`);
    console.log(
      dim(`.tmp/e2e is in use by process ${owner}; this run writes to ${path.relative(root, own)}`),
    );
    return own;
  }
  fs.mkdirSync(E2E_DEFAULT_DIR, { recursive: true });
  fs.writeFileSync(lock, String(process.pid));
  process.on('exit', () => fs.rmSync(lock, { force: true }));
  return E2E_DEFAULT_DIR;
}

let e2eDir = E2E_DEFAULT_DIR;

/** Each stage is a list of steps; a step returns an exit code. */
const definitions = {
  format: [(out) => run(bin('prettier'), ['--check', '.', '--log-level', 'warn'], {}, out)],
  // Lint: the code's rules, then unused files, exports and dependencies (knip.jsonc), then
  // copies of code past the threshold of .jscpd.json, then citations of documents outside
  // the repository (scripts/check-citations.mjs), then the catalogues of every language against
  // English's (scripts/check-catalogues.mjs), then the module table of
  // docs/architecture.md against the code (scripts/module-table.mjs; docs/architecture.md "Checks").
  lint: [
    (out) => run(bin('eslint'), ['.'], {}, out),
    (out) => run(bin('knip'), ['--no-progress'], {}, out),
    (out) => run(bin('jscpd'), [], {}, out),
    (out) => run(process.execPath, [path.join(root, 'scripts/check-citations.mjs')], {}, out),
    (out) => run(process.execPath, [path.join(root, 'scripts/check-catalogues.mjs')], {}, out),
    (out) => run(process.execPath, [path.join(root, 'scripts/module-table.mjs')], {}, out),
  ],
  typecheck: [(out) => run('npm', ['run', 'typecheck', '--workspaces', '--if-present'], {}, out)],
  unit: [
    async (out) => {
      fs.rmSync(VITEST_JSON, { force: true });
      const code = await run(
        bin('vitest'),
        [
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${path.relative(root, VITEST_JSON)}`,
          // CI retries a failed test once, and the summary names it as flaky: CI's run of
          // 2026-11-27 lost a whole submission to one failure that never showed again here.
          ...(process.env.CI ? ['--retry', '1'] : []),
          ...extraArgs,
        ],
        {},
        out,
      );
      countVitest(code);
      return code;
    },
  ],
  e2e: [
    (out) => run(process.execPath, [path.join(root, 'scripts/ensure-chromium.mjs')], {}, out),
    async (out) => {
      const started = Date.now();
      const code = await run(
        bin('vite'),
        ['build', '--logLevel', 'warn'],
        { cwd: path.join(root, 'apps/web') },
        out,
      );
      if (code === 0) out.log(dim(`web app built in ${duration(Date.now() - started)}`));
      return code;
    },
    async (out) => {
      e2eDir = claimE2eDir();
      const report = path.join(e2eDir, 'results.json');
      fs.rmSync(report, { force: true });
      const code = await run(
        bin('playwright'),
        ['test', '--config', 'e2e/playwright.config.ts', ...extraArgs],
        { env: { ...process.env, E2E_OUTPUT_DIR: e2eDir } },
        out,
      );
      countPlaywright(code, report);
      return code;
    },
  ],
};

fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
// The repository brings Node 24 (ADR 0013); say which Node the tests ran on.
console.log(dim(`Node.js ${process.versions.node}`));
const results = [];
const startedAll = Date.now();

/** Run one stage's steps; its heading, output and result line go to `out`. */
async function runStage(name, out) {
  out.log(`\n${bold(`▶ ${name}`)}`);
  const started = Date.now();
  let code = 0;
  for (const step of definitions[name]) {
    code = await step(out);
    if (code !== 0 || interrupted) break;
  }
  const ms = Date.now() - started;
  const ok = code === 0 && !interrupted;
  out.log(
    ok
      ? green(`✔ ${name} passed in ${duration(ms)}`)
      : red(
          `✘ ${name} ${interrupted ? 'interrupted' : `failed (exit ${code})`} after ${duration(ms)}`,
        ),
  );
  return { name, ok, ms };
}

/**
 * Run the selected stages, each as soon as the stages it needs (NEEDS) have passed; a stage
 * whose needs failed is not run. With one stage selected its output goes straight to the
 * terminal; with several, each stage's output is held back and printed whole when it ends,
 * and the last stage running prints as it comes.
 */
async function runAll() {
  if (stages.length === 1) {
    results.push(await runStage(stages[0], directOutput()));
    return;
  }
  console.log(
    dim(
      `\n${stages.join(', ')}: side by side where they can be; each one's output follows when it ends`,
    ),
  );
  const outputs = new Map();
  const ended = new Map();
  const releaseLast = () => {
    const left = [...outputs.keys()].filter((name) => !ended.has(name));
    if (left.length === 1) outputs.get(left[0]).release();
  };
  const start = (name) => {
    const out = bufferedOutput();
    outputs.set(name, out);
    releaseLast();
    return runStage(name, out).then((result) => {
      ended.set(name, result);
      out.release();
      releaseLast();
      return result;
    });
  };
  const promises = new Map();
  const startWhenReady = (name) => {
    const needs = (NEEDS[name] ?? []).filter((need) => stages.includes(need));
    const promise = Promise.all(needs.map((need) => promises.get(need))).then((before) =>
      before.every((r) => r?.ok) && !interrupted ? start(name) : undefined,
    );
    promises.set(name, promise);
  };
  for (const name of stages) startWhenReady(name);
  const finished = await Promise.all(stages.map((name) => promises.get(name)));
  results.push(...finished.filter(Boolean));
}

await runAll();
const failedStages = results.filter((r) => !r.ok).map((r) => r.name);

console.log(`\n${bold('Summary')}`);
for (const r of results) {
  console.log(`  ${r.ok ? green('✔') : red('✘')} ${r.name.padEnd(10)} ${duration(r.ms)}`);
}
const skippedStages = stages.filter((name) => !results.some((r) => r.name === name));
if (skippedStages.length) console.log(dim(`  not run: ${skippedStages.join(', ')}`));
console.log(`  total      ${duration(Date.now() - startedAll)}`);
for (const note of notes) console.log(`  ${note}`);
// Named again here, at the end, since a CI log is often read only from its tail.
if (failures.length) console.log(red(`\nFailed tests:`));
for (const name of failures.slice(0, 20)) console.log(`  ✘ ${name}`);
if (failures.length > 20) console.log(`  … and ${failures.length - 20} more`);
if (flaky.length) console.log(`\nPassed only on a retry (flaky: fix them):`);
for (const name of flaky) console.log(`  ~ ${name}`);
if (failedStages.includes('e2e'))
  console.log(
    `  E2E artefacts (traces, screenshots): ${path.relative(root, e2eDir)}/test-results; ` +
      `server log: ${path.relative(root, e2eDir)}/server.log`,
  );
if (failedStages.length)
  console.log(
    red(
      `\nFAILED: ${failedStages.map((name) => `the "${name}" stage`).join(' and ')}` +
        `${interrupted ? ' (interrupted)' : ''}.`,
    ),
  );
else console.log(green('\nAll checks passed.'));

const summary =
  `tests: ${counts.passed} passed, ${counts.failed} failed` +
  (counts.skipped ? `, ${counts.skipped} skipped` : '');
// Also kept in a file, so that a wrapper (.ci/run) can repeat it as its own last line.
fs.writeFileSync(path.join(root, '.tmp/test-summary.txt'), `${summary}\n`);
console.log(summary);
process.exit(failedStages.length ? (interrupted ? 130 : 1) : 0);
