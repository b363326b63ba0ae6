import { Conversation, NotificationCount } from '@pathwise/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { useOnReconnect, useRealtimeEvent } from '@/lib/realtime/index.ts';

/**
 * The sidebar's unread badges (docs/product.md#127-notifications): the bell's count and the
 * Messages link's, from HTTP, kept live by the realtime events and refetched after a reconnect.
 */

/** Query key of the bell's count (`GET /api/notifications/unread-count`). */
export const notificationCountKey = ['notifications', 'unread-count'] as const;
/** Query key of the unread messages' total (`GET /api/conversations`). */
export const messageCountKey = ['conversations', 'unread-total'] as const;

/**
 * Only what the badge reads of `GET /api/conversations` (contracts `ConversationList`): each
 * conversation's `unreadCount`, so the badge does not depend on the rest of the shape.
 */
const UnreadConversations = z.object({
  items: z.array(Conversation.pick({ unreadCount: true })),
});

/** The signed-in person's unread notifications, live; undefined while unknown or failing. */
export function useUnreadNotifications(): number | undefined {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: notificationCountKey,
    queryFn: ({ signal }) =>
      api('/notifications/unread-count', { schema: NotificationCount, signal }),
    select: (data) => data.unreadCount,
    retry: false,
  });
  const set = (unreadCount: number) =>
    client.setQueryData(notificationCountKey, { unreadCount } satisfies NotificationCount);
  useRealtimeEvent('notification:new', (payload) => set(payload.unreadCount));
  useRealtimeEvent('notification:count', (payload) => set(payload.unreadCount));
  useOnReconnect(() => void client.invalidateQueries({ queryKey: notificationCountKey }));
  return query.data;
}

/**
 * The sum of the person's conversations' unread messages, live; undefined while unknown or
 * when the messages API fails or does not exist (then no badge is drawn).
 */
export function useUnreadMessages(): number | undefined {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: messageCountKey,
    queryFn: ({ signal }) => api('/conversations', { schema: UnreadConversations, signal }),
    select: (data) => data.items.reduce((sum, c) => sum + c.unreadCount, 0),
    retry: false,
  });
  const refetch = () => void client.invalidateQueries({ queryKey: messageCountKey });
  useRealtimeEvent('message:new', refetch);
  useRealtimeEvent('conversation:read', refetch);
  useOnReconnect(refetch);
  return query.isError ? undefined : query.data;
}
