import { useNavigate } from 'react-router';
import type { LeaveGuard } from '@/lib/use-leave-guard.ts';
import { Button } from './button.tsx';
import { Dialog, DialogCancel } from './dialog.tsx';

/** The four texts of a {@link LeaveDialog}, from the page's catalogue. */
export interface LeaveTexts {
  /** e.g. 'Leave without saving?' */
  title: string;
  /** What is lost, e.g. 'Your changes on this tab are not saved yet.' */
  body: string;
  /** The button that stays (it has the focus), e.g. 'Stay and save'. */
  stay: string;
  /** The button that goes, e.g. 'Leave without saving'. */
  leave: string;
}

/**
 * "Leave without saving?" for the path `guard` held (`lib/use-leave-guard.ts`): an alert
 * dialog whose first button stays; the other runs `onLeave` (e.g. to reset the form) and then
 * goes to the held path. The one leave dialog of the web app.
 */
export function LeaveDialog({
  guard,
  texts,
  onLeave,
}: {
  guard: LeaveGuard;
  texts: LeaveTexts;
  onLeave?: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Dialog
      alert
      open={guard.leavingTo !== null}
      onOpenChange={(open) => {
        if (!open) guard.stay();
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
            const to = guard.leavingTo;
            guard.stay();
            onLeave?.();
            if (to) void navigate(to);
          }}
        >
          {texts.leave}
        </Button>
      </div>
    </Dialog>
  );
}
