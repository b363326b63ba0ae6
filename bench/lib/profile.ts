import fs from 'node:fs';
import path from 'node:path';

/**
 * CPU profiles of the server per load phase (`npm run bench -- --profile`,
 * docs/performance.md#the-hot-endpoints).
 *
 * Each server process runs with `NODE_OPTIONS=--cpu-prof --cpu-prof-dir=<dir>`: V8 samples its
 * main thread for its whole life and Node writes one `.cpuprofile` when it exits (SIGTERM →
 * the server's shutdown → `process.exit`). The flags go through the environment, not the
 * command line, so they reach the server that `scripts/start.mjs` runs in-process (the
 * compiled bundle, ADR 0014).
 *
 * The bench notes each measured phase's start and end on the monotonic clock
 * (`process.hrtime`, µs); V8's profile timestamps (`startTime`, `timeDeltas`) are µs on the
 * same clock (CLOCK_MONOTONIC on Linux), so after the server has exited, its profile is cut
 * into one `.cpuprofile` per phase: the samples taken during that phase, with the nodes'
 * `hitCount`s recounted. DevTools (Performance → Load profile) and speedscope open them.
 */

/** One node of a V8 CPU profile (the fields this module reads). */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}

/** A V8 `.cpuprofile`: times in µs on the monotonic clock. */
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A function's self time in a profile: `name url:line`, ms and share of the busy samples. */
export interface HotFunction {
  key: string;
  selfMs: number;
  /** Share (0–1) of the profile's time outside `(idle)`. */
  share: number;
}

interface PhaseMark {
  phase: string;
  pids: number[];
  startUs: number;
  endUs: number;
}

let profileDir: string | undefined;
const marks: PhaseMark[] = [];

/** Monotonic time in µs, the clock of V8's profile timestamps. */
function nowUs(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

/**
 * True when the bench was started with `--profile` (`npm run bench -- --profile`) or with
 * `BENCH_PROFILE=true`.
 */
export function profilingRequested(argv: string[] = process.argv): boolean {
  return argv.includes('--profile') || process.env.BENCH_PROFILE === 'true';
}

/** Turns profiling on: servers started from now on write their profiles under `dir`. */
export function enableProfiling(dir: string): void {
  fs.mkdirSync(path.join(dir, 'raw'), { recursive: true });
  profileDir = dir;
}

/** The folder holding the profiles, or undefined when profiling is off. */
export function profilingDir(): string | undefined {
  return profileDir;
}

/**
 * Environment for a server process: `NODE_OPTIONS` with `--cpu-prof` when profiling is on
 * (1 ms sampling, V8's default), nothing otherwise.
 */
export function profileEnv(): Record<string, string> {
  if (!profileDir) return {};
  return { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.join(profileDir, 'raw')}` };
}

/** Runs a measured phase and notes its time span against the servers' pids. */
export async function markPhase<T>(
  phase: string,
  pids: number[],
  fn: () => Promise<T>,
): Promise<T> {
  if (!profileDir) return fn();
  const startUs = nowUs();
  try {
    return await fn();
  } finally {
    marks.push({ phase, pids, startUs, endUs: nowUs() });
  }
}

/** The main thread's profile of process `pid` (`CPU.<date>.<time>.<pid>.0.<seq>.cpuprofile`). */
function profileFileOf(pid: number): string | undefined {
  const raw = path.join(profileDir!, 'raw');
  const name = fs
    .readdirSync(raw)
    .find(
      (f) =>
        f.endsWith('.cpuprofile') && f.split('.')[3] === String(pid) && f.split('.')[4] === '0',
    );
  return name && path.join(raw, name);
}

/** The samples of `profile` taken within [startUs, endUs], with hit counts recounted. */
export function sliceProfile(profile: CpuProfile, startUs: number, endUs: number): CpuProfile {
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  const hits = new Map<number, number>();
  let t = profile.startTime;
  let last = startUs;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    if (t < startUs || t > endUs) continue;
    const id = profile.samples[i]!;
    samples.push(id);
    timeDeltas.push(t - last);
    last = t;
    hits.set(id, (hits.get(id) ?? 0) + 1);
  }
  return {
    nodes: profile.nodes.map((n) => ({ ...n, hitCount: hits.get(n.id) ?? 0 })),
    startTime: startUs,
    endTime: endUs,
    samples,
    timeDeltas,
  };
}

/**
 * The `limit` functions with the most self time in `profile`, grouped by function name and
 * `url:line` (one function inlined or split into several nodes counts once). Each sample
 * counts the time until the next sample (the last one the mean interval).
 */
export function topFunctions(profile: CpuProfile, limit = 15): HotFunction[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<string, number>();
  const n = profile.samples.length;
  const span = n > 1 ? profile.timeDeltas.slice(1).reduce((a, b) => a + b, 0) : 0;
  const mean = n > 1 ? span / (n - 1) : 1000;
  let busyUs = 0;
  for (let i = 0; i < n; i++) {
    const node = byId.get(profile.samples[i]!);
    if (!node) continue;
    const us = i + 1 < n ? profile.timeDeltas[i + 1]! : mean;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') continue;
    busyUs += us;
    const where = url ? ` ${shortUrl(url)}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'}${where}`;
    selfUs.set(key, (selfUs.get(key) ?? 0) + us);
  }
  return [...selfUs.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([key, us]) => ({ key, selfMs: us / 1000, share: busyUs > 0 ? us / busyUs : 0 }));
}

/** A script URL shortened to what identifies it: the path from `node_modules/` or `src/` on. */
function shortUrl(url: string): string {
  const u = url.replace(/^file:\/\//, '');
  const nm = u.lastIndexOf('node_modules/');
  if (nm >= 0) return u.slice(nm + 'node_modules/'.length);
  const src = u.indexOf('/apps/');
  return src >= 0 ? u.slice(src + 1) : u;
}

/** A file name from a phase's name: `GET /api/me/summary` → `get-api-me-summary`. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

/**
 * After every server has exited: writes `<n>-<phase>[-<pid>].cpuprofile` per measured phase
 * into the profile folder and returns the report's lines (the top functions by self time per
 * phase, with the share of the busy time outside `(idle)`).
 */
export function writePhaseProfiles(limit = 15): string[] {
  if (!profileDir) return [];
  const out = ['', `CPU profiles (self time, share of busy time), in ${profileDir}`];
  const cache = new Map<number, CpuProfile | undefined>();
  const load = (pid: number) => {
    if (!cache.has(pid)) {
      const file = profileFileOf(pid);
      cache.set(pid, file ? (JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile) : undefined);
    }
    return cache.get(pid);
  };
  marks.forEach((mark, index) => {
    for (const pid of mark.pids) {
      const whole = load(pid);
      const label = mark.pids.length > 1 ? `${mark.phase} (server ${pid})` : mark.phase;
      if (!whole) {
        out.push('', `${label}: no profile (the server did not exit by itself)`);
        continue;
      }
      const sliced = sliceProfile(whole, mark.startUs, mark.endUs);
      const pidPart = mark.pids.length > 1 ? `-${pid}` : '';
      const file = `${String(index + 1).padStart(2, '0')}-${slug(mark.phase)}${pidPart}.cpuprofile`;
      fs.writeFileSync(path.join(profileDir!, file), JSON.stringify(sliced));
      out.push('', `${label}: ${file}, ${sliced.samples.length} samples`);
      for (const f of topFunctions(sliced, limit))
        out.push(
          `  ${(f.share * 100).toFixed(1).padStart(5)} %  ${f.selfMs.toFixed(0).padStart(6)} ms  ${f.key}`,
        );
    }
  });
  return out;
}
