/**
 * Number and date formatting for the admin pages, with the browser's Intl in the UI's
 * language.
 */

/**
 * A price stored as integer minor units of `currency` (ARCHITECTURE "Data": money is minor
 * units plus a currency code) as a person reads it, e.g. `50000, 'USD'` → "$500" and
 * `4999, 'USD'` → "$49.99". The currency's own number of decimals decides the divisor (2 for
 * USD, 0 for JPY); whole amounts drop their ".00".
 */
export function formatPrice(priceMinor: number, currency: string, locale: string): string {
  const digits =
    new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  const factor = 10 ** digits;
  const whole = priceMinor % factor === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: whole ? 0 : digits,
  }).format(priceMinor / factor);
}

/** An ISO 8601 instant as a medium date with a short time in the viewer's time zone. */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
