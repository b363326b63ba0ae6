/**
 * The `number` format of the catalogues (`{{count, number}}`, 219 uses), with one
 * `Intl.NumberFormat` per language and options, built once and reused.
 *
 * i18next's own `number` format caches its formatter under the language plus every option of
 * the `t()` call, the interpolated value included, so each new count built a new
 * `Intl.NumberFormat` (a millisecond or more each on a phone): 78 ms of the first render of
 * `/circles` in a CPU profile of this machine, about 300 ms of Lighthouse's 4× slower one
 * (docs/performance.md, "Lighthouse mobile performance"; docs/performance.md "## Lighthouse").
 */

/** The options of `Intl.NumberFormat` a catalogue may pass (`{{x, number(minimumFractionDigits: 1)}}`). */
const INTL_OPTIONS = [
  'localeMatcher',
  'numberingSystem',
  'style',
  'currency',
  'currencyDisplay',
  'currencySign',
  'unit',
  'unitDisplay',
  'notation',
  'compactDisplay',
  'signDisplay',
  'useGrouping',
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumSignificantDigits',
  'maximumSignificantDigits',
  'roundingMode',
  'roundingPriority',
  'roundingIncrement',
  'trailingZeroDisplay',
] as const;

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Format `value` as a number of language `lng` (i18next's code, `_` or `-`) with the
 * `Intl.NumberFormat` options found in `options` (the others, such as `count` or `ns`, are
 * ignored). A value `Intl` cannot read comes back as `NaN` text, as with i18next's format.
 */
export function formatCatalogueNumber(
  value: unknown,
  lng: string | undefined,
  options: Record<string, unknown> = {},
): string {
  const intlOptions: Record<string, unknown> = {};
  for (const name of INTL_OPTIONS)
    if (options[name] !== undefined) intlOptions[name] = options[name];
  const language = lng?.replace('_', '-');
  const key = `${language ?? ''}\u0000${JSON.stringify(intlOptions)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, intlOptions);
    formatters.set(key, formatter);
  }
  return formatter.format(value as number);
}
