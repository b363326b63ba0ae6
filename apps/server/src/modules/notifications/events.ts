import type { NotificationEvent } from '@pathwise/contracts';
import type { BookingEvent, BookingParticipant, EventBus } from '../../lib/events.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import type { NotificationsInbox } from './inbox.ts';

/**
 * Which domain events become whose in-app notification (docs/product.md#127-notifications;
 * docs/product.md "Notifications"). Every notification is written in the event's
 * transaction, respecting the person's in-app choice for its kind, and announced to their
 * tabs after commit (`notification:new`).
 *
 * | event                          | who                                   | link                         |
 * | ------------------------------ | ------------------------------------- | ---------------------------- |
 * | `booking.created`              | mentor                                | `/sessions/<id>`             |
 * | `booking.confirmed`            | mentee                                | `/sessions/<id>`             |
 * | `booking.declined` / `expired` | mentee                                | `/sessions/<id>`             |
 * | `booking.cancelled`            | the other side of the actor (system: both) | `/sessions/<id>`        |
 * | `booking.rescheduled`/`proposed` | the other side of the actor (system: both) | `/sessions/<id>`      |
 * | `booking.starting`             | both                                  | `/sessions/<id>`             |
 * | `booking.reviewed`             | mentor                                | `/sessions/<id>`             |
 * | `mentor-application.decided`   | the applicant                         | `/dashboard_mentor`          |
 * | `activity.assigned`            | mentee                                | `/dashboard/goals`           |
 * | `expert-request.accepted`      | mentee                                | `/dashboard/messages?c=<id>` |
 * | `expert-request.expired`       | mentee                                | `/dashboard/ask-expert`      |
 * | `message.sent`                 | recipient, unless muted or viewing it | `<dashboard>/messages?c=<id>`|
 */

type BookingEventName =
  | 'booking.created'
  | 'booking.confirmed'
  | 'booking.declined'
  | 'booking.expired'
  | 'booking.cancelled'
  | 'booking.rescheduled'
  | 'booking.proposed'
  | 'booking.starting'
  | 'booking.reviewed';

type Side = 'mentee' | 'mentor';

/** Who hears of each booking event. */
const BOOKING_AUDIENCE: Record<BookingEventName, (e: BookingEvent) => Side[]> = {
  'booking.created': () => ['mentor'],
  'booking.confirmed': () => ['mentee'],
  'booking.declined': () => ['mentee'],
  'booking.expired': () => ['mentee'],
  'booking.cancelled': otherSide,
  'booking.rescheduled': otherSide,
  'booking.proposed': otherSide,
  'booking.starting': () => ['mentee', 'mentor'],
  'booking.reviewed': () => ['mentor'],
};

function otherSide(e: BookingEvent): Side[] {
  if (e.actor === 'mentee') return ['mentor'];
  if (e.actor === 'mentor') return ['mentee'];
  return ['mentee', 'mentor'];
}

function other(side: Side): Side {
  return side === 'mentee' ? 'mentor' : 'mentee';
}

/** Subscribe the notifications to every event above (the notifications plugin calls this). */
export function subscribeNotificationEvents(deps: {
  events: EventBus;
  inbox: NotificationsInbox;
  realtime: Pick<RealtimeHub, 'presenceSince'>;
}): void {
  const { events, inbox, realtime } = deps;

  for (const name of Object.keys(BOOKING_AUDIENCE) as BookingEventName[]) {
    events.on(name, async (event, tx) => {
      for (const side of BOOKING_AUDIENCE[name](event)) {
        const counterpart: BookingParticipant = event[other(side)];
        await inbox.notify(tx, {
          userId: event[side].id,
          kind: name === 'booking.reviewed' ? 'review' : 'booking',
          event: name satisfies NotificationEvent,
          data: {
            bookingId: event.bookingId,
            name: counterpart.name,
            start: event.start.toISOString(),
            status: event.status,
            actor: event.actor,
            previousStart: event.previousStart?.toISOString() ?? null,
            proposedStart: event.proposal?.start.toISOString() ?? null,
            ...(event.acceptedProposal ? { change: 'proposal_accepted' } : {}),
            ...('rating' in event ? { rating: (event as { rating: number }).rating } : {}),
          },
          link: `/sessions/${event.bookingId}`,
        });
      }
    });
  }

  events.on('mentor-application.decided', async (event, tx) => {
    await inbox.notify(tx, {
      userId: event.userId,
      kind: 'application',
      event: event.decision === 'approved' ? 'application.approved' : 'application.declined',
      data: { reason: event.reason },
      link: '/dashboard_mentor',
    });
  });

  events.on('activity.assigned', async (event, tx) => {
    await inbox.notify(tx, {
      userId: event.menteeId,
      kind: 'activity',
      event: 'activity.assigned',
      data: {
        activityId: event.activityId,
        name: event.mentorName,
        title: event.title,
        activityKind: event.kind,
      },
      link: '/dashboard/goals',
    });
  });

  events.on('expert-request.accepted', async (event, tx) => {
    await inbox.notify(tx, {
      userId: event.menteeId,
      kind: 'expert',
      event: 'expert-request.accepted',
      data: {
        requestId: event.requestId,
        name: event.expertName,
        conversationId: event.conversationId,
      },
      link: `/dashboard/messages?c=${encodeURIComponent(event.conversationId)}`,
    });
  });

  events.on('expert-request.expired', async (event, tx) => {
    await inbox.notify(tx, {
      userId: event.menteeId,
      kind: 'expert',
      event: 'expert-request.expired',
      data: { requestId: event.requestId },
      link: '/dashboard/ask-expert',
    });
  });

  events.on('message.sent', async (event, tx) => {
    if (event.muted) return;
    const dashboard = event.recipientRole === 'mentor' ? '/dashboard_mentor' : '/dashboard';
    // One statement decides (viewing, preference), writes and counts: one round trip per send.
    await inbox.notifyMessage(tx, {
      userId: event.recipientId,
      conversationId: event.conversationId,
      data: { name: event.senderName, preview: event.preview },
      link: `${dashboard}/messages?c=${encodeURIComponent(event.conversationId)}`,
      viewingSince: realtime.presenceSince(),
    });
  });
}
