import type { Circle, CircleStatus } from '@pathwise/contracts';

/** What a visitor can switch on a circle: their membership or their like. */
export type CircleToggle = 'membership' | 'like';

/**
 * `circle` as it will be once `toggle` is `on` (the optimistic update of Join, Leave, Like and
 * Unlike). Switching to the state it already has changes nothing, as on the server (the calls
 * are idempotent), so a count never drifts by a double click.
 */
export function applyToggle<
  T extends Pick<Circle, 'joined' | 'liked' | 'memberCount' | 'likeCount'>,
>(circle: T, toggle: CircleToggle, on: boolean): T {
  const step = on ? 1 : -1;
  if (toggle === 'membership') {
    if (circle.joined === on) return circle;
    return { ...circle, joined: on, memberCount: Math.max(0, circle.memberCount + step) };
  }
  if (circle.liked === on) return circle;
  return { ...circle, liked: on, likeCount: Math.max(0, circle.likeCount + step) };
}

/** `circle` with the counts and flags the server answered. */
export function applyStatus<T extends Circle>(circle: T, status: CircleStatus): T {
  const { memberCount, likeCount, joined, liked } = status;
  return { ...circle, memberCount, likeCount, joined, liked };
}
