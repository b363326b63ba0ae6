import { AppError } from '../../lib/errors.ts';

/*
 * The bookings service's errors (docs/product.md §12.3) and the mapping of the database's
 * refusals (exclusion violations, deadlocks) to them.
 */

/** The SQLSTATE of `err` or of an error it wraps (Drizzle wraps pg's). */
function sqlState(err: unknown): { code?: string; constraint?: string } {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, constraint };
  }
  return {};
}

/**
 * Concurrent writes that collide on an exclusion constraint can deadlock (each waits for
 * the other's uncommitted index entry; PostgreSQL aborts one with 40P01). The victim tries
 * again, now seeing the other's outcome: a 23P01 if it committed, success if it rolled back.
 */
const DEADLOCK_RETRIES = 3;

/** 404 `booking_not_found`: no such booking, or the caller takes no part in it. */
export const notFound = () =>
  new AppError('booking_not_found', 'No booking at this address that you take part in.');
/** 409 `booking_change_not_allowed` with the rule that refused, in `message`. */
export const notAllowed = (message: string) => new AppError('booking_change_not_allowed', message);
/** 409 `booking_slot_unavailable`: the time is taken or no longer a slot. */
export const unavailable = () =>
  new AppError(
    'booking_slot_unavailable',
    'This time is no longer available. Please choose another time.',
  );
/** 409 refusals of the mentor's intake rules, by the context's `closedFor` answer. */
export const intakeErrors = {
  not_accepting: () =>
    new AppError(
      'booking_mentor_not_accepting',
      'This mentor is not taking new mentees at the moment. Please choose another mentor.',
    ),
  at_capacity: () =>
    new AppError(
      'booking_mentor_at_capacity',
      'This mentor has as many mentees as they can take at the moment. Please try again later or choose another mentor.',
    ),
};

export /** 409 `booking_mentee_busy`: the mentee has another session then. */
const menteeBusy = () =>
  new AppError('booking_mentee_busy', 'You already have a session at this time.');

/** The slot errors of a failed insert or move, or the error itself. */
function slotError(err: unknown): unknown {
  const { code, constraint } = sqlState(err);
  if (code === '23P01' && constraint === 'bookings_mentee_no_overlap') return menteeBusy();
  if (code === '23P01' || code === '40P01') return unavailable();
  return err;
}

/** Run `fn` in a transaction, again on a deadlock (see {@link DEADLOCK_RETRIES}); slot errors mapped. */
export async function withRetry<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (sqlState(err).code === '40P01' && attempt < DEADLOCK_RETRIES) continue;
      throw slotError(err);
    }
  }
}
