import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useOnReconnect, useRealtimeEvent } from './realtime-provider.tsx';

/**
 * Keep a view of bookings live (docs/product.md#123-booking): refetch the queries under `queryKey`
 * whenever the realtime hub tells the signed-in person of a booking change — a `booking`
 * notification (`notification:new`: requested, confirmed, declined, cancelled, moved,
 * proposed…), or a booking's system message in their conversation (`message:new`,
 * `message:updated`: sent even when in-app booking notifications are off) — and after a
 * reconnect, since missed events are not replayed. Call it from the view's query hook.
 */
export function useLiveBookings(queryKey: QueryKey): void {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey });
  useRealtimeEvent('notification:new', ({ notification }) => {
    if (notification.kind === 'booking') refresh();
  });
  useRealtimeEvent('message:new', ({ message }) => {
    if (message.system) refresh();
  });
  useRealtimeEvent('message:updated', ({ message }) => {
    if (message.system) refresh();
  });
  useOnReconnect(refresh);
}
