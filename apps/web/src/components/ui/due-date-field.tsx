import { forwardRef, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field.tsx';

/**
 * Whether due date `due` (`YYYY-MM-DD`, or null) is before `today` (`YYYY-MM-DD`, the viewer's
 * calendar day): such work shows as overdue the moment it is saved
 * (docs/product.md#125-goals-and-activities).
 */
export function isPastDue(due: string | null | undefined, today: string): boolean {
  return !!due && due < today;
}

/**
 * The one due-date input of the app's work forms (assign, activity details, action items):
 * a labelled date field that, while the chosen day is before `today`, says under it that the
 * work would be overdue at once (docs/product.md#125-goals-and-activities). It warns and does not
 * refuse: a past date may be meant. `due` is the field's current value (e.g. react-hook-form's
 * `watch`); `hint` shows otherwise.
 */
export const DueDateField = forwardRef<
  HTMLInputElement,
  Omit<ComponentProps<typeof TextField>, 'type' | 'hint'> & {
    due: string | null | undefined;
    today: string;
    hint?: ReactNode;
  }
>(function DueDateField({ due, today, hint, ...props }, ref) {
  const { t } = useTranslation('common');
  return (
    <TextField
      ref={ref}
      type="date"
      hint={
        isPastDue(due, today) ? (
          <span className="font-medium text-amber-800">{t('dueDate.past')}</span>
        ) : (
          hint
        )
      }
      {...props}
    />
  );
});
