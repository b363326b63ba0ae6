import { describe, expect, it } from 'vitest';
import { formatDateTime, formatPrice } from './format.ts';

describe('formatPrice', () => {
  it('turns US cents into dollars, whole amounts without cents', () => {
    expect(formatPrice(50_000, 'USD', 'en-US')).toBe('$500');
    expect(formatPrice(4_999, 'USD', 'en-US')).toBe('$49.99');
    expect(formatPrice(1_234_550, 'USD', 'en-US')).toBe('$12,345.50');
    expect(formatPrice(0, 'USD', 'en-US')).toBe('$0');
  });

  it('uses the currency’s own number of decimals', () => {
    expect(formatPrice(500, 'JPY', 'en-US')).toBe('¥500');
    expect(formatPrice(1_000, 'EUR', 'de-DE')).toBe('10\u00a0€');
  });
});

describe('formatDateTime', () => {
  it('shows a readable date and time', () => {
    expect(formatDateTime('2025-06-17T09:30:00.000Z', 'en-US')).toMatch(/Jun 17, 2025/);
  });
});
