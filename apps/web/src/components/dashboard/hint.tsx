import type { ReactElement } from 'react';
import { Tooltip } from 'radix-ui';

/**
 * A tooltip naming an icon-only control, shown on hover and on keyboard focus (a `title`
 * alone never appears for keyboard users). The control must carry its own accessible name;
 * the tooltip is only the visible echo of it. Needs a `Tooltip.Provider` above.
 */
export function Hint({
  label,
  side = 'right',
  children,
}: {
  label: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  children: ReactElement;
}) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side={side}
          sideOffset={8}
          className="z-50 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-md"
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
