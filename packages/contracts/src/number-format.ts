/**
 * Numbers for people, one formatter for the web app and the mails (docs/product.md#5-validation):
 * every count, amount, percentage and file size shown to a person goes through `Intl.NumberFormat`
 * in the reader's locale (the UI language on the web, `en-US` in mails), so that "1523
 * members" reads "1,523 members", a negative change carries the same minus sign as its
 * percentage, and "45 byte" reads "45 bytes". Inside translated sentences the web app uses
 * i18next's `{{count, number}}` interpolation, which is the same `Intl.NumberFormat`.
 *
 * Money is stored as integer minor units plus an ISO 4217 code (docs/architecture.md#data); the
 * currency's own number of decimals, as Intl knows it, turns one into the other.
 */

/** A stored amount: integer minor units (cents for USD) of an ISO 4217 currency. */
export interface MinorAmount {
  priceMinor: number;
  currency: string;
}

/** Whether a figure is a change that shows its sign ("+$60", "-25%"; zero unsigned). */
export interface SignOption {
  signed?: boolean;
}

/** `signDisplay` of a change: "+" and "-" both shown, zero without a sign. */
const signDisplay = ({ signed = false }: SignOption): Intl.NumberFormatOptions =>
  signed ? { signDisplay: 'exceptZero' } : {};

/** Formatters built so far, by locale and options: building one costs far more than using it. */
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The `Intl.NumberFormat` of `locale` and `options`, built once per process or page (the
 * contracts write their limits into messages at import, 20-odd integers: one formatter, not
 * 20; docs/performance.md). Options must be plain data, as `JSON.stringify` keys them.
 */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/**
 * A whole number with the locale's grouping: `1523` → "1,523" (`en`), "1.523" (`es`),
 * `1000000` → "10,00,000" (`hi`). Fractions are rounded to the nearest whole number.
 */
export function formatInteger(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/**
 * A number with exactly `digits` decimals and grouping: `(4.25, 'en', 1)` → "4.3" (ratings,
 * averages).
 */
export function formatDecimal(value: number, locale: string, digits: number): string {
  return numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/**
 * A whole percentage (`-25` means minus 25 percent) as the locale writes it: "-25%" in
 * `en`, "-25 %" in `es`; `{ signed: true }` shows "+" too ("+25%"), for changes.
 */
export function formatPercent(percent: number, locale: string, options: SignOption = {}): string {
  return numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 0,
    ...signDisplay(options),
  }).format(percent / 100);
}

/** How many decimals `currency` has (2 for USD and EUR, 0 for JPY), as Intl knows it. */
export function currencyDigits(currency: string): number {
  return (
    numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/**
 * A stored amount as a person reads it in `locale`: `{50000, USD}` → "$500",
 * `{4999, USD}` → "$49.99", `{500, JPY}` → "¥500", `{123456700, USD}` → "$1,234,567".
 * The currency's own number of decimals decides the divisor; whole amounts drop their
 * ".00". `{ signed: true }` writes a change with the sign Intl gives ("+$60", "-$60"), the
 * same sign {@link formatPercent} gives its percentage.
 */
export function formatMoney(
  { priceMinor, currency }: MinorAmount,
  locale: string,
  options: SignOption = {},
): string {
  const digits = currencyDigits(currency);
  const whole = priceMinor % 10 ** digits === 0;
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: whole ? 0 : digits,
    ...signDisplay(options),
  }).format(priceMinor / 10 ** digits);
}

/**
 * Minor units as a plain decimal in the currency's digits, for machines rather than people
 * (the earnings CSV: no symbol, no grouping): `6000 USD` → "60.00", `500 JPY` → "500".
 */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

/** Units that {@link formatUnit} writes out (Intl's sanctioned simple units). */
export type UnitName = 'minute' | 'hour' | 'day' | 'byte' | 'kilobyte' | 'megabyte';

/**
 * `value` of `unit` in words as the locale writes them: `(24, 'hour')` → "24 hours",
 * `(1, 'day')` → "1 day". At most `maximumFractionDigits` decimals (default 0).
 */
export function formatUnit(
  value: number,
  unit: UnitName,
  locale: string,
  {
    maximumFractionDigits = 0,
    unitDisplay = 'long',
  }: {
    maximumFractionDigits?: number;
    unitDisplay?: 'long' | 'short';
  } = {},
): string {
  return numberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay,
    maximumFractionDigits,
  }).format(value);
}

/**
 * A file size for people, in the largest of byte, kilobyte, megabyte (1 kB = 1,024 bytes)
 * that keeps it at 1 or more: `45` → "45 bytes", `1` → "1 byte", `655360` → "640 kB",
 * `1258291` → "1.2 MB". Bytes are written out (the short form reads "45 byte" in English);
 * kilobytes and megabytes use the short unit, with one decimal at most.
 */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0
    ? formatUnit(value, 'byte', locale)
    : formatUnit(value, units[unit]!, locale, { maximumFractionDigits: 1, unitDisplay: 'short' });
}

/** A noun's forms by CLDR plural category; `one` and `other` are what English needs. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * A count and its noun for text built outside the i18n catalogue (the mails):
 * `(1, {one: 'activity', other: 'activities'}, 'en-US')` → "1 activity", `1523` →
 * "1,523 activities". The form is chosen by `Intl.PluralRules` of `locale`, falling back
 * to `other`.
 */
export function formatCount(count: number, forms: PluralForms, locale: string): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return `${formatInteger(count, locale)} ${form}`;
}
