import { useSyncExternalStore } from 'react';

/** One shared clock for relative times ("3 minutes ago"), ticking every 30 s while used. */
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 30_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time in ms, refreshed every 30 s (re-renders its users). */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now);
}
