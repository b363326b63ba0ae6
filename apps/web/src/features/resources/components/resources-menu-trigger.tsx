import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The button that opens the Resources menu, as one piece for both states of the menu: the
 * light stand-in `ResourcesMenu` renders at first, and the Radix trigger
 * (`DropdownMenu.Trigger asChild`) that replaces it, which adds its state and handlers.
 */
export function ResourcesMenuTrigger(props: ComponentProps<'button'>) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      aria-label={t('resourcesMenu.trigger')}
      className="-ml-2 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-brand-700 data-[state=open]:bg-slate-100 data-[state=open]:text-brand-700"
      {...props}
    >
      <ChevronDown className="size-4" aria-hidden="true" />
    </button>
  );
}
