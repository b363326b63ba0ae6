import { ACTIVITY_NAME_MAX_LENGTH, type Goal } from '@pathwise/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateActivity } from '../api/goals-api.ts';

/**
 * One line and Enter: a new activity in Not Started (under the chosen goal, if any). A name
 * longer than the contract's `ACTIVITY_NAME_MAX_LENGTH` is kept as typed and refused with
 * the limit named, never cut (docs/product.md#5-validation).
 */
export function QuickAdd({ goal, onAdded }: { goal?: Goal; onAdded: (text: string) => void }) {
  const { t } = useTranslation('goals');
  const create = useCreateActivity();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || create.isPending) return;
    if (trimmed.length > ACTIVITY_NAME_MAX_LENGTH) {
      setError(t('add.tooLong', { max: ACTIVITY_NAME_MAX_LENGTH }));
      return;
    }
    setError(null);
    create.mutate(
      { name: trimmed, goalId: goal?.id ?? null },
      {
        onSuccess: (activity) => {
          setName('');
          onAdded(t('add.added', { name: activity.name }));
        },
        onError: () => setError(t('add.error')),
      },
    );
  };
  return (
    <form onSubmit={submit} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-900">
        {t('add.label')}
      </label>
      <input
        id={id}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setError(null);
        }}
        placeholder={t('add.placeholder')}
        autoComplete="off"
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {create.isPending
          ? t('add.adding')
          : t('add.hint', { goal: goal ? t('add.hintGoal', { title: goal.title }) : '' })}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
