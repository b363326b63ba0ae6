import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SelectField } from '@/components/ui/select-field.tsx';
import { useAccount } from '@/lib/session/account.ts';
import { useActiveGoals } from '../api/book.ts';

/**
 * "Goal for this session" (docs/product.md#125-goals-and-activities): one of the mentee's active goals the agenda names,
 * optional; the session page then shows its progress. Without goals, where to set one.
 */
export function GoalSelect({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('booking');
  const account = useAccount();
  const goals = useActiveGoals(account.data?.role === 'mentee');
  if (!goals.isSuccess) return null;
  if (goals.data.items.length === 0) {
    return (
      <p className="mt-4 text-sm text-slate-600">
        {t('goal.none')}{' '}
        <Link to="/dashboard/goals" className="font-medium text-brand-800 hover:underline">
          {t('goal.setOne')}
        </Link>
      </p>
    );
  }
  return (
    <SelectField<string>
      className="mt-4"
      label={t('goal.label')}
      value={value}
      placeholder={t('goal.noGoal')}
      hint={t('goal.hint')}
      error={error}
      options={goals.data.items.map((g) => ({ value: g.id, label: g.title }))}
      onChange={onChange}
    />
  );
}
