import type { ClientToServerEvents, ServerToClientEvents } from '@pathwise/contracts';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accountKey, useAccount } from '@/lib/session/account.ts';
import type { RealtimeConnection, RealtimeStatus } from './connection.ts';

const RealtimeContext = createContext<RealtimeConnection | null>(null);

/**
 * Keeps one {@link RealtimeConnection} open while a verified person is signed in, and none
 * otherwise (signed out, unverified: nothing is loaded, not even the connection's own module,
 * which is fetched at the first sign-in: docs/performance.md, first-load JS). Mounted once, in the
 * app's providers; features use the hooks below, which subscribe once the connection exists.
 */
export function RealtimeProvider({
  children,
  connection: given,
}: {
  children: ReactNode;
  /** Tests may pass their own connection. */
  connection?: RealtimeConnection;
}) {
  const [connection, setConnection] = useState<RealtimeConnection | null>(given ?? null);
  const queryClient = useQueryClient();
  const { data: user } = useAccount();
  const userId = user?.emailVerification ? user.id : null;
  useEffect(() => {
    if (!userId) return;
    if (connection) {
      void connection.start();
      return () => connection.stop();
    }
    let cancelled = false;
    void import('./connection.ts').then((module) => {
      // A refused reconnect: read the account again (RealtimeConnection's `onRefused`).
      if (!cancelled)
        setConnection(
          new module.RealtimeConnection(undefined, () => {
            void queryClient.invalidateQueries({ queryKey: accountKey });
          }),
        );
    });
    return () => {
      cancelled = true;
    };
  }, [connection, userId, queryClient]);
  return <RealtimeContext.Provider value={connection}>{children}</RealtimeContext.Provider>;
}

function useConnection(): RealtimeConnection | null {
  return useContext(RealtimeContext);
}

/**
 * Run `handler` for every `event` from the server while the component is mounted. The
 * latest `handler` is used, so it may close over state without re-subscribing.
 */
export function useRealtimeEvent<E extends keyof ServerToClientEvents>(
  event: E,
  handler: (payload: Parameters<ServerToClientEvents[E]>[0]) => void,
): void {
  const connection = useConnection();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!connection) return;
    return connection.on(event, (payload) => latest.current(payload));
  }, [connection, event]);
}

/** Run `handler` after every reconnect (to fetch what was missed while disconnected). */
export function useOnReconnect(handler: () => void): void {
  const connection = useConnection();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!connection) return;
    return connection.onReconnect(() => latest.current());
  }, [connection]);
}

/** The connection's status (`off` outside the provider or signed out). */
export function useRealtimeStatus(): RealtimeStatus {
  const connection = useConnection();
  return useSyncExternalStore(
    (notify) => connection?.onStatus(notify) ?? (() => undefined),
    () => connection?.getStatus() ?? 'off',
    () => 'off',
  );
}

/** Send client events (best effort: dropped while disconnected). */
export function useRealtimeEmit(): <E extends keyof ClientToServerEvents>(
  event: E,
  ...args: Parameters<ClientToServerEvents[E]>
) => void {
  const connection = useConnection();
  return (event, ...args) => connection?.emit(event, ...args);
}
