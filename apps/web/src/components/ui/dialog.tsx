import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { AlertDialog, Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * The one modal dialog of the app (docs/architecture.md#code-layout: one dialog style), on Radix: a
 * dimmed backdrop and a centred white panel with a title, a description and the content.
 * `alert` makes it an alert dialog (a confirmation that must be answered: no close button,
 * Escape still cancels). The dashboards' navigation drawer is a drawer, not this.
 */
export function Dialog({
  trigger,
  title,
  description,
  closeLabel,
  open,
  onOpenChange,
  alert = false,
  size = 'md',
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
}: {
  /** The button that opens the dialog (rendered as Radix's trigger, `asChild`). */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Accessible name of the × button; required unless `alert`. */
  closeLabel?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  alert?: boolean;
  size?: 'md' | 'lg';
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  const Primitive = alert ? AlertDialog : RadixDialog;
  const panel = clsx(
    'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none',
    size === 'lg' ? 'max-w-lg' : 'max-w-md',
  );
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      <Primitive.Trigger asChild>{trigger}</Primitive.Trigger>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Primitive.Content
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          className={panel}
        >
          <div className="flex items-start justify-between gap-4">
            <Primitive.Title className="text-lg font-semibold text-slate-900">
              {title}
            </Primitive.Title>
            {!alert && (
              <RadixDialog.Close asChild>
                <button
                  type="button"
                  aria-label={closeLabel}
                  className="-m-2 flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
                >
                  <X className="size-5" aria-hidden="true" />
                </button>
              </RadixDialog.Close>
            )}
          </div>
          <Primitive.Description className="mt-2 text-sm text-slate-600">
            {description}
          </Primitive.Description>
          {children}
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}

/**
 * A button that closes the surrounding {@link Dialog} (Cancel). In an alert dialog it is
 * Radix's Cancel, in a dialog its Close.
 */
export function DialogCancel({
  alert = false,
  children,
}: {
  alert?: boolean;
  children: ReactNode;
}) {
  return alert ? (
    <AlertDialog.Cancel asChild>{children}</AlertDialog.Cancel>
  ) : (
    <RadixDialog.Close asChild>{children}</RadixDialog.Close>
  );
}
