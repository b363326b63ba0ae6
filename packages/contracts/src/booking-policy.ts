import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/*
 * Apart from `availability.ts` so that the public profile, which shows the policy, does not
 * build every availability schema at its first load (docs/performance.md
 * "Lighthouse").
 */

/**
 * `GET /api/mentors/:id/booking-policy` (docs/product.md#123-booking): the mentor's change policy,
 * shown on the profile and the booking page before a mentee books. Until `changeNoticeMinutes`
 * before the start a mentee may reschedule or cancel; a cancellation later than that counts
 * as late and uses the plan's session (docs/product.md §12.3).
 */
export const BookingPolicy = lazySchema(() =>
  z.object({
    /** The mentor's change notice, in minutes (`AVAILABILITY_DEFAULTS` of `availability.ts`: 24 hours). */
    changeNoticeMinutes: z.number().int().min(0),
  }),
);
export type BookingPolicy = z.infer<typeof BookingPolicy>;
