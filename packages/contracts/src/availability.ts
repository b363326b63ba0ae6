import { z } from 'zod';
import { instant } from './instant.ts';
import { singleLineText } from './text.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * A mentor's availability: when mentees may book them (docs/product.md#123-booking;
 * docs/product.md#11-fix "Booking": weekly hours, time zone, minimum notice, buffers, session
 * length, a policy that is enforced). One schema shared by the settings form and `GET`/`PUT
 * /api/availability`.
 *
 * Times of day are wall-clock times in the mentor's own time zone; bookable starts are
 * computed from them as UTC instants (server `modules/bookings/slots.ts`).
 */

/** Defaults of a new mentor's availability. */
export const AVAILABILITY_DEFAULTS = {
  /**
   * Length of a session, in minutes ("sessions of about 60 minutes":
   * docs/product.md#9-constants-and-limits).
   */
  sessionMinutes: 60,
  /** How long before its start a session can still be booked, in minutes (24 hours). */
  minimumNoticeMinutes: 24 * 60,
  /** Free time kept before each session, in minutes. */
  bufferBeforeMinutes: 0,
  /** Free time kept after each session, in minutes. */
  bufferAfterMinutes: 15,
  /** How far ahead mentees may book, in days. */
  bookingWindowDays: 60,
  /**
   * Closer than this to the start a mentee can no longer reschedule, and a mentee's
   * cancellation counts as late, in minutes (24 hours).
   */
  changeNoticeMinutes: 24 * 60,
} as const;

/** Session lengths a mentor may choose, in minutes. */
export const SESSION_LENGTHS = [15, 30, 45, 60, 90, 120] as const;
/** Most time ranges on one weekday or one date. */
export const MAX_RANGES_PER_DAY = 6;
/** Most date overrides kept at once. */
export const MAX_DATE_OVERRIDES = 200;
/** Longest minimum notice or change notice, in minutes (30 days). */
export const MAX_NOTICE_MINUTES = 30 * 24 * 60;
/** Longest booking window, in days (one year). */
export const MAX_BOOKING_WINDOW_DAYS = 365;
/** Longest buffer, in minutes. */
export const MAX_BUFFER_MINUTES = 240;
/** Longest meeting link, in characters. */
export const MEETING_URL_MAX_LENGTH = 2048;

/**
 * Answers of {@link isTimeZone} by name, at most {@link ZONE_ANSWERS_KEPT}: asking `Intl` costs
 * a formatter per call, and every request with a `timeZone` asks (docs/performance.md: 7–8 % of the
 * CPU of `GET /api/me/summary` and `/api/mentors/:id/slots`).
 */
const zoneAnswers = new Map<string, boolean>();
const ZONE_ANSWERS_KEPT = 1000;

/** Whether `zone` is an IANA time zone this runtime knows (e.g. `Europe/Berlin`). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  const known = zoneAnswers.get(zone);
  if (known !== undefined) return known;
  let answer: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    answer = true;
  } catch {
    answer = false;
  }
  if (zoneAnswers.size < ZONE_ANSWERS_KEPT) zoneAnswers.set(zone, answer);
  return answer;
}

/** Day formatters by zone, at most {@link ZONE_ANSWERS_KEPT}: building one costs far more than using it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The `en-CA` formatter of `timeZone` that writes a day as `YYYY-MM-DD`, built once per zone
 * (docs/performance.md: building it per request took 4.6 % of `GET /api/me/summary`'s CPU).
 * @throws RangeError for a zone this runtime does not know.
 */
export function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (dayFormats.size < ZONE_ANSWERS_KEPT) dayFormats.set(timeZone, format);
  }
  return format;
}

/** An IANA time zone name. */
export const TimeZone = lazySchema(() => z.string().refine(isTimeZone, 'Unknown time zone.'));

/** A wall-clock time `HH:MM`, 00:00 to 24:00 (24:00 = the end of the day). */
export const TimeOfDay = lazySchema(() =>
  z
    .string()
    .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use a time such as 09:30 (00:00 to 24:00).'),
);
export type TimeOfDay = z.infer<typeof TimeOfDay>;

/** Minutes since midnight of a {@link TimeOfDay}. */
export function minutesOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
}

/** A range of one day, `start` before `end`. */
export const TimeRange = lazySchema(() =>
  z
    .object({ start: TimeOfDay, end: TimeOfDay })
    .refine((r) => minutesOfDay(r.end) > minutesOfDay(r.start), {
      message: 'A range must end after it starts.',
      path: ['end'],
    }),
);
export type TimeRange = z.infer<typeof TimeRange>;

/** Whether any two of `ranges` overlap (touching ends are fine). */
function overlapping(ranges: TimeRange[]): boolean {
  const sorted = [...ranges].sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start));
  return sorted.some((r, i) => i > 0 && minutesOfDay(r.start) < minutesOfDay(sorted[i - 1]!.end));
}

const dayRanges = lazySchema(() =>
  z
    .array(TimeRange)
    .max(MAX_RANGES_PER_DAY)
    .refine((ranges) => !overlapping(ranges), 'Ranges of one day must not overlap.'),
);

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The weekly hours of one weekday (no ranges: not available that day). */
export const WeekdayHours = lazySchema(() =>
  z.object({
    weekday: z.number().int().min(1).max(7),
    ranges: dayRanges,
  }),
);
export type WeekdayHours = z.infer<typeof WeekdayHours>;

/** A calendar date `YYYY-MM-DD`. */
export const CalendarDate = lazySchema(() =>
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Use a date such as 2026-12-24.'),
);

/** Other hours on one date, in place of that weekday's: no ranges = a day off. */
export const DateOverride = lazySchema(() => z.object({ date: CalendarDate, ranges: dayRanges }));
export type DateOverride = z.infer<typeof DateOverride>;

const minutes = (max: number) => z.number().int().min(0).max(max);

/** `GET`/`PUT /api/availability`: the signed-in mentor's availability. */
export const Availability = lazySchema(() =>
  z.object({
    timeZone: TimeZone,
    weeklyHours: z
      .array(WeekdayHours)
      .max(7)
      .refine(
        (days) => new Set(days.map((d) => d.weekday)).size === days.length,
        'Each weekday once.',
      ),
    dateOverrides: z
      .array(DateOverride)
      .max(MAX_DATE_OVERRIDES)
      .refine((days) => new Set(days.map((d) => d.date)).size === days.length, 'Each date once.'),
    sessionMinutes: z.union(SESSION_LENGTHS.map((n) => z.literal(n))),
    minimumNoticeMinutes: minutes(MAX_NOTICE_MINUTES),
    bufferBeforeMinutes: minutes(MAX_BUFFER_MINUTES),
    bufferAfterMinutes: minutes(MAX_BUFFER_MINUTES),
    bookingWindowDays: z.number().int().min(1).max(MAX_BOOKING_WINDOW_DAYS),
    /** At most this many sessions on one day (in the mentor's zone); null = no limit. */
    maxPerDay: z.number().int().min(1).max(24).nullable(),
    changeNoticeMinutes: minutes(MAX_NOTICE_MINUTES),
    /** Whether each booking waits for the mentor's confirmation (`pending`). */
    requiresConfirmation: z.boolean(),
    /**
     * A fixed meeting link (http or https), e.g. the mentor's own video room; null = each
     * booking gets its own room under MEETING_BASE_URL.
     */
    meetingUrl: singleLineText(MEETING_URL_MAX_LENGTH)
      .pipe(z.url({ protocol: /^https?$/, error: 'Use an http or https link.' }))
      .nullable(),
  }),
);
export type Availability = z.infer<typeof Availability>;

/** `PUT /api/availability` body: the whole availability. @alias */
export const UpdateAvailability = Availability;
export type UpdateAvailability = z.infer<typeof UpdateAvailability>;

/** `GET /api/mentors/:id/slots` query: the range (UTC instants) and the zone to show days in. */
export const SlotsQuery = lazySchema(() =>
  z
    .object({
      from: instant(),
      to: instant(),
      timeZone: TimeZone.optional(),
      /**
       * A booking of the signed-in mentee with this mentor that is being moved:
       * its own time and buffers count as free, so the times next to it are offered.
       */
      reschedule: z.string().min(1).max(36).optional(),
    })
    .refine((q) => Date.parse(q.to) > Date.parse(q.from), {
      message: '`to` must be after `from`.',
      path: ['to'],
    })
    .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 62 * 24 * 60 * 60 * 1000, {
      message: 'Ask for at most 62 days at once.',
      path: ['to'],
    }),
);
export type SlotsQuery = z.infer<typeof SlotsQuery>;

/** Answer of `GET /api/mentors/:id/slots`: bookable starts as UTC instants, ascending. */
export const SlotList = lazySchema(() =>
  z.object({
    /** The mentor's time zone, to show beside the mentee's. */
    mentorTimeZone: z.string(),
    sessionMinutes: z.number().int(),
    slots: z.array(z.string()),
  }),
);
export type SlotList = z.infer<typeof SlotList>;

/**
 * `PATCH /api/availability` (Settings → Mentee Management and Integrations): change
 * only whether bookings need confirmation and the fixed meeting link, keeping the rest of
 * the mentor's availability as it is.
 */
export const AvailabilityPreferences = lazySchema(() =>
  Availability.pick({
    requiresConfirmation: true,
    meetingUrl: true,
  }).partial(),
);
export type AvailabilityPreferences = z.infer<typeof AvailabilityPreferences>;
