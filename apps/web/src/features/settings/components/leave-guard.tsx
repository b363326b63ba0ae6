import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';

/**
 * While `dirty`: closing or reloading the tab asks the browser's own question, and a click on
 * a link to another page of the app (another settings tab included) is held until the person
 * answers {@link LeaveDialog}. Plain listeners like the availability page's guard (React
 * Router's `useBlocker` would add its code to the entry chunk); Back is not held.
 * Returns the held path (null when none) and a setter to drop it.
 */
export function useLeaveGuard(dirty: boolean) {
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

/** "Leave without saving?" for a path {@link useLeaveGuard} held; the texts are the tab's. */
export function LeaveDialog({
  leavingTo,
  onStay,
  texts,
}: {
  leavingTo: string | null;
  onStay: () => void;
  texts: { title: string; body: string; stay: string; leave: string };
}) {
  const navigate = useNavigate();
  return (
    <Dialog
      alert
      open={leavingTo !== null}
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      trigger={<span hidden />}
      title={texts.title}
      description={texts.body}
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogCancel alert>
          <Button variant="outline">{texts.stay}</Button>
        </DialogCancel>
        <Button
          variant="primary"
          onClick={() => {
            const to = leavingTo;
            onStay();
            if (to) void navigate(to);
          }}
        >
          {texts.leave}
        </Button>
      </div>
    </Dialog>
  );
}
