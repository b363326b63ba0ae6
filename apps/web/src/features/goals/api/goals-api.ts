import {
  Activity,
  ActivityList,
  Goal,
  GoalList,
  type ActivityDueFilter,
  type ActivitySource,
  type CreateActivity,
  type CreateGoal,
  type GoalCategory,
  type UpdateActivity,
  type UpdateGoal,
} from '@pathwise/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { ownTimeZone } from '@/lib/session/account.ts';

/** Query keys: every goal and activity query starts with one of these. */
export const goalsKey = ['goals'] as const;
export const activitiesKey = ['activities'] as const;

/** The filters of the activities list (all optional; they combine). */
export interface ActivityFilters {
  goalId?: string;
  category?: GoalCategory;
  due?: ActivityDueFilter;
  source?: ActivitySource;
}

/**
 * The viewer's time zone, "today" and "this week" are judged in it: the person's one saved zone (`users.time_zone`, ADR
 * 0016), the browser's only until one is saved.
 */
export const viewerTimeZone = ownTimeZone;

/** `GET /api/goals`: the mentee's goals with their progress. */
export function useGoals() {
  return useQuery({
    queryKey: goalsKey,
    queryFn: ({ signal }) => api('/goals', { schema: GoalList, signal }),
  });
}

/**
 * `GET /api/activities?…&timeZone`: the mentee's activities matching `filters`, with today
 * and the current week in the viewer's zone.
 */
export function useActivities(filters: ActivityFilters) {
  const params = new URLSearchParams({ timeZone: viewerTimeZone() });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value as string);
  return useQuery({
    queryKey: [...activitiesKey, filters],
    queryFn: ({ signal }) =>
      api(`/activities?${params.toString()}`, { schema: ActivityList, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Refresh goals (their progress) and activities after any change. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: goalsKey }),
      queryClient.invalidateQueries({ queryKey: activitiesKey }),
    ]);
}

/** `POST /api/goals`. @throws ApiRequestError 400 naming the field. */
export function useCreateGoal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateGoal) => api('/goals', { method: 'POST', body, schema: Goal }),
    onSuccess: refresh,
  });
}

/** `PATCH /api/goals/:id` (edit, achieve, drop, reopen). @throws 404 `goal_not_found`. */
export function useUpdateGoal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateGoal & { id: string }) =>
      api(`/goals/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: Goal }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/goals/:id`; its activities stay without a goal. */
export function useDeleteGoal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api(`/goals/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    // Not awaited: the confirmation closes (and hands focus on) before the goal's card,
    // which holds it, leaves the refreshed page.
    onSuccess: () => void refresh(),
  });
}

/** `POST /api/activities` (the mentee's own). @throws 400 naming the field. */
export function useCreateActivity() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateActivity) =>
      api('/activities', { method: 'POST', body, schema: Activity }),
    onSuccess: refresh,
  });
}

/** `PATCH /api/activities/:id` (move between columns, edit details). */
export function useUpdateActivity() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateActivity & { id: string }) =>
      api(`/activities/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: Activity }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/activities/:id`. */
export function useDeleteActivity() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api(`/activities/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
