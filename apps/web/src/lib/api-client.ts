import { ApiError } from '@pathwise/contracts';
import type { ZodType } from 'zod';

/**
 * The one fetch client of the web app (docs/architecture.md#request-flow): JSON in, JSON out,
 * the session cookie included, every answer parsed with the contract's zod schema.
 */

/** An error answer of the API, or `network_error` (status 0) when the server was not reached. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly type: string;

  constructor(status: number, type: string, message: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.type = type;
  }
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Schema of a successful answer; omit for 204 answers. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
}

/**
 * Call `/api{path}`.
 * @throws ApiRequestError with the server's `{message, type}` for any non-2xx answer,
 *   `network_error` when the request did not reach the server, `invalid_response` when
 *   the answer does not match `schema`.
 */
export async function api<T = void>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers:
        options.body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiRequestError(0, 'network_error', 'Network error');
  }
  if (!response.ok) {
    const payload = ApiError.safeParse(await response.json().catch(() => null));
    if (payload.success)
      throw new ApiRequestError(response.status, payload.data.type, payload.data.message);
    throw new ApiRequestError(response.status, 'general_server_error', response.statusText);
  }
  if (!options.schema || response.status === 204) return undefined as T;
  const parsed = options.schema.safeParse(await response.json());
  if (!parsed.success)
    throw new ApiRequestError(
      response.status,
      'invalid_response',
      'Unexpected answer from the server',
    );
  return parsed.data;
}

/** True when `error` is an API error of the given `type`. */
export function isApiError(error: unknown, type?: string): error is ApiRequestError {
  return error instanceof ApiRequestError && (type === undefined || error.type === type);
}
