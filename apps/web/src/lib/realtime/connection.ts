import {
  REALTIME_PATH,
  REALTIME_RECONNECT_DELAYS_MS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@pathwise/contracts';
import type { Socket } from 'socket.io-client';
import type * as SocketIo from 'socket.io-client';

type SocketIoClient = typeof SocketIo;

/** The browser's typed Socket.IO client (contracts `realtime.ts`). */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Where the connection stands: `off` when nobody verified is signed in. */
export type RealtimeStatus = 'off' | 'connecting' | 'connected' | 'reconnecting' | 'refused';

type Listener = (payload: unknown) => void;

/**
 * One live connection per signed-in tab (ADR 0012). `socket.io-client`
 * is imported on first {@link RealtimeConnection.start}, so public pages never load it
 * (ADR 0012). Socket.IO's own reconnection is off: after a lost connection this retries
 * after 1 s, 5 s, 10 s, then every 60 s (docs/product.md §7), and after every reconnect it
 * tells the `onReconnect` listeners, which fetch what they missed over HTTP (the Postgres
 * adapter has no connection-state recovery).
 *
 * Listeners are kept here, not on the socket, so they survive reconnects and may subscribe
 * before the socket exists.
 */
export class RealtimeConnection {
  private socket: RealtimeSocket | null = null;
  private status: RealtimeStatus = 'off';
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private everConnected = false;
  private stopped = true;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly statusListeners = new Set<(status: RealtimeStatus) => void>();
  private readonly reconnectListeners = new Set<() => void>();

  /**
   * `onRefused` runs when the server refuses a reconnect: the session ended elsewhere (signed
   * out from another device, or the account suspended: docs/product.md#143-moderation-and-suspension),
   * so the app reads the account again and the page follows (signed out, it goes to /login).
   * Here rather than in the provider, so the entry chunk does not carry it (first-load JS).
   */
  constructor(
    private readonly load: () => Promise<SocketIoClient> = () => import('socket.io-client'),
    private readonly onRefused: () => void = () => {},
  ) {}

  getStatus(): RealtimeStatus {
    return this.status;
  }

  /** Connect (idempotent). */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.setStatus('connecting');
    const { io } = await this.load();
    if (this.stopped) return;
    const socket: RealtimeSocket = io({
      path: REALTIME_PATH,
      transports: ['websocket', 'polling'],
      reconnection: false,
      withCredentials: true,
    });
    this.socket = socket;
    socket.onAny((event: string, payload: unknown) => {
      for (const listener of this.listeners.get(event) ?? []) listener(payload);
    });
    socket.on('connect', () => {
      this.attempt = 0;
      this.setStatus('connected');
      if (this.everConnected) for (const listener of this.reconnectListeners) listener();
      this.everConnected = true;
    });
    socket.on('connect_error', (err) => {
      // Refused by the server (signed out, not verified, wrong origin): retrying cannot help.
      if (
        /^(general_unauthorized|user_email_not_verified|general_unknown_origin)$/.test(err.message)
      ) {
        this.setStatus('refused');
        this.onRefused();
        return;
      }
      this.scheduleRetry();
    });
    socket.on('disconnect', () => {
      if (this.stopped) return;
      this.scheduleRetry();
    });
  }

  /** Disconnect for good (signed out). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
    this.socket = null;
    this.attempt = 0;
    this.everConnected = false;
    this.setStatus('off');
  }

  /** Subscribe to a server event; returns the unsubscribe function. */
  on<E extends keyof ServerToClientEvents>(
    event: E,
    listener: (payload: Parameters<ServerToClientEvents[E]>[0]) => void,
  ): () => void {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener as Listener);
    this.listeners.set(event, set);
    return () => set.delete(listener as Listener);
  }

  /** Send a client event when connected (dropped otherwise: every event is best effort). */
  emit<E extends keyof ClientToServerEvents>(
    event: E,
    ...args: Parameters<ClientToServerEvents[E]>
  ): void {
    if (this.socket?.connected) this.socket.emit(event, ...args);
  }

  onStatus(listener: (status: RealtimeStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Called after every reconnect (not the first connect): fetch what was missed. */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  private scheduleRetry() {
    clearTimeout(this.timer);
    this.setStatus('reconnecting');
    const delays = REALTIME_RECONNECT_DELAYS_MS;
    const delay = delays[Math.min(this.attempt, delays.length - 1)]!;
    this.attempt += 1;
    this.timer = setTimeout(() => {
      if (!this.stopped) this.socket?.connect();
    }, delay);
  }

  private setStatus(status: RealtimeStatus) {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener(status);
  }
}
