import { useSyncExternalStore } from 'react';
import { SIDEBAR_BREAKPOINT_PX } from './types.ts';

const QUERY = `(min-width: ${SIDEBAR_BREAKPOINT_PX}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  return window.matchMedia(QUERY).matches;
}

/**
 * True while the viewport is at least {@link SIDEBAR_BREAKPOINT_PX} CSS px wide, i.e. the
 * sidebar sits beside the content; false when it is a drawer. Follows resizes and zoom.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
