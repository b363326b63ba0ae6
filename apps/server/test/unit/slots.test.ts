import { AVAILABILITY_DEFAULTS, type Availability } from '@pathwise/contracts';
import { describe, expect, it } from 'vitest';
import { computeSlots, type BusyTime } from '../../src/modules/bookings/slots.ts';

/** Slot computation (docs/architecture.md#tests: unit). */

const weekdays = (start: string, end: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, ranges: [{ start, end }] }));

function availability(over: Partial<Availability> = {}): Availability {
  return {
    timeZone: 'UTC',
    weeklyHours: weekdays('09:00', '12:00'),
    dateOverrides: [],
    ...AVAILABILITY_DEFAULTS,
    bufferAfterMinutes: 0,
    minimumNoticeMinutes: 0,
    maxPerDay: null,
    // Far enough for every date below; the window has its own test.
    bookingWindowDays: 365,
    requiresConfirmation: false,
    meetingUrl: null,
    ...over,
  };
}

const at = (iso: string) => new Date(iso);
function slots(
  over: Partial<Availability>,
  from: string,
  to: string,
  opts: { now?: string; busy?: BusyTime[] } = {},
) {
  return computeSlots({
    availability: availability(over),
    busy: opts.busy ?? [],
    from: at(from),
    to: at(to),
    now: at(opts.now ?? '2026-02-01T00:00:00Z'),
  });
}

describe('computeSlots', () => {
  it('lays sessions on the weekly hours, every session length', () => {
    // 2026-03-02 is a Monday.
    expect(slots({}, '2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z')).toEqual([
      '2026-03-02T09:00:00.000Z',
      '2026-03-02T10:00:00.000Z',
      '2026-03-02T11:00:00.000Z',
    ]);
    expect(slots({ sessionMinutes: 90 }, '2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z')).toEqual([
      '2026-03-02T09:00:00.000Z',
      '2026-03-02T10:30:00.000Z',
    ]);
    // Saturday: no weekly hours.
    expect(slots({}, '2026-03-07T00:00:00Z', '2026-03-08T00:00:00Z')).toEqual([]);
  });

  it('finds one slot asked for alone (from = the start, to = a millisecond later)', () => {
    expect(slots({}, '2026-03-02T10:00:00.000Z', '2026-03-02T10:00:00.001Z')).toEqual([
      '2026-03-02T10:00:00.000Z',
    ]);
    expect(slots({}, '2026-03-02T10:07:00.000Z', '2026-03-02T10:07:00.001Z')).toEqual([]);
  });

  it('takes several ranges on one day, in the mentor’s zone', () => {
    const got = slots(
      {
        timeZone: 'America/New_York',
        weeklyHours: [
          {
            weekday: 1,
            ranges: [
              { start: '09:00', end: '10:00' },
              { start: '14:00', end: '15:00' },
            ],
          },
        ],
      },
      '2026-03-02T00:00:00Z',
      '2026-03-03T12:00:00Z',
    );
    // New York is UTC-5 in early March.
    expect(got).toEqual(['2026-03-02T14:00:00.000Z', '2026-03-02T19:00:00.000Z']);
  });

  it('a date override replaces the weekday’s hours; an empty one is a day off', () => {
    const over = {
      dateOverrides: [
        { date: '2026-03-02', ranges: [] },
        { date: '2026-03-03', ranges: [{ start: '15:00', end: '16:00' }] },
        { date: '2026-03-07', ranges: [{ start: '10:00', end: '11:00' }] },
      ],
    };
    expect(slots(over, '2026-03-02T00:00:00Z', '2026-03-08T00:00:00Z')).toEqual([
      '2026-03-03T15:00:00.000Z',
      '2026-03-04T09:00:00.000Z',
      '2026-03-04T10:00:00.000Z',
      '2026-03-04T11:00:00.000Z',
      '2026-03-05T09:00:00.000Z',
      '2026-03-05T10:00:00.000Z',
      '2026-03-05T11:00:00.000Z',
      '2026-03-06T09:00:00.000Z',
      '2026-03-06T10:00:00.000Z',
      '2026-03-06T11:00:00.000Z',
      '2026-03-07T10:00:00.000Z',
    ]);
  });

  it('keeps busy times and both buffers free', () => {
    const busy = [{ start: at('2026-03-02T10:00:00Z'), end: at('2026-03-02T11:00:00Z') }];
    const day = ['2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z'] as const;
    expect(slots({}, ...day, { busy })).toEqual([
      '2026-03-02T09:00:00.000Z',
      '2026-03-02T11:00:00.000Z',
    ]);
    // 15 minutes after each session: 11:00 would start inside the busy session's buffer, and
    // 09:00's own buffer would run into the busy session.
    expect(slots({ bufferAfterMinutes: 15 }, ...day, { busy })).toEqual([]);
    expect(
      slots({ bufferAfterMinutes: 15, weeklyHours: weekdays('09:00', '13:00') }, ...day, { busy }),
    ).toEqual(['2026-03-02T12:00:00.000Z']);
    // 30 minutes before each session: 11:00 needs 10:30 free.
    expect(slots({ bufferBeforeMinutes: 30 }, ...day, { busy })).toEqual([]);
  });

  it('respects the minimum notice and the booking window', () => {
    const now = '2026-03-02T09:30:00Z';
    expect(
      slots({ minimumNoticeMinutes: 60 }, '2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z', {
        now,
      }),
    ).toEqual(['2026-03-02T11:00:00.000Z']);
    const window = slots({ bookingWindowDays: 2 }, '2026-03-02T00:00:00Z', '2026-03-09T00:00:00Z', {
      now,
    });
    expect(window[0]).toBe('2026-03-02T10:00:00.000Z');
    expect(window[window.length - 1]).toBe('2026-03-04T09:00:00.000Z');
  });

  it('offers nothing on a day that already has the most sessions allowed', () => {
    const busy = [{ start: at('2026-03-02T09:00:00Z'), end: at('2026-03-02T10:00:00Z') }];
    expect(
      slots({ maxPerDay: 1 }, '2026-03-02T00:00:00Z', '2026-03-04T00:00:00Z', { busy }),
    ).toEqual(['2026-03-03T09:00:00.000Z', '2026-03-03T10:00:00.000Z', '2026-03-03T11:00:00.000Z']);
    expect(
      slots({ maxPerDay: 2 }, '2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z', { busy }),
    ).toEqual(['2026-03-02T10:00:00.000Z', '2026-03-02T11:00:00.000Z']);
  });

  it('is right across a spring-forward change in the mentor’s zone', () => {
    // Los Angeles: 2026-03-08 02:00 PST → 03:00 PDT. 01:00–04:00 is two hours long.
    const got = slots(
      {
        timeZone: 'America/Los_Angeles',
        weeklyHours: [{ weekday: 7, ranges: [{ start: '01:00', end: '04:00' }] }],
      },
      '2026-03-08T00:00:00Z',
      '2026-03-09T00:00:00Z',
    );
    expect(got).toEqual(['2026-03-08T09:00:00.000Z', '2026-03-08T10:00:00.000Z']);
    // The week before, the same hours are three hours long.
    expect(
      slots(
        {
          timeZone: 'America/Los_Angeles',
          weeklyHours: [{ weekday: 7, ranges: [{ start: '01:00', end: '04:00' }] }],
        },
        '2026-03-01T00:00:00Z',
        '2026-03-02T00:00:00Z',
      ),
    ).toHaveLength(3);
  });

  it('is right across a fall-back change: the repeated hour is counted once', () => {
    // Berlin: 2026-10-25 03:00 CEST → 02:00 CET. 01:00–04:00 lasts four real hours.
    const got = slots(
      {
        timeZone: 'Europe/Berlin',
        weeklyHours: [{ weekday: 7, ranges: [{ start: '01:00', end: '04:00' }] }],
      },
      '2026-10-24T12:00:00Z',
      '2026-10-26T00:00:00Z',
    );
    expect(got).toEqual([
      '2026-10-24T23:00:00.000Z',
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T01:00:00.000Z',
      '2026-10-25T02:00:00.000Z',
    ]);
    expect(new Set(got).size).toBe(got.length);
  });

  it('joins a range that runs to midnight with the next day’s range from midnight', () => {
    const got = slots(
      {
        sessionMinutes: 60,
        weeklyHours: [
          { weekday: 1, ranges: [{ start: '22:30', end: '24:00' }] },
          { weekday: 2, ranges: [{ start: '00:00', end: '00:30' }] },
        ],
      },
      '2026-03-02T00:00:00Z',
      '2026-03-04T00:00:00Z',
    );
    expect(got).toEqual(['2026-03-02T22:30:00.000Z', '2026-03-02T23:30:00.000Z']);
  });

  it('gives instants, which a mentee in another zone sees at their own local time', () => {
    const got = slots(
      {
        timeZone: 'Europe/London',
        weeklyHours: [{ weekday: 1, ranges: [{ start: '18:00', end: '19:00' }] }],
      },
      '2026-06-01T00:00:00Z',
      '2026-06-02T00:00:00Z',
    );
    expect(got).toEqual(['2026-06-01T17:00:00.000Z']);
    const tokyo = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Tokyo',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(got[0]!));
    expect(tokyo).toBe('Tuesday 02:00');
  });

  it('counts days and weekdays right across a year’s end and a leap day, in a zone a day ahead of UTC', () => {
    // The days are walked as plain numbers; Tuesdays only, 10:00–11:00 in a zone at
    // UTC+14, so each local Tuesday's slot is Monday 20:00 UTC. 2027-12-28 and 2028-02-29
    // (a leap day) are Tuesdays; an override moves the first of the year (a Saturday).
    const got = slots(
      {
        timeZone: 'Pacific/Kiritimati',
        weeklyHours: [{ weekday: 2, ranges: [{ start: '10:00', end: '11:00' }] }],
        dateOverrides: [{ date: '2028-01-01', ranges: [{ start: '09:00', end: '10:00' }] }],
      },
      '2027-12-27T00:00:00Z',
      '2028-03-07T00:00:00Z',
      { now: '2027-12-01T00:00:00Z' },
    );
    expect(got.filter((s) => s < '2028-01-05')).toEqual([
      '2027-12-27T20:00:00.000Z',
      '2027-12-31T19:00:00.000Z',
      '2028-01-03T20:00:00.000Z',
    ]);
    expect(got.filter((s) => s >= '2028-02-20')).toEqual([
      '2028-02-21T20:00:00.000Z',
      '2028-02-28T20:00:00.000Z',
      '2028-03-06T20:00:00.000Z',
    ]);
    expect(got).toHaveLength(12); // 11 Tuesdays and the override
  });
});
