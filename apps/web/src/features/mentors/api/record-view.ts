import { VisitSource, type RecordVisit } from '@pathwise/contracts';

/**
 * Where a view of a public profile came from (docs/product.md#1210-earnings-and-analytics): the
 * in-app page that linked here says so in the link's state (`{from}`) or a `?from=` query; else, on
 * the page the browser landed on, another site's `document.referrer`; else `direct`. Only the
 * first page of a visit can have come from another site: later in-app pages keep the same
 * `document.referrer`, which no longer says anything about them.
 */
export function visitSourceOf(input: {
  state: unknown;
  search: string;
  /** Whether this is the page the browser loaded (react-router's `location.key` 'default'). */
  landing: boolean;
  referrer: string;
  origin: string;
}): RecordVisit {
  const fromState =
    input.state && typeof input.state === 'object' && 'from' in input.state
      ? input.state.from
      : undefined;
  const fromQuery = new URLSearchParams(input.search).get('from') ?? undefined;
  const given = VisitSource.safeParse(fromState ?? fromQuery);
  if (given.success && given.data !== 'other_site') return { source: given.data };
  if (input.landing && input.referrer) {
    try {
      if (new URL(input.referrer).origin !== input.origin)
        return { source: 'other_site', referrer: input.referrer.slice(0, 2048) };
    } catch {
      // an unreadable referrer says nothing
    }
  }
  return { source: 'direct' };
}

/**
 * `POST /api/mentors/:id/views`, fire-and-forget: `keepalive` lets it finish even when the
 * visitor leaves at once, and nothing waits for it or reports its failure (a lost count is
 * better than a slower profile).
 */
export function recordView(mentorId: string, visit: RecordVisit): void {
  try {
    void fetch(`/api/mentors/${encodeURIComponent(mentorId)}/views`, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(visit),
    }).catch(() => undefined);
  } catch {
    // fetch missing or refused synchronously: not counted
  }
}
