import { PublicMentor } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** The query key of one public profile. */
export const mentorKey = (id: string) => ['mentors', 'profile', id] as const;

/**
 * `GET /api/mentors/:id`: an approved mentor's public profile.
 * @throws ApiRequestError 404 `mentor_not_found` for an unknown, pending or declined mentor.
 */
export function getMentor(id: string, signal?: AbortSignal): Promise<PublicMentor> {
  return api(`/mentors/${encodeURIComponent(id)}`, { schema: PublicMentor, signal });
}

export const mentorQuery = (id: string) =>
  queryOptions({
    queryKey: mentorKey(id),
    queryFn: ({ signal }) => getMentor(id, signal),
    staleTime: 60_000,
  });

/** The public profile of mentor `id`. */
export function useMentor(id: string) {
  return useQuery(mentorQuery(id));
}
