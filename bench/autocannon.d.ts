/**
 * The part of autocannon 9's API the benchmark uses. autocannon ships no types and we add no
 * `@types` package for four fields; this mirrors its README ("API") and `lib/run.js`.
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    /** Concurrent connections. */
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    /**
     * A sequence of requests each connection sends in turn, looping; a field left out takes
     * the value of the options above (README "requests").
     */
    requests?: {
      method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Changes each request before it is sent (README "requests"). */
      setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
    }[];
  }

  /** Latency percentiles in milliseconds (only 2xx responses are recorded). */
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }

  interface Result {
    /** Seconds, rounded to 10 ms. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Responses with a 2xx status. */
    '2xx': number;
    latency: Histogram;
    requests: Histogram & { total: number };
  }

  /** Emits `response(client, statusCode, bytes, responseTimeMs)` for every response. */
  interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
