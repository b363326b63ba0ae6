import { describe, expect, it } from 'vitest';
import { minorToPriceText, priceTextToMinor } from './price-text.ts';

describe('typed prices', () => {
  it('turns a price as typed into whole minor units of its currency', () => {
    expect(priceTextToMinor('500', 'USD')).toBe(50_000);
    expect(priceTextToMinor('$49.99', 'USD')).toBe(4_999);
    expect(priceTextToMinor(' 12.5 ', 'USD')).toBe(1_250);
    expect(priceTextToMinor('1,200', 'USD')).toBe(120_000);
    expect(priceTextToMinor('0', 'USD')).toBe(0);
    expect(priceTextToMinor('500', 'JPY')).toBe(500);
  });

  it('refuses what is not a price in that currency', () => {
    for (const text of ['', 'free', '-5', '1.999', '12.', '1e3']) {
      expect(priceTextToMinor(text, 'USD'), text).toBeNull();
    }
    expect(priceTextToMinor('5.5', 'JPY')).toBeNull();
  });

  it('shows minor units as field text and back without loss', () => {
    expect(minorToPriceText(50_000, 'USD')).toBe('500');
    expect(minorToPriceText(4_999, 'USD')).toBe('49.99');
    expect(minorToPriceText(1_205, 'USD')).toBe('12.05');
    expect(minorToPriceText(500, 'JPY')).toBe('500');
    for (const cents of [0, 1, 99, 100, 4_999, 123_456]) {
      expect(priceTextToMinor(minorToPriceText(cents, 'USD'), 'USD')).toBe(cents);
    }
  });
});
