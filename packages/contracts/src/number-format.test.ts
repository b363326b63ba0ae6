import { describe, expect, it, vi } from 'vitest';
import { CreateCirclePost } from './circle-posts.ts';
import { SaveNotes } from './bookings.ts';
import {
  currencyDigits,
  formatBytes,
  formatCount,
  formatDecimal,
  formatInteger,
  formatMoney,
  formatPercent,
  formatUnit,
  minorToDecimal,
} from './number-format.ts';

/** ICU's narrow and no-break spaces as plain ones, so the expectations read plainly. */
const plain = (s: string) => s.replace(/[\u202f\u2009\u00a0]/g, ' ');

describe('number formatting', () => {
  it('groups whole numbers as the locale does', () => {
    expect(formatInteger(1523, 'en')).toBe('1,523');
    expect(formatInteger(1_000_000, 'en-US')).toBe('1,000,000');
    expect(formatInteger(1_000_000, 'hi')).toBe('10,00,000');
    expect(formatInteger(12.6, 'en')).toBe('13');
    expect(formatInteger(7, 'en')).toBe('7');
  });

  it('builds one formatter per locale and options, however often it formats', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    try {
      const texts = [1523, 4000, 1523, 99].map((n) => formatInteger(n, 'en-GB'));
      const money = [500, 4999].map((priceMinor) =>
        formatMoney({ priceMinor, currency: 'CHF' }, 'en-GB'),
      );
      expect(texts).toEqual(['1,523', '4,000', '1,523', '99']);
      expect(money.map(plain)).toEqual(['CHF 5', 'CHF 49.99']);
      // One for the integers; for money: the currency's digits, then its whole and its
      // fractional form.
      expect(built).toHaveBeenCalledTimes(4);
    } finally {
      built.mockRestore();
    }
  });

  it('writes a fixed number of decimals', () => {
    expect(formatDecimal(4.25, 'en', 1)).toBe('4.3');
    expect(formatDecimal(5, 'en', 1)).toBe('5.0');
  });

  it('writes percentages with Intl, signed only for changes', () => {
    expect(formatPercent(40, 'en')).toBe('40%');
    expect(formatPercent(-25, 'en', { signed: true })).toBe('-25%');
    expect(formatPercent(25, 'en', { signed: true })).toBe('+25%');
    expect(formatPercent(0, 'en', { signed: true })).toBe('0%');
    expect(plain(formatPercent(-25, 'es', { signed: true }))).toBe('-25 %');
  });

  it('writes money in the currency’s digits, a change with the same sign as its percentage', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(formatMoney({ priceMinor: 50000, currency: 'USD' }, 'en')).toBe('$500');
    expect(formatMoney({ priceMinor: 4999, currency: 'USD' }, 'en')).toBe('$49.99');
    expect(formatMoney({ priceMinor: 123456700, currency: 'USD' }, 'en')).toBe('$1,234,567');
    expect(formatMoney({ priceMinor: 500, currency: 'JPY' }, 'en')).toBe('¥500');
    expect(formatMoney({ priceMinor: 1_250, currency: 'USD' }, 'en-US')).toBe('$12.50');
    expect(formatMoney({ priceMinor: 0, currency: 'USD' }, 'en-US')).toBe('$0');
    expect(formatMoney({ priceMinor: 1_000, currency: 'EUR' }, 'de-DE')).toBe('10\u00a0€');
    const change = formatMoney({ priceMinor: -6000, currency: 'USD' }, 'en', { signed: true });
    const percent = formatPercent(-25, 'en', { signed: true });
    expect(change).toBe('-$60');
    // One minus sign for both figures of "-$60 (-25%)".
    expect(change[0]).toBe(percent[0]);
    expect(formatMoney({ priceMinor: 6000, currency: 'USD' }, 'en', { signed: true })).toBe('+$60');
  });

  it('writes minor units as a plain decimal for machines', () => {
    expect(minorToDecimal(6000, 'USD')).toBe('60.00');
    expect(minorToDecimal(123456700, 'USD')).toBe('1234567.00');
    expect(minorToDecimal(500, 'JPY')).toBe('500');
  });

  it('writes units in words', () => {
    expect(formatUnit(24, 'hour', 'en')).toBe('24 hours');
    expect(formatUnit(1, 'day', 'en')).toBe('1 day');
    expect(formatUnit(1500, 'minute', 'en')).toBe('1,500 minutes');
  });

  it('writes file sizes with the plural of byte', () => {
    expect(formatBytes(45, 'en')).toBe('45 bytes');
    expect(formatBytes(1, 'en')).toBe('1 byte');
    expect(formatBytes(1023, 'en')).toBe('1,023 bytes');
    expect(formatBytes(640 * 1024, 'en')).toBe('640 kB');
    expect(formatBytes(1.2 * 1024 * 1024, 'en')).toBe('1.2 MB');
  });

  it('writes a count with the noun its plural category asks for', () => {
    const forms = { one: 'activity', other: 'activities' };
    expect(formatCount(1, forms, 'en-US')).toBe('1 activity');
    expect(formatCount(0, forms, 'en-US')).toBe('0 activities');
    expect(formatCount(1523, forms, 'en-US')).toBe('1,523 activities');
  });

  it('the API’s validation messages write their limits with grouped digits', () => {
    const post = CreateCirclePost.safeParse({ body: 'x'.repeat(4001) });
    expect(post.error?.issues[0]?.message).toBe('Must be at most 4,000 characters.');
    const notes = SaveNotes.safeParse({ text: 'x'.repeat(20_001) });
    expect(notes.error?.issues[0]?.message).toBe('Must be at most 20,000 characters');
  });
});
