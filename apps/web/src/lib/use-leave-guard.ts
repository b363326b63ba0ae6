import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** What {@link useLeaveGuard} holds: the path a click wanted, and how to drop it. */
export interface LeaveGuard {
  /** The in-app path (with search and hash) a click was held on; null when none. */
  leavingTo: string | null;
  /** Drop the held path: the person stays. */
  stay: () => void;
}

/**
 * While `dirty` (unsaved changes on the page): closing or reloading the tab asks the browser's
 * own question, and a click on a link to another page of the app is held until the person
 * answers the page's `LeaveDialog` (`components/ui/leave-dialog.tsx`). Links to the same
 * path, new tabs, downloads and modified clicks pass. Plain listeners rather than React
 * Router's `useBlocker`, which needs a data router and would add its code to the entry chunk
 * (first-load JS budget, docs/performance.md); the browser's Back button is not held.
 * The one unsaved-changes guard of the web app.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const { pathname } = useLocation();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const hold = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.download) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(url.pathname + url.search + url.hash);
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', hold, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', hold, true);
    };
  }, [dirty, pathname]);
  return { leavingTo, stay: () => setLeavingTo(null) };
}
