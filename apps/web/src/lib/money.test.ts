import { describe, expect, it } from 'vitest';
import { dollarsToMinor, minorToDollars } from './money.ts';

describe('plan prices', () => {
  it('turns dollars as typed into whole cents', () => {
    expect(dollarsToMinor('500')).toBe(50_000);
    expect(dollarsToMinor('$49.99')).toBe(4_999);
    expect(dollarsToMinor(' 12.5 ')).toBe(1_250);
    expect(dollarsToMinor('1,200')).toBe(120_000);
    expect(dollarsToMinor('0')).toBe(0);
  });

  it('refuses what is not a price', () => {
    for (const text of ['', 'free', '-5', '1.999', '12.', '1e3']) {
      expect(dollarsToMinor(text), text).toBeNull();
    }
  });

  it('shows cents as dollars and back without loss', () => {
    expect(minorToDollars(50_000)).toBe('500');
    expect(minorToDollars(4_999)).toBe('49.99');
    expect(minorToDollars(1_205)).toBe('12.05');
    for (const cents of [0, 1, 99, 100, 4_999, 123_456]) {
      expect(dollarsToMinor(minorToDollars(cents))).toBe(cents);
    }
  });
});
