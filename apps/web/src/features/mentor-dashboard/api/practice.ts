import {
  BookingList,
  CircleList,
  CircleStatus,
  MentorAnalytics,
  MentorEarnings,
  type AnalyticsRange,
  type CircleCategory,
} from '@pathwise/contracts';
import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { useLiveBookings } from '@/lib/realtime/index.ts';

/**
 * The mentor home's calls (issue 12 "Mentor home"): analytics, the next sessions, earnings
 * and circles. Contracts in `packages/contracts/src/{analytics,earnings,bookings,circles}.ts`.
 */
export const practiceKeys = {
  analytics: (range: AnalyticsRange) => ['mentor-home', 'analytics', range] as const,
  earnings: (month: string | undefined) => ['mentor-home', 'earnings', month ?? ''] as const,
  upcoming: ['mentor-home', 'upcoming'] as const,
  circles: (category: CircleCategory) => ['mentor-home', 'circles', category] as const,
};

/** `GET /api/mentor/analytics?range=`: the previous range's bars stay while the next loads. */
export function useMentorAnalytics(range: AnalyticsRange) {
  return useQuery({
    queryKey: practiceKeys.analytics(range),
    queryFn: ({ signal }) =>
      api(`/mentor/analytics?range=${range}`, { schema: MentorAnalytics, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/mentor/earnings?month=` (this month when none). */
export function useMentorEarnings(month: string | undefined) {
  return useQuery({
    queryKey: practiceKeys.earnings(month),
    queryFn: ({ signal }) =>
      api(`/mentor/earnings${month ? `?month=${month}` : ''}`, { schema: MentorEarnings, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * `GET /api/bookings?when=upcoming&limit=4`: the next four sessions, soonest first; live on
 * booking events (issue 17, item 6).
 */
export function useUpcomingSessions() {
  useLiveBookings(practiceKeys.upcoming);
  return useQuery({
    queryKey: practiceKeys.upcoming,
    queryFn: ({ signal }) =>
      api('/bookings?when=upcoming&limit=4', { schema: BookingList, signal }),
  });
}

/** `GET /api/circles?category=` for each of `categories` (first page each). */
export function useCirclesIn(categories: readonly CircleCategory[]) {
  return useQueries({
    queries: categories.map((category) => ({
      queryKey: practiceKeys.circles(category),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api(`/circles?category=${category}`, { schema: CircleList, signal }),
    })),
  });
}

/** `PUT /api/circles/:id/membership`: join; the home's circle lists refresh. */
export function useJoinCircle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/circles/${encodeURIComponent(id)}/membership`, { method: 'PUT', schema: CircleStatus }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['mentor-home', 'circles'] }),
  });
}
