import { DropdownMenu } from 'radix-ui';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RESOURCE_SECTIONS } from '../lib/sections.ts';
import { ResourcesMenuTrigger } from './resources-menu-trigger.tsx';

/** How the menu was asked to open before this module had loaded. */
export type InitialOpen = 'pointer' | 'keyboard';

/**
 * The Radix `DropdownMenu` of the top navigation's Resources entry (see `ResourcesMenu`,
 * which loads this module on the first sign of use so that Radix stays off the first load).
 * A click, Enter, Space or the arrow keys open it; the arrow keys move through the sections
 * and Escape closes it.
 */
export function ResourcesDropdown({
  initialOpen,
  onMount,
}: {
  /**
   * Open at once, as the stand-in trigger was asked to while this module loaded. From the
   * keyboard the first section then takes focus, as when Radix sees the key press itself.
   */
  initialOpen?: InitialOpen;
  /** Called with the trigger once it is in the document, before the browser paints. */
  onMount?: (trigger: HTMLButtonElement) => void;
}) {
  const { t } = useTranslation('common');
  const trigger = useRef<HTMLButtonElement>(null);
  // After choosing a section, focus belongs to that section (the page moves it there), not
  // back on this button.
  const chose = useRef(false);
  const focusFirstItem = useRef(initialOpen === 'keyboard');
  useLayoutEffect(() => {
    if (trigger.current) onMount?.(trigger.current);
  }, [onMount]);
  const itemClass =
    'flex cursor-pointer flex-col rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';
  return (
    <DropdownMenu.Root modal={false} defaultOpen={initialOpen !== undefined}>
      <DropdownMenu.Trigger ref={trigger} asChild>
        <ResourcesMenuTrigger />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={10}
          onFocus={(event) => {
            // Radix focuses the content as it opens (and moves on to the first section when it
            // saw the key press itself, which it could not here).
            if (!focusFirstItem.current || event.target !== event.currentTarget) return;
            focusFirstItem.current = false;
            event.currentTarget
              .querySelector<HTMLElement>('[role="menuitem"]')
              ?.focus({ preventScroll: true });
          }}
          onCloseAutoFocus={(event) => {
            if (chose.current) event.preventDefault();
            chose.current = false;
          }}
          className="z-50 w-72 rounded-xl border border-slate-200 bg-white p-2 text-sm shadow-lg"
        >
          <DropdownMenu.Label className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-slate-600">
            {t('resourcesMenu.label')}
          </DropdownMenu.Label>
          {RESOURCE_SECTIONS.map((section) => (
            <DropdownMenu.Item
              key={section.id}
              asChild
              onSelect={() => (chose.current = true)}
              className={itemClass}
            >
              <Link to={`/resources#${section.id}`}>
                <span className="font-semibold text-slate-900">{t(`${section.key}.title`)}</span>
                <span className="text-xs text-slate-600">{t(`${section.key}.description`)}</span>
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild onSelect={() => (chose.current = true)} className={itemClass}>
            <Link to="/resources">
              <span className="font-semibold text-brand-700">{t('resourcesMenu.all')}</span>
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
