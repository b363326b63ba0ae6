export { RealtimeConnection, type RealtimeSocket, type RealtimeStatus } from './connection.ts';
export {
  RealtimeProvider,
  useOnReconnect,
  useRealtimeEmit,
  useRealtimeEvent,
  useRealtimeStatus,
} from './realtime-provider.tsx';
export { useLiveBookings } from './live-bookings.ts';
