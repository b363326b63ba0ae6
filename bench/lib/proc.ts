import fs from 'node:fs';

/**
 * Reading Linux `/proc` for the benchmark: which processes make up a running server, how much
 * memory they hold and how much CPU they (and everything else) used. Linux only; on other
 * systems these functions throw because `/proc` is missing.
 */

/** One process as seen in `/proc/<pid>/stat` and `/proc/<pid>/cmdline`. */
export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** Executable name, at most 15 characters (`node`, `postgres`, `esbuild`). */
  comm: string;
  /** Arguments joined by spaces; PostgreSQL rewrites its backends' to `postgres: …`. */
  cmdline: string;
  /** CPU time used so far, user + system, in clock ticks (`USER_HZ`, 100 per second on Linux). */
  cpuTicks: number;
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined; // the process ended between listing and reading
  }
}

/** Parses `/proc/<pid>/stat`; the command name may hold spaces or ')' so split after the last ')'. */
function readProcess(pid: number): ProcessInfo | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  const comm = stat.slice(open + 1, close);
  // Fields after the name, numbered from 3 in proc(5): state(3) ppid(4) … utime(14) stime(15).
  const rest = stat
    .slice(close + 2)
    .split(' ')
    .map((v, i) => (i === 0 ? 0 : Number(v)));
  const cmdline = (readText(`/proc/${pid}/cmdline`) ?? '').split('\0').join(' ').trim();
  return { pid, ppid: rest[1]!, comm, cmdline, cpuTicks: rest[11]! + rest[12]! };
}

/** Every process currently visible in `/proc`. */
export function listProcesses(): ProcessInfo[] {
  const out: ProcessInfo[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const info = readProcess(Number(name));
    if (info) out.push(info);
  }
  return out;
}

/**
 * The processes that make up one server: `rootPid` and its descendants, plus any process whose
 * command line names `dataDir` and its descendants (a PostgreSQL postmaster that outlived or
 * was re-parented away from its Node parent still belongs to the server).
 */
export function serverProcesses(rootPid: number, dataDir: string): ProcessInfo[] {
  const all = listProcesses();
  const children = new Map<number, ProcessInfo[]>();
  for (const p of all) {
    const list = children.get(p.ppid) ?? [];
    list.push(p);
    children.set(p.ppid, list);
  }
  const picked = new Map<number, ProcessInfo>();
  const add = (p: ProcessInfo) => {
    if (picked.has(p.pid)) return;
    picked.set(p.pid, p);
    for (const c of children.get(p.pid) ?? []) add(c);
  };
  for (const p of all) if (p.pid === rootPid || p.cmdline.includes(dataDir)) add(p);
  return [...picked.values()];
}

/** True for a PostgreSQL server process (postmaster, backend or auxiliary process). */
export function isPostgres(p: ProcessInfo): boolean {
  return p.comm === 'postgres' || p.cmdline.startsWith('postgres');
}

function statusField(pid: number, field: string, file = 'status'): number {
  const text = readText(`/proc/${pid}/${file}`);
  const match = text?.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return match ? Number(match[1]) : 0;
}

/** Resident set size of `pid` in KiB (`VmRSS`), 0 when it has ended. */
export function rssKiB(pid: number): number {
  return statusField(pid, 'VmRSS');
}

/**
 * Proportional set size of `pid` in KiB (`Pss` in `smaps_rollup`): resident memory with each
 * shared page divided among the processes sharing it, so a sum over processes counts
 * PostgreSQL's shared buffers once. 0 when unreadable.
 */
export function pssKiB(pid: number): number {
  return statusField(pid, 'Pss', 'smaps_rollup');
}

/** Busy and total CPU time of the whole machine so far, in clock ticks, from `/proc/stat`. */
export function machineCpuTicks(): { busy: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  // cpu user nice system idle iowait irq softirq steal guest guest_nice
  const v = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = v.reduce((a, b) => a + b, 0);
  const idle = v[3]! + v[4]!;
  return { busy: total - idle, total };
}
