export { RealtimeConnection } from './connection.ts';
export {
  RealtimeProvider,
  useOnReconnect,
  useRealtimeEmit,
  useRealtimeEvent,
  useRealtimeStatus,
} from './realtime-provider.tsx';
