/** "m:ss" countdowns of Ask an Expert requests. */

/** The time from `now` until `iso` as m:ss (0:00 once past). */
export function countdown(iso: string, now: number): string {
  const left = Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}
