import { currencyDigits, minorToDecimal } from './number-format.ts';

/*
 * Typed prices, in a module of their own: only the plan forms (onboarding, Settings) use them,
 * so the home page's chunk, which shares number-format.ts, does not carry them
 * (docs/performance.md#the-first-load).
 */

/**
 * A price as a person types it in a field, in `currency`'s own decimals: "500", "$49.99",
 * "12.5", "1,200" → 50000, 4999, 1250, 120000 minor units for USD; "500" → 500 for JPY.
 * Returns null for anything else (empty, negative, letters, more decimals than the currency
 * has, a trailing point). A leading "$" and grouping commas are allowed. The one parser of
 * typed prices (plans in onboarding and in Settings); {@link minorToPriceText} is its inverse.
 */
export function priceTextToMinor(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const decimals = digits > 0 ? `(?:\\.(\\d{1,${digits}}))?` : '';
  const match = new RegExp(`^\\$?\\s*(\\d{1,9})${decimals}$`).exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || 0);
}

/**
 * Minor units as the text a price field shows, in `currency`'s decimals, without symbol or
 * grouping; whole amounts drop their decimals: 50000 USD → "500", 4999 USD → "49.99",
 * 1205 USD → "12.05". The inverse of {@link priceTextToMinor}.
 */
export function minorToPriceText(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  return minor % 10 ** digits === 0
    ? String(minor / 10 ** digits)
    : minorToDecimal(minor, currency);
}
