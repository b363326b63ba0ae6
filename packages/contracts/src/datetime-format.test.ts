import { describe, expect, it } from 'vitest';
import { formatTimeRange } from './datetime-format.ts';

/** ICU's narrow and thin spaces as plain ones, so the expectations read plainly. */
const plain = (s: string) => s.replace(/[\u202f\u2009\u00a0]/g, ' ');

describe('formatTimeRange', () => {
  it('names the day once for a range within one day', () => {
    const text = formatTimeRange('2026-12-01T15:00:00Z', '2026-12-01T16:00:00Z', {
      timeZone: 'Europe/Berlin',
      locale: 'en-US',
    });
    expect(plain(text)).toBe('Tue, Dec 1, 2026, 4:00 – 5:00 PM');
  });

  it('names both days, once each, for a range across midnight', () => {
    const start = '2026-12-01T23:00:00Z';
    const end = '2026-12-02T00:00:00Z';
    expect(plain(formatTimeRange(start, end, { timeZone: 'UTC', locale: 'en-US' }))).toBe(
      'Tue, Dec 1, 2026, 11:00 PM – Wed, Dec 2, 2026, 12:00 AM',
    );
    expect(
      plain(
        formatTimeRange(start, end, { timeZone: 'Europe/Lisbon', locale: 'en-US', style: 'long' }),
      ),
    ).toBe('Tuesday, December 1, 2026 at 11:00 PM – Wednesday, December 2, 2026 at 12:00 AM');
    expect(
      plain(formatTimeRange(start, end, { timeZone: 'UTC', locale: 'en-US', style: 'time' })),
    ).toBe('Dec 1, 11:00 PM – Dec 2, 12:00 AM');
    // Never the garbled form: a day, then a numeric copy of it.
    expect(formatTimeRange(start, end, { timeZone: 'UTC', locale: 'en-US' })).not.toMatch(
      /\d+\/\d+\/\d{4}/,
    );
  });

  it('shows only the times within a day in the time style, with the zone when asked', () => {
    const text = formatTimeRange('2026-12-01T15:00:00Z', '2026-12-01T16:00:00Z', {
      timeZone: 'Europe/Berlin',
      locale: 'en-US',
      style: 'time',
      zoneName: true,
    });
    expect(plain(text)).toBe('4:00 – 5:00 PM GMT+1');
  });
});
