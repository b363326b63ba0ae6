import { useEffect, useState } from 'react';

/** The browser storage key that remembers a place was seen: `pathwise.seen.<place>`. */
const storageKey = (place: string) => `pathwise.seen.${place}`;

/**
 * Whether this is the first time this browser shows `place` (e.g. `home:<userId>`), so a
 * page can say "Welcome" the first time and "Welcome back" after
 * (docs/product.md#219-mentee-dashboard). The answer stays the same for the life of the component;
 * the visit is remembered after the first render. Undefined `place` (the user is not known yet)
 * answers false and remembers nothing. Without storage (private mode, blocked), every visit counts
 * as a return.
 */
export function useFirstVisit(place: string | undefined): boolean {
  const [first, setFirst] = useState(() => (place ? !seen(place) : false));
  const [decidedFor, setDecidedFor] = useState(place);
  if (decidedFor !== place) {
    // The user became known after the first render: decide once for them.
    setDecidedFor(place);
    setFirst(place ? !seen(place) : false);
  }
  useEffect(() => {
    if (!place) return;
    try {
      window.localStorage.setItem(storageKey(place), '1');
    } catch {
      // Storage unavailable: nothing to remember.
    }
  }, [place]);
  return first;
}

function seen(place: string): boolean {
  try {
    return window.localStorage.getItem(storageKey(place)) !== null;
  } catch {
    return true;
  }
}
