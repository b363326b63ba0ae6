import type { Money } from '@pathwise/contracts';

/**
 * A price for people: `priceMinor` is in minor units (cents) of `currency` (ARCHITECTURE
 * "Data"); whole amounts show without decimals ("$450"), others with two ("$12.50").
 */
export function formatPrice({ priceMinor, currency }: Money, locale: string): string {
  const whole = priceMinor % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(priceMinor / 100);
}

/**
 * "Role · Company" through `join` (the catalogue's wording), either part alone, or null when
 * the mentor has given neither (real mentors fill these in later: the UI leaves the line out).
 */
export function roleAndCompany(
  headline: string | null,
  company: string | null,
  join: (role: string, company: string) => string,
): string | null {
  if (headline && company) return join(headline, company);
  return headline ?? company ?? null;
}
