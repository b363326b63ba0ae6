import { NotificationCount, NotificationList, type Notification } from '@pathwise/contracts';
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { notificationCountKey } from '@/components/dashboard/unread-counts.ts';
import { api } from '@/lib/api-client.ts';

/** Query key of the notifications list (all its pages). */
export const notificationListKey = ['notifications', 'list'] as const;

/** `GET /api/notifications`, newest first, one page of 20 after another (`before`). */
export function useNotificationList() {
  return useInfiniteQuery({
    queryKey: notificationListKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api(`/notifications${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`, {
        schema: NotificationList,
        signal,
      }),
    getNextPageParam: (last) => (last.hasMore ? last.items.at(-1)?.id : undefined),
  });
}

/** Mark the cached notification `which` (an id, or `null` for all) read, and set the badge. */
function useApplyRead() {
  const client = useQueryClient();
  return (which: string | null, count: NotificationCount) => {
    const now = new Date().toISOString();
    client.setQueryData<InfiniteData<NotificationList>>(notificationListKey, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              unreadCount: count.unreadCount,
              items: page.items.map((n): Notification =>
                !n.readAt && (which === null || n.id === which) ? { ...n, readAt: now } : n,
              ),
            })),
          }
        : data,
    );
    client.setQueryData(notificationCountKey, count);
  };
}

/** `POST /api/notifications/:id/read`. */
export function useMarkRead() {
  const apply = useApplyRead();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/notifications/${encodeURIComponent(id)}/read`, {
        method: 'POST',
        schema: NotificationCount,
      }),
    onSuccess: (count, id) => apply(id, count),
  });
}

/** `POST /api/notifications/read-all`. */
export function useMarkAllRead() {
  const apply = useApplyRead();
  return useMutation({
    mutationFn: () => api('/notifications/read-all', { method: 'POST', schema: NotificationCount }),
    onSuccess: (count) => apply(null, count),
  });
}
