import { z } from 'zod';
import { TEXT_LIMIT } from './limits.ts';
import { multiLineText, pathId } from './text.ts';

/**
 * Bookings: a mentee books a session in a mentor's free time (issue 9 "Slots and booking";
 * docs/product.md#123-booking). Payment is out of scope: the price is recorded and shown as
 * billed outside the product, never as paid (docs/product.md#1213-payments).
 */

/** A booking's state. `pending` waits for the mentor's confirmation. */
export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'cancelled',
  'declined',
  'expired',
] as const;
export const BookingStatus = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof BookingStatus>;

/** Longest agenda ("What do you want from this session?"), in characters. */
export const AGENDA_MAX_LENGTH = TEXT_LIMIT;

/** `POST /api/bookings`: book `start` (a slot of `GET /api/mentors/:id/slots`) under a plan. */
export const CreateBooking = z.object({
  mentorId: pathId(36),
  start: z.iso.datetime({ offset: true }),
  /** One of the mentor's plans (a plan priced 0 is a free, volunteer session). */
  planId: pathId(36),
  agenda: multiLineText(
    AGENDA_MAX_LENGTH,
    `Must be at most ${AGENDA_MAX_LENGTH} characters`,
  ).default(''),
});
export type CreateBooking = z.infer<typeof CreateBooking>;

/** A booking as its two participants see it. Times are ISO instants in UTC. */
export const Booking = z.object({
  id: z.string(),
  mentorId: z.string(),
  menteeId: z.string(),
  status: BookingStatus,
  start: z.string(),
  end: z.string(),
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  /** Price of this session in minor units of `currency`; billed outside the product. */
  priceMinor: z.number().int(),
  currency: z.string().length(3),
  agenda: z.string(),
  meetingUrl: z.string(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof Booking>;

/** `GET /api/bookings`: the signed-in person's bookings, as mentee or mentor, by start. */
export const BookingList = z.object({ items: z.array(Booking) });
export type BookingList = z.infer<typeof BookingList>;
