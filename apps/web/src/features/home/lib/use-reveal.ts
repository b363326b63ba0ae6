import { useEffect, useRef, useState, type RefObject } from 'react';

/** True when the user asked the system for less motion (or the browser cannot tell us). */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * Reveal an element the first time it scrolls into view (the feature showcase's "images
 * animate in on scroll", docs/product.md#2-screens-and-routes). Returns a ref for the element and whether it has
 * been revealed. It is revealed at once when reduced motion is preferred or the browser has
 * no IntersectionObserver, so content is never left hidden.
 *
 * @param rootMargin how far ahead of the viewport to start, as a CSS margin (default 0px
 *   top, 10% of the viewport height early at the bottom).
 */
export function useReveal<T extends Element>(
  rootMargin = '0px 0px -10% 0px',
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [revealed, setRevealed] = useState(
    () => typeof IntersectionObserver === 'undefined' || prefersReducedMotion(),
  );

  useEffect(() => {
    const element = ref.current;
    if (revealed || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [revealed, rootMargin]);

  return [ref, revealed];
}
