import { useQueryClient } from '@tanstack/react-query';
import { useOnReconnect, useRealtimeEvent } from '@/lib/realtime/index.ts';
import { bookingKeys } from './keys.ts';

/**
 * Keep every view of bookings live (ADR 0012, realtime fan-out): refetch everything under
 * {@link bookingKeys.all} whenever the realtime hub tells the signed-in person of a booking
 * change — a `booking` notification (`notification:new`: requested, confirmed, declined,
 * cancelled, moved, proposed…), or a booking's system message in their conversation
 * (`message:new`, `message:updated`: sent even when in-app booking notifications are off) —
 * and after a reconnect, since missed events are not replayed. Called by each query hook of
 * a view that shows bookings; one root, so an event refreshes every such view at once.
 */
export function useLiveBookings(): void {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: bookingKeys.all });
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
