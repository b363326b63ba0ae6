import autocannon from 'autocannon';

/**
 * One load phase with autocannon: a fixed number of connections sending the same request back
 * to back for a fixed time. Latency percentiles are computed here from every 2xx response
 * time, because autocannon's own histogram has no p95.
 */

export interface LoadOptions {
  /** The request's URL, or with `paths` the server's base URL. */
  url: string;
  /**
   * A mix of GET paths (with query strings) that each connection sends in turn, looping, in
   * place of `url` alone.
   */
  paths?: string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  /** Seconds. */
  duration: number;
}

export interface LoadResult {
  /** 2xx responses per second over the whole phase. */
  rps: number;
  /** Latency of 2xx responses in milliseconds. */
  p50: number;
  p95: number;
  p99: number;
  ok: number;
  /** Non-2xx responses, connection errors and timeouts; a healthy run has 0. */
  failed: number;
  /** Seconds the phase actually lasted. */
  seconds: number;
}

/** Nearest-rank percentile (`q` in 0..1) of ascending `sorted`; NaN when empty. */
export function percentile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Runs one phase and summarises it. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration: options.duration,
    timeout: 10,
    ...(options.paths
      ? { requests: options.paths.map((p) => ({ method: 'GET' as const, path: p })) }
      : {}),
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const result = await instance;
  const sorted = Float64Array.from(latencies).sort();
  return {
    rps: sorted.length / result.duration,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    ok: sorted.length,
    failed: result.non2xx + result.errors + result.timeouts,
    seconds: result.duration,
  };
}
