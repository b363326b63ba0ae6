import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RESOURCE_SECTIONS } from '../lib/sections.ts';

/**
 * The Resources dropdown of the top navigation (PRODUCT-DECISIONS: "it opens and lists the
 * resource sections"; the spec's prototype never opened it). Radix `DropdownMenu`: a button
 * next to the Resources link opens it with a click, Enter, Space or the arrow keys; the arrow
 * keys move through the sections and Escape closes it. The Resources link itself still goes
 * to /resources.
 */
export function ResourcesMenu() {
  const { t } = useTranslation('resources');
  // After choosing a section, focus belongs to that section (the page moves it there), not
  // back on this button.
  const chose = useRef(false);
  const itemClass =
    'flex cursor-pointer flex-col rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="-ml-2 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-brand-700 data-[state=open]:bg-slate-100 data-[state=open]:text-brand-700"
        aria-label={t('menu.trigger')}
      >
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={10}
          onCloseAutoFocus={(event) => {
            if (chose.current) event.preventDefault();
            chose.current = false;
          }}
          className="z-50 w-72 rounded-xl border border-slate-200 bg-white p-2 text-sm shadow-lg"
        >
          <DropdownMenu.Label className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-slate-600">
            {t('menu.label')}
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
              <span className="font-semibold text-brand-700">{t('menu.all')}</span>
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
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
  const { t } = useTranslation('resources');
  return (
    <ul
      aria-label={t('menu.label')}
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
