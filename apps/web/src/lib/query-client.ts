import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';

/**
 * The app's TanStack Query client (used by `Providers`; test harnesses build theirs with it
 * so that they run the app's own defaults):
 * - queries are not retried on 4xx answers, at most twice otherwise, and not refetched on
 *   window focus;
 * - mutations run even when the browser says it is offline (`networkMode: 'always'`).
 *   TanStack's default pauses them until the connection returns, which left forms on their
 *   busy label ('Saving...', 'Sending...') for good (docs/product.md#5-validation); now the request
 *   fails at once with `network_error` and the form says so and can be sent again.
 *
 * `overrides` replace single options of each section (tests turn retries off).
 */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) =>
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) &&
          count < 2,
        refetchOnWindowFocus: false,
        ...overrides.queries,
      },
      mutations: { networkMode: 'always', ...overrides.mutations },
    },
  });
}
