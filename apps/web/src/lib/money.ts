/**
 * Money for people (ARCHITECTURE "Data": money is integer minor units plus a currency code).
 * The one place that turns stored amounts into text and typed prices into stored amounts.
 */

/** A stored amount: integer minor units (cents for USD) of an ISO 4217 currency. */
export interface MinorAmount {
  priceMinor: number;
  currency: string;
}

/** How many decimals `currency` has (2 for USD and EUR, 0 for JPY), as Intl knows it. */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/**
 * A stored price as a person reads it in `locale`: `{50000, USD}` → "$500",
 * `{4999, USD}` → "$49.99", `{500, JPY}` → "¥500". The currency's own number of decimals
 * decides the divisor; whole amounts drop their ".00".
 */
export function formatMoney({ priceMinor, currency }: MinorAmount, locale: string): string {
  const digits = currencyDigits(currency);
  const whole = priceMinor % 10 ** digits === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: whole ? 0 : digits,
  }).format(priceMinor / 10 ** digits);
}

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
