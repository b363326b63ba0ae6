import { z } from 'zod';

/**
 * The instants the API takes (booking starts, proposals, slot ranges, list bounds): ISO 8601
 * with an offset, between {@link INSTANT_MIN} and {@link INSTANT_MAX}. Years such as 0001 or
 * 9999 are valid ISO strings but no session is ever there, and a day's margin around them
 * leaves what JavaScript and PostgreSQL can store (year 0, year 10000):
 * docs/product.md#123-booking.
 */

/** The earliest instant accepted (inclusive): 1970-01-01T00:00:00Z. */
export const INSTANT_MIN = '1970-01-01T00:00:00.000Z';
/** The latest instant accepted (exclusive): 3000-01-01T00:00:00Z. */
export const INSTANT_MAX = '3000-01-01T00:00:00.000Z';

const MIN_MS = Date.parse(INSTANT_MIN);
const MAX_MS = Date.parse(INSTANT_MAX);

/** An ISO 8601 instant with an offset, from 1970 up to (not including) the year 3000. */
export const instant = () =>
  z.iso.datetime({ offset: true }).refine(
    (value) => {
      const ms = Date.parse(value);
      return ms >= MIN_MS && ms < MAX_MS;
    },
    { message: 'Use a date between the years 1970 and 2999.' },
  );
