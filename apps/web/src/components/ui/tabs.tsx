import { clsx } from 'clsx';
import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';

/** One tab of {@link Tabs}: its value (e.g. a status in the address) and visible label. */
export interface TabItem<V extends string> {
  value: V;
  label: string;
}

/**
 * The one tab strip of the app (docs/architecture.md#code-layout), on Radix Tabs: a row of tabs
 * underlined when active, scrolling sideways when narrow, and one panel per tab. Arrow keys move
 * between tabs and Tab goes on into the panel (WAI-ARIA tabs pattern, from Radix).
 *
 * Controlled: `value` is the active tab and `onValueChange` gets the one chosen, so the page
 * can keep it in the address. `children` renders the panel of a tab from its value; Radix
 * mounts only the active tab's panel.
 *
 * @example
 * <Tabs label={t('tabs.label')} items={[{ value: 'pending', label: t('tabs.pending') }]}
 *   value={status} onValueChange={setStatus}>
 *   {(tab) => <ApplicationList status={tab} />}
 * </Tabs>
 */
export function Tabs<V extends string>({
  label,
  items,
  value,
  onValueChange,
  children,
  className,
}: {
  /** Accessible name of the tab list (from the i18n catalogue). */
  label: string;
  items: readonly TabItem<V>[];
  value: V;
  onValueChange: (value: V) => void;
  /** The panel of tab `value`. */
  children: (value: V) => ReactNode;
  className?: string;
}) {
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={(next) => onValueChange(next as V)}
      className={className}
    >
      <RadixTabs.List
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={clsx(
              '-mb-px shrink-0 border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold text-slate-600 hover:text-slate-900',
              'data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
            )}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="pt-6 focus:outline-none">
          {children(item.value)}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
