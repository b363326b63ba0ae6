import { useEffect } from 'react';

/**
 * While `dirty`: closing or reloading the tab asks the browser's own question, and a click
 * on a link to another page of the app is held (`onLeave` gets its path) until the person
 * answers (a page shows its "Leave without saving?" dialog). Plain listeners rather than
 * React Router's `useBlocker`, which would add its code to the entry chunk (first-load JS
 * budget); the browser's back button is not held. Used by availability and settings.
 */
export function useUnsavedGuard(dirty: boolean, pathname: string, onLeave: (to: string) => void) {
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
      onLeave(url.pathname + url.search + url.hash);
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', hold, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', hold, true);
    };
  }, [dirty, pathname, onLeave]);
}
