import { MentorApplicationList, type MentorApplicationListQuery } from '@pathwise/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Prefix of every cached page of mentor applications (what a decision invalidates). */
export const mentorApplicationsKey = ['admin', 'mentor-applications'] as const;

/**
 * `GET /api/admin/mentors?status&page&pageSize`: one page of applications with everything
 * each mentor entered, pending first, then the most recently submitted.
 * @throws ApiRequestError 401 signed out, 403 `general_forbidden` for an account that is not
 *   in ADMIN_EMAILS.
 */
export function getMentorApplications(
  query: MentorApplicationListQuery,
): Promise<MentorApplicationList> {
  const search = new URLSearchParams({
    status: query.status,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  return api(`/admin/mentors?${search.toString()}`, { schema: MentorApplicationList });
}

export function mentorApplicationsQuery(query: MentorApplicationListQuery) {
  return queryOptions({
    queryKey: [...mentorApplicationsKey, query],
    queryFn: () => getMentorApplications(query),
  });
}

/**
 * One page of applications. The previous page stays on screen while the next one loads, so
 * that switching pages does not flash an empty list.
 */
export function useMentorApplications(query: MentorApplicationListQuery) {
  return useQuery({ ...mentorApplicationsQuery(query), placeholderData: keepPreviousData });
}
