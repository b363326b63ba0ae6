import {
  Activity,
  MenteeDetail,
  MenteeList,
  type CreateActivity,
  type MENTEE_GOALS,
  type MenteeSort,
  type QUALITY_SKILLS,
  type UpdateActivity,
} from '@pathwise/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkEdit } from '@/components/work-actions.tsx';
import { api } from '@/lib/api-client.ts';
import { ownTimeZone } from '@/lib/session/account.ts';
import { bookingsKey } from '@/lib/api/get-booking.ts';

/** Query keys: every mentees query starts with this. */
export const menteesKey = ['mentor-mentees'] as const;

/**
 * The viewer's time zone, "overdue" is judged in it: the person's one saved zone (`users.time_zone`, ADR
 * 0016), the browser's only until one is saved.
 */
export const viewerTimeZone = ownTimeZone;

/** The filters and page of the mentees table, as the URL holds them. */
export interface MenteeFilters {
  q?: string;
  skills?: (typeof QUALITY_SKILLS)[number];
  language?: string;
  topic?: (typeof MENTEE_GOALS)[number];
  sort?: MenteeSort;
  page?: number;
  limit?: number;
}

/** `GET /api/mentor/mentees?…`: the summary and one page of the progress table. */
export function useMentees(filters: MenteeFilters) {
  const params = new URLSearchParams({ timeZone: viewerTimeZone() });
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return useQuery({
    queryKey: [...menteesKey, 'list', filters],
    queryFn: ({ signal }) =>
      api(`/mentor/mentees?${params.toString()}`, { schema: MenteeList, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/mentor/mentees/:id`: the mentee's shared goals, activities and sessions. */
export function useMentee(id: string) {
  const params = new URLSearchParams({ timeZone: viewerTimeZone() });
  return useQuery({
    queryKey: [...menteesKey, 'detail', id],
    queryFn: ({ signal }) =>
      api(`/mentor/mentees/${encodeURIComponent(id)}?${params.toString()}`, {
        schema: MenteeDetail,
        signal,
      }),
  });
}

/** Refresh the table, the mentee and their sessions' action items after a change of their plan. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: menteesKey }),
      // A session page lists its action items.
      queryClient.invalidateQueries({ queryKey: bookingsKey }),
    ]);
}

/**
 * `POST /api/activities` as a mentor: an assignment or a test for one of their mentees (the
 * goals module's route). @throws ApiRequestError 400 naming the field.
 */
export function useAssignWork() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateActivity) =>
      api('/activities', { method: 'POST', body, schema: Activity }),
    onSuccess: refresh,
  });
}

/** `PATCH /api/activities/:id` as the assigning mentor: the status and a test's score. */
export function useMarkWork() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: Pick<UpdateActivity, 'status' | 'score'> & { id: string }) =>
      api(`/activities/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: Activity }),
    onSuccess: refresh,
  });
}

/**
 * `PATCH /api/activities/:id` as the mentor who set the work: its name, description, due date
 * and goal (docs/product.md#125-goals-and-activities). @throws ApiRequestError.
 */
export function useEditWork() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: WorkEdit & { id: string }) =>
      api(`/activities/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: Activity }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/activities/:id` as the mentor who set the work (docs/product.md#125-goals-and-activities). */
export function useDeleteWork() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api(`/activities/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
