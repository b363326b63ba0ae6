/** What counting a view needs to know of its mentor. */
export interface VisitTarget {
  /** The mentor's profile is approved (else the view answers 404). */
  approved: boolean;
  /** The mentor's one time zone (`users.time_zone`, UTC until set): the view's day is theirs. */
  timeZone: string;
}

/**
 * How long one process keeps an approved mentor's target (ms). Staleness this allows, and why
 * it is harmless: a mentor whose approval is withdrawn (or who is deleted) still has views
 * counted for up to this long; views of a deleted mentor are dropped by the batch insert's join,
 * and those of a withdrawn one are counts they no longer see on a public page. A mentor who
 * changes their zone has views of the next seconds dated by the former zone's day, which differs
 * only around midnight. Answers that are not approved are never kept, so an unknown id always
 * answers 404 and a mentor approved a moment ago is counted at once.
 */
export const VISIT_TARGET_TTL_MS = 10_000;
/** Mentors kept at most (oldest dropped first): a bound on memory, not on correctness. */
const VISIT_TARGET_MAX = 10_000;

/**
 * Approved mentors' {@link VisitTarget}s remembered for {@link VISIT_TARGET_TTL_MS} by this
 * process (docs/performance.md, "Third round: views and slots"), so that a view of a known mentor reads
 * nothing. Concurrent views of one mentor share one lookup.
 */
export function createVisitTargets(
  lookup: (mentorId: string) => Promise<VisitTarget>,
  now: () => number = Date.now,
): (mentorId: string) => Promise<VisitTarget> {
  const kept = new Map<string, { at: number; value: Promise<VisitTarget> }>();
  return (mentorId) => {
    const t = now();
    const hit = kept.get(mentorId);
    if (hit && t - hit.at < VISIT_TARGET_TTL_MS) return hit.value;
    kept.delete(mentorId);
    const value = lookup(mentorId);
    kept.set(mentorId, { at: t, value });
    if (kept.size > VISIT_TARGET_MAX) kept.delete(kept.keys().next().value!);
    const drop = () => {
      if (kept.get(mentorId)?.value === value) kept.delete(mentorId);
    };
    value.then((target) => target.approved || drop(), drop);
    return value;
  };
}
