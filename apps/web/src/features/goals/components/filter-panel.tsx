import {
  ACTIVITY_DUE_FILTERS,
  ACTIVITY_SOURCES,
  GOAL_CATEGORIES,
  type ActivityDueFilter,
  type ActivitySource,
  type Goal,
  type GoalCategory,
} from '@pathwise/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import type { ActivityFilters } from '../api/goals-api.ts';

/**
 * The Filter panel of All Activities: goal, category, due and source selects and a Clear
 * button. The goal lives apart from the other filters because the goal chips set it too.
 */
export function FilterPanel({
  id,
  goals,
  goalId,
  onGoal,
  filters,
  onChange,
}: {
  id: string;
  goals: Goal[];
  goalId: string | undefined;
  onGoal: (id: string | undefined) => void;
  filters: Omit<ActivityFilters, 'goalId'>;
  onChange: (filters: Omit<ActivityFilters, 'goalId'>) => void;
}) {
  const { t } = useTranslation('goals');
  return (
    <div
      id={id}
      role="region"
      aria-label={t('filter.title')}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <SelectField<string>
        compact
        label={t('filter.goal')}
        value={goalId ?? ''}
        placeholder={t('filter.any')}
        options={goals.map((g) => ({ value: g.id, label: g.title }))}
        onChange={(v) => onGoal(v || undefined)}
      />
      <SelectField<GoalCategory>
        compact
        label={t('filter.category')}
        value={filters.category ?? ''}
        placeholder={t('filter.any')}
        options={GOAL_CATEGORIES.map((v) => ({ value: v, label: t(`category.${v}`) }))}
        onChange={(v) => onChange({ ...filters, category: v || undefined })}
      />
      <SelectField<ActivityDueFilter>
        compact
        label={t('filter.due')}
        value={filters.due ?? ''}
        placeholder={t('filter.any')}
        options={ACTIVITY_DUE_FILTERS.map((v) => ({ value: v, label: t(`due.${v}`) }))}
        onChange={(v) => onChange({ ...filters, due: v || undefined })}
      />
      <SelectField<ActivitySource>
        compact
        label={t('filter.source')}
        value={filters.source ?? ''}
        placeholder={t('filter.any')}
        options={ACTIVITY_SOURCES.map((v) => ({ value: v, label: t(`source.${v}`) }))}
        onChange={(v) => onChange({ ...filters, source: v || undefined })}
      />
      <Button
        variant="ghost"
        onClick={() => {
          onChange({});
          onGoal(undefined);
        }}
      >
        {t('filter.clear')}
      </Button>
    </div>
  );
}
