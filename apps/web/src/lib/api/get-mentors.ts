import { PublicMentorList, type PublicMentorListParams } from '@pathwise/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** The query key of one directory page: the parameters, as sent. */
export const mentorsKey = (params: PublicMentorListParams) => ['mentors', 'list', params] as const;

/**
 * `GET /api/mentors`: one page of approved mentors matching `params` (search text, skill,
 * language, topic, price, featured, sort, page, pageSize) and how many match in all.
 * Parameters left undefined are not sent.
 * @throws ApiRequestError 400 `general_argument_invalid` for a value outside the lists.
 */
export function getMentors(
  params: PublicMentorListParams,
  signal?: AbortSignal,
): Promise<PublicMentorList> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return api(`/mentors${qs ? `?${qs}` : ''}`, { schema: PublicMentorList, signal });
}

/**
 * Query options of a directory page. The previous page stays on screen while the next one
 * loads (`keepPreviousData`), so changing a filter does not blank the grid.
 */
export const mentorsQuery = (params: PublicMentorListParams) =>
  queryOptions({
    queryKey: mentorsKey(params),
    queryFn: ({ signal }) => getMentors(params, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** One directory page for `params`. */
export function useMentors(params: PublicMentorListParams) {
  return useQuery(mentorsQuery(params));
}
