import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ChoiceOption } from './choice-group.tsx';

/**
 * A multiple-choice question as a fieldset of native checkboxes drawn as chips (product
 * docs/product.md#43-wizard "Skill chips toggle"). `isDisabled` lets a limit switch the unchosen ones off;
 * `describedBy` ties a counter or hint to the group.
 */
export function CheckChips<V extends string>({
  legend,
  options,
  selected,
  onToggle,
  isDisabled,
  describedBy,
  children,
}: {
  legend: string;
  options: readonly ChoiceOption<V>[];
  selected: readonly V[];
  onToggle: (value: V) => void;
  isDisabled?: (value: V) => boolean;
  describedBy?: string;
  /** Shown between the legend and the chips (counter, hint). */
  children?: ReactNode;
}) {
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      {children}
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = selected.includes(option.value);
          const disabled = !checked && (isDisabled?.(option.value) ?? false);
          return (
            <label
              key={option.value}
              className={clsx(
                'relative inline-flex select-none items-center gap-1.5 rounded-full border px-3.5 py-2 text-sm font-medium transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                checked && 'cursor-pointer border-brand-700 bg-brand-700 text-white',
                !checked &&
                  !disabled &&
                  'cursor-pointer border-slate-300 bg-white text-slate-800 hover:border-brand-500',
                disabled && 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-500',
              )}
            >
              <input
                type="checkbox"
                // Transparent over the whole chip: the click lands on the real checkbox.
                className="absolute inset-0 size-full cursor-[inherit] appearance-none rounded-full opacity-0"
                checked={checked}
                disabled={disabled}
                onChange={() => onToggle(option.value)}
              />
              {checked && <Check className="size-4" aria-hidden="true" />}
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
