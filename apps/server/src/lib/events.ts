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
    /** The account's name (`users.name`, user-supplied text; ADR 0016). */
    name: string;
    decision: 'approved' | 'declined';
    /** The admin's reason, for `declined`. */
    reason: string | null;
    /**
     * For `approved`: whether the mentor already set weekly hours; when not (or absent) the
     * approval mail names them first (docs/product.md#121-mentor-vetting).
     */
    hasWeeklyHours?: boolean;
  };
  /**
   * A mentor finished onboarding or resubmitted a declined application: it is pending review
   * (docs/product.md#121-mentor-vetting). The mentors module mails the applicant a receipt and
   * every ADMIN_EMAILS address a notice.
   */
  'mentor-application.submitted': {
    userId: string;
    /** The account's email: where the receipt goes. */
    email: string;
    /** The account's name (`users.name`, user-supplied text; ADR 0016). */
    name: string;
    /** True when a declined application was sent again. */
    resubmitted: boolean;
  };
  /**
   * An admin delisted an approved mentor (with `reason`) or relisted them
   * (docs/product.md#144-the-mentor-lifecycle). The mentors module mails the mentor.
   */
  'mentor.listing-changed': {
    userId: string;
    /** The account's email: where the notice is mailed. */
    email: string;
    /** The account's name (`users.name`, user-supplied text; ADR 0016). */
    name: string;
    listed: boolean;
    /** The admin's reason, for a delisting. */
    reason: string | null;
  };
  /** A mentee booked a session (`confirmed`, or `pending` the mentor's answer). */
  'booking.created': BookingEvent;
  /** The mentor confirmed a pending booking. */
  'booking.confirmed': BookingEvent;
  /** The mentor declined a pending booking (its slot and plan session are free again). */
  'booking.declined': BookingEvent;
  /** A pending booking got no answer within 48 hours. */
  'booking.expired': BookingEvent;
  /** Either side cancelled. */
  'booking.cancelled': BookingEvent;
  /** The booking moved: the mentee rescheduled, or accepted the mentor's proposal. */
  'booking.rescheduled': BookingEvent;
  /** The mentor proposed a new time; the mentee answers Accept or Decline. */
  'booking.proposed': BookingEvent;
  /** The mentee declined the mentor's proposal; the old time stands. */
  'booking.proposal-declined': BookingEvent;
  /** The mentee reviewed a held session. */
  'booking.reviewed': BookingEvent & { rating: number };
  /** A booking starts soon (the reminder job; for the in-app notification). */
  'booking.starting': BookingEvent;
  /**
   * A person sent a message (not system messages). The notifications module
   * notifies the recipient in the app unless they are looking at the conversation, and the
   * messages module schedules the unread mail.
   */
  'message.sent': {
    messageId: string;
    seq: number;
    conversationId: string;
    senderId: string;
    /** Display name of the sender (user-supplied text). */
    senderName: string;
    recipientId: string;
    recipientRole: 'mentee' | 'mentor';
    /** The first 140 characters of the text. */
    preview: string;
    /** The recipient muted this conversation (mentor): no notification, no mail. */
    muted: boolean;
  };
  /** A mentor assigned an activity (assignment or test) to a mentee. */
  'activity.assigned': {
    activityId: string;
    menteeId: string;
    mentorId: string;
    mentorName: string;
    title: string;
    kind: 'activity' | 'assignment' | 'test';
  };
  /** An expert accepted a mentee's Ask an Expert request. */
  'expert-request.accepted': {
    requestId: string;
    menteeId: string;
    expertId: string;
    expertName: string;
    conversationId: string;
  };
  /** A mentee's Ask an Expert request got no answer within 10 minutes. */
  'expert-request.expired': { requestId: string; menteeId: string };
  /** A member posted or replied in a circle. */
  'circle-post.created': {
    postId: string;
    circleId: string;
    authorId: string;
    parentId: string | null;
  };
}

/** One participant of a booking, as mails and invites need them. */
export interface BookingParticipant {
  id: string;
  email: string;
  /** Display name (user-supplied text). */
  name: string;
  /** IANA zone their mails show times in. */
  timeZone: string;
  /**
   * Their interface language (`users.language`), the language of their mails
   * (docs/product.md#15-languages); absent in events queued before mails had languages, and
   * then English.
   */
  language?: string;
}

/**
 * A booking after the change an event reports, with what mails, invites and
 * reminders need; handlers never read the bookings tables.
 */
export interface BookingEvent {
  bookingId: string;
  /** The invite's SEQUENCE after this change. */
  sequence: number;
  status: 'pending' | 'confirmed' | 'cancelled' | 'declined' | 'expired';
  start: Date;
  end: Date;
  mentor: BookingParticipant;
  mentee: BookingParticipant;
  agenda: string;
  meetingUrl: string;
  planName: string | null;
  priceMinor: number;
  currency: string;
  /** Who made the change. */
  actor: 'mentee' | 'mentor' | 'system';
  /** The reason given (cancel, decline, proposal), or null. */
  reason: string | null;
  /** For `booking.rescheduled`: the start before the move. */
  previousStart: Date | null;
  /** For `booking.proposed`: the proposed times. */
  proposal: { start: Date; end: Date } | null;
  /** A mentee's cancellation inside the change notice. */
  lateCancellation: boolean;
  /**
   * For `booking.rescheduled`: true when the mentee accepted the mentor's proposed time (the
   * actor is then the mentee, but the time was the mentor's; docs/product.md#126-messaging).
   */
  acceptedProposal?: boolean;
}

export type DomainEventName = keyof DomainEvents;

/**
 * The transaction an event is published in (`Database.transaction`'s `tx`). `afterCommit`
 * runs a callback once it commits: a handler's realtime emit goes there, so no client hears
 * of a row before it can read it.
 */
export interface EventTransaction {
  client: pg.PoolClient;
  afterCommit(fn: () => void | Promise<void>): void;
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
