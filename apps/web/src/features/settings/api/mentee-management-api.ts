import {
  Availability,
  CalendarFeedCreated,
  CalendarFeedState,
  MenteeIntake,
  OwnPlanList,
  type AvailabilityPreferences,
  type SavePlan,
} from '@pathwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * The calls of Settings → Mentee Management and Integrations: the mentor's intake
 * settings and plans (mentors module), whether bookings need confirmation and the meeting
 * link (the bookings module's availability), and the private calendar feed. Contracts in
 * `packages/contracts/src/plans.ts` and `availability.ts`.
 */

/** The same key as the availability page's query, so both show one saved value. */
const availabilityKey = ['availability'] as const;
const intakeKey = ['settings', 'mentee-management'] as const;
const plansKey = ['settings', 'plans'] as const;
const feedKey = ['settings', 'calendar-feed'] as const;

/** `GET /api/mentor/mentee-management`: accepting new mentees, the most active at once. */
export function useIntake() {
  return useQuery({
    queryKey: intakeKey,
    queryFn: ({ signal }) => api('/mentor/mentee-management', { schema: MenteeIntake, signal }),
  });
}

/** `PUT /api/mentor/mentee-management`. @throws ApiRequestError 400 naming the field. */
export function useSaveIntake() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MenteeIntake) =>
      api('/mentor/mentee-management', { method: 'PUT', body, schema: MenteeIntake }),
    onSuccess: (saved) => {
      client.setQueryData(intakeKey, saved);
      // The public profile says whether the mentor takes new mentees.
      void client.invalidateQueries({ queryKey: ['mentors'] });
    },
  });
}

/** `GET /api/availability` (mentor): for whether bookings need confirmation and the meeting link. */
export function useAvailabilityRules() {
  return useQuery({
    queryKey: availabilityKey,
    queryFn: ({ signal }) => api('/availability', { schema: Availability, signal }),
  });
}

/**
 * `PATCH /api/availability`: change only whether bookings need confirmation and the meeting
 * link. @throws ApiRequestError 400 `general_argument_invalid` (e.g. a link that is not http(s)).
 */
export function useSaveAvailabilityPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AvailabilityPreferences) =>
      api('/availability', { method: 'PATCH', body, schema: Availability }),
    onSuccess: (saved) => client.setQueryData(availabilityKey, saved),
  });
}

/** `GET /api/mentor/plans`: the mentor's current plans in order. */
export function usePlans() {
  return useQuery({
    queryKey: plansKey,
    queryFn: ({ signal }) => api('/mentor/plans', { schema: OwnPlanList, signal }),
  });
}

/**
 * Add (`id` null), change or remove a plan; each answers the whole list, which replaces the
 * cached one. @throws ApiRequestError 409 `plan_change_not_allowed`, 404 `plan_not_found`.
 */
export function usePlanChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      change: { kind: 'save'; id: string | null; plan: SavePlan } | { kind: 'remove'; id: string },
    ) => {
      if (change.kind === 'remove')
        return api(`/mentor/plans/${encodeURIComponent(change.id)}`, {
          method: 'DELETE',
          schema: OwnPlanList,
        });
      return change.id === null
        ? api('/mentor/plans', { method: 'POST', body: change.plan, schema: OwnPlanList })
        : api(`/mentor/plans/${encodeURIComponent(change.id)}`, {
            method: 'PUT',
            body: change.plan,
            schema: OwnPlanList,
          });
    },
    onSuccess: (list) => {
      client.setQueryData(plansKey, list);
      void client.invalidateQueries({ queryKey: ['mentors'] });
    },
  });
}

/** `GET /api/calendar-feed`: whether the person's private feed is on. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: feedKey,
    queryFn: ({ signal }) => api('/calendar-feed', { schema: CalendarFeedState, signal }),
  });
}

/** `POST /api/calendar-feed`: a new secret URL (answered once); the old one stops working. */
export function useRegenerateFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('/calendar-feed', { method: 'POST', schema: CalendarFeedCreated }),
    onSuccess: (created) =>
      client.setQueryData(feedKey, { active: true, createdAt: created.createdAt }),
  });
}

/** `DELETE /api/calendar-feed`: turn the feed off. */
export function useTurnOffFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('/calendar-feed', { method: 'DELETE' }),
    onSuccess: () => client.setQueryData(feedKey, { active: false, createdAt: null }),
  });
}
