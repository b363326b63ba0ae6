import type { SystemMessage } from '@pathwise/contracts';
import { dbOnClient } from '../../db/client.ts';
import { newId } from '../../lib/crypto.ts';
import type { BookingEvent, EventTransaction } from '../../lib/events.ts';
import type { MessagesContext } from './context.ts';
import * as repo from './repository.ts';

/**
 * Booking events as system messages in the pair's conversation, created if none (docs/product.md
 * §2 Messages, "System messages"): a booking requested, made, confirmed, declined, expired,
 * cancelled, a new time proposed (an invite the mentee answers), accepted or moved.
 */
export function createSystemMessages(ctx: MessagesContext) {
  const { events } = ctx.deps;
  const { withTx, ensureConversation, emitMessage } = ctx;

  /** Insert a system message for `event`'s pair in the event's transaction; emit after commit. */
  async function addSystemMessage(
    event: BookingEvent,
    tx: EventTransaction,
    system: SystemMessage,
  ) {
    await withTx(tx, async (t) => {
      const { row } = await ensureConversation(t, event.mentee.id, event.mentor.id);
      const m = await repo.insertSystemMessage(t.db, {
        id: newId(),
        conversationId: row.id,
        system,
      });
      await repo.touchConversation(t.db, row.id, m.createdAt);
      t.afterCommit(() => emitMessage('message:new', m.id));
    });
  }

  const systemOf = (
    type: SystemMessage['type'],
    e: BookingEvent,
    extra: Partial<SystemMessage> = {},
  ): SystemMessage => ({
    type,
    bookingId: e.bookingId,
    start: e.start.toISOString(),
    end: e.end.toISOString(),
    proposal: null,
    answer: null,
    actor: null,
    ...extra,
  });

  /** Set the answer of the open rescheduled invites of `event`'s booking that `pick` selects. */
  async function answerOpenProposals(
    event: BookingEvent,
    tx: EventTransaction,
    answer: 'accepted' | 'declined',
    pick: (s: SystemMessage) => boolean,
  ) {
    const t = dbOnClient(tx.client);
    for (const m of await repo.openProposals(t, event.bookingId)) {
      const system = m.system as SystemMessage;
      if (!pick(system)) continue;
      await repo.updateSystem(t, m.id, { ...system, answer });
      tx.afterCommit(() => emitMessage('message:updated', m.id));
    }
  }

  return {
    /** Subscribe to the booking events that become system messages. */
    subscribe() {
      // A pending booking is a request, not yet booked (docs/product.md#126-messaging).
      events.on('booking.created', (e, tx) =>
        addSystemMessage(
          e,
          tx,
          systemOf(e.status === 'pending' ? 'booking_requested' : 'booking_created', e),
        ),
      );
      events.on('booking.confirmed', (e, tx) =>
        addSystemMessage(e, tx, systemOf('booking_confirmed', e, { actor: e.actor })),
      );
      events.on('booking.declined', (e, tx) =>
        addSystemMessage(e, tx, systemOf('booking_declined', e, { actor: e.actor })),
      );
      events.on('booking.expired', (e, tx) =>
        addSystemMessage(e, tx, systemOf('booking_expired', e, { actor: e.actor })),
      );
      events.on('booking.cancelled', (e, tx) =>
        addSystemMessage(e, tx, systemOf('booking_cancelled', e, { actor: e.actor })),
      );
      events.on('booking.proposed', (e, tx) =>
        addSystemMessage(
          e,
          tx,
          systemOf('booking_proposed', e, {
            proposal: e.proposal
              ? { start: e.proposal.start.toISOString(), end: e.proposal.end.toISOString() }
              : null,
          }),
        ),
      );
      // A move: the mentee accepted the mentor's proposed time (that invite is answered, from
      // here or elsewhere), or the mentee moved it; either way a notice says who and when.
      events.on('booking.rescheduled', async (e, tx) => {
        await answerOpenProposals(
          e,
          tx,
          'accepted',
          (s) => s.proposal?.start === e.start.toISOString(),
        );
        await addSystemMessage(
          e,
          tx,
          systemOf(e.acceptedProposal ? 'booking_accepted' : 'booking_rescheduled', e, {
            actor: e.actor,
            previousStart: e.previousStart?.toISOString() ?? null,
          }),
        );
      });
      events.on('booking.proposal-declined', (e, tx) =>
        answerOpenProposals(e, tx, 'declined', () => true),
      );
    },
  };
}
