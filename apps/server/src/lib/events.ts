import type pg from 'pg';

/**
 * Domain events: the one way an effect crosses modules (ADR 0008). A module publishes what
 * happened, inside the transaction that made it happen; the modules that care subscribe.
 * Handlers run at once, in the publisher's transaction, and do only durable work on it:
 * enqueue a pg-boss job with `tx.client` (a mail, a notification, a system message) or write
 * their own rows. So an effect exists exactly when the event's transaction commits, survives
 * a crash after it, and is retried by pg-boss; a handler never waits on SMTP or the network.
 *
 * Add an event by naming it here with its payload; payloads carry what handlers need, so a
 * handler does not read the publisher's tables.
 */
export interface DomainEvents {
  /** An admin approved or declined a mentor application (docs/product.md#121-mentor-vetting "Mentor vetting"). */
  'mentor-application.decided': {
    userId: string;
    /** The account's email: where the decision is mailed. */
    email: string;
    /** The first name the mentor entered (user-supplied text). */
    firstName: string;
    decision: 'approved' | 'declined';
    /** The admin's reason, for `declined`. */
    reason: string | null;
  };
}

export type DomainEventName = keyof DomainEvents;

/** The transaction an event is published in (`Database.transaction`'s `tx`). */
export interface EventTransaction {
  client: pg.PoolClient;
}

export type DomainEventHandler<N extends DomainEventName> = (
  event: DomainEvents[N],
  tx: EventTransaction,
) => Promise<void>;

/** In-process, typed publish/subscribe over {@link DomainEvents}. One per app. */
export interface EventBus {
  /** Subscribe `handler` to `name`; modules subscribe while they register (ADR 0009). */
  on<N extends DomainEventName>(name: N, handler: DomainEventHandler<N>): void;
  /**
   * Run every handler of `name`, in subscription order, inside `tx`. A handler that throws
   * rolls the publisher's transaction back with it: the event and its effects happen
   * together or not at all.
   */
  publish<N extends DomainEventName>(
    name: N,
    event: DomainEvents[N],
    tx: EventTransaction,
  ): Promise<void>;
}

export function createEventBus(): EventBus {
  const handlers = new Map<DomainEventName, DomainEventHandler<never>[]>();
  return {
    on(name, handler) {
      const list = handlers.get(name) ?? [];
      list.push(handler);
      handlers.set(name, list);
    },
    async publish(name, event, tx) {
      for (const handler of handlers.get(name) ?? []) {
        await handler(event as never, tx);
      }
    },
  };
}
