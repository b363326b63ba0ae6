import { clsx } from 'clsx';
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RESOURCE_SECTIONS } from '../lib/sections.ts';
import type { InitialOpen, ResourcesDropdown } from './resources-dropdown.tsx';
import { ResourcesMenuTrigger } from './resources-menu-trigger.tsx';

type Dropdown = typeof ResourcesDropdown;

let dropdownModule: Promise<Dropdown> | undefined;
/** The Radix part once fetched: a menu mounted later (another page) needs no stand-in. */
let loadedDropdown: Dropdown | undefined;

/** The Radix part of the menu, fetched once (again after a failure). */
function loadDropdown(): Promise<Dropdown> {
  dropdownModule ??= import('./resources-dropdown.tsx').then(
    (module) => (loadedDropdown = module.ResourcesDropdown),
    (error: unknown) => {
      dropdownModule = undefined;
      throw error;
    },
  );
  return dropdownModule;
}

/**
 * The Resources dropdown of the top navigation (docs/product.md#1119-resources-dropdown: "it opens and lists the
 * resource sections"; the spec's prototype never opened it): a button next to the Resources
 * link opens it with a click, Enter, Space or the arrow keys; the arrow keys move through the
 * sections and Escape closes it. The Resources link itself still goes to /resources.
 *
 * The menu is Radix `DropdownMenu` (`resources-dropdown.tsx`), which with its positioning and
 * focus code is too heavy for every first visit. So the button is first a stand-in with the
 * same look and accessible name and state: hovering or focusing it fetches the menu, which then
 * takes its place (and its focus). A click or key press that comes before the menu is here is
 * remembered and opens it once it is.
 */
export function ResourcesMenu() {
  const [RadixMenu, setRadixMenu] = useState(() => loadedDropdown);
  const [handedOver, setHandedOver] = useState(loadedDropdown !== undefined);
  const [initialOpen, setInitialOpen] = useState<InitialOpen>();
  const standIn = useRef<HTMLButtonElement>(null);

  const load = () => {
    if (RadixMenu) return;
    loadDropdown().then(
      (component) => setRadixMenu(() => component),
      // Offline: the button stays a stand-in and the next hover or focus tries again.
      () => setInitialOpen(undefined),
    );
  };
  /** Like Radix's trigger: the main button or Enter and Space toggle, ArrowDown opens. */
  const request = (how: InitialOpen, toggle: boolean) => {
    load();
    setInitialOpen((current) => (toggle && current ? undefined : how));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    request('keyboard', event.key !== 'ArrowDown');
  };
  const handOver = useCallback((trigger: HTMLButtonElement) => {
    if (document.activeElement === standIn.current) trigger.focus();
    setHandedOver(true);
  }, []);

  return (
    <>
      {RadixMenu && <RadixMenu initialOpen={initialOpen} onMount={handOver} />}
      {!handedOver && (
        <ResourcesMenuTrigger
          ref={standIn}
          aria-haspopup="menu"
          aria-expanded={false}
          data-state="closed"
          onPointerEnter={load}
          onFocus={load}
          onPointerDown={(event) => {
            if (event.button !== 0 || event.ctrlKey) return;
            if (!initialOpen) event.preventDefault();
            request('pointer', true);
          }}
          onKeyDown={onKeyDown}
        />
      )}
    </>
  );
}

/**
 * The same sections inside the small-screen menu panel, listed under the Resources link
 * (a dropdown inside a dropdown would be hard to use by touch).
 */
export function ResourcesMobileLinks({
  onNavigate,
  className,
}: {
  /** Called when a section is chosen, e.g. to close the panel. */
  onNavigate?: () => void;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <ul
      aria-label={t('resourcesMenu.label')}
      className={clsx('mb-2 ml-3 flex flex-col border-l border-slate-200 pl-3', className)}
    >
      {RESOURCE_SECTIONS.map((section) => (
        <li key={section.id}>
          <Link
            to={`/resources#${section.id}`}
            onClick={onNavigate}
            className="block rounded-md px-3 py-2.5 text-sm text-slate-700 hover:bg-slate-50 hover:text-brand-700"
          >
            {t(`${section.key}.title`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
