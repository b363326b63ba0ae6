import { CircleDetail } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { circlesKey } from './get-circles.ts';

/** Query key of one circle's page. */
export const circleKey = (id: string) => [...circlesKey, 'detail', id] as const;

/**
 * `GET /api/circles/:id`: the circle, its newest members and its approved mentors.
 * @throws ApiRequestError `circle_not_found` (404) for an unknown id.
 */
export function getCircle(id: string, signal?: AbortSignal): Promise<CircleDetail> {
  return api(`/circles/${encodeURIComponent(id)}`, { schema: CircleDetail, signal });
}

export const circleQuery = (id: string) =>
  queryOptions({ queryKey: circleKey(id), queryFn: ({ signal }) => getCircle(id, signal) });

/** One circle with its members and mentors. */
export function useCircle(id: string) {
  return useQuery(circleQuery(id));
}
