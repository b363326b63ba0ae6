/**
 * Typed prices (docs/architecture.md#data: money is integer minor units plus a currency code): the
 * one place that turns a price typed in a field into a stored amount and back. Showing an
 * amount to a person is `formatMoney` of `@pathwise/contracts` (docs/product.md#5-validation).
 */

/** A dollar amount as typed: digits, optionally a point and one or two decimals ("$" allowed). */
const DOLLARS = /^\$?\s*(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * Parse a price typed in dollars ("500", "$49.99", "12.5") into cents (50000, 4999, 1250),
 * as mentors type plan prices (USD only today). Returns null for anything else (empty,
 * negative, letters, more than two decimals).
 */
export function dollarsToMinor(text: string): number | null {
  const match = DOLLARS.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(cents);
}

/** Cents as the dollar text shown in a price field: 50000 → "500", 4999 → "49.99". */
export function minorToDollars(minor: number): string {
  const dollars = Math.floor(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(dollars) : `${dollars}.${String(cents).padStart(2, '0')}`;
}
