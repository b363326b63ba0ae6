import { MAX_QUALITY_SKILLS } from '@pathwise/contracts';

/**
 * Toggle `value` in `selected` keeping at most `max` entries: adding past the limit does
 * nothing (docs/product.md#4-states-and-transitions "once 5 are selected the unselected ones are disabled").
 * Pass `max = Infinity` for the traits, which have no limit.
 */
export function toggleLimited<V>(
  selected: readonly V[],
  value: V,
  max: number = MAX_QUALITY_SKILLS,
): V[] {
  if (selected.includes(value)) return selected.filter((v) => v !== value);
  if (selected.length >= max) return [...selected];
  return [...selected, value];
}

/** Whether the unchosen skill `value` is switched off because `max` are already chosen. */
export function isOverLimit<V>(
  selected: readonly V[],
  value: V,
  max: number = MAX_QUALITY_SKILLS,
): boolean {
  return !selected.includes(value) && selected.length >= max;
}
