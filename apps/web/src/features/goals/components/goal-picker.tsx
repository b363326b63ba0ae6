import type { Goal } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { useOnboarding } from '@/lib/session/onboarding-state.ts';
import { GoalDialog } from './goal-dialog.tsx';

/** The Add goal button, opening the goal dialog to create one. */
export function AddGoalButton() {
  const { t } = useTranslation('goals');
  const [open, setOpen] = useState(false);
  return (
    <GoalDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button>
          <Plus className="size-4" aria-hidden="true" />
          {t('goal.add')}
        </Button>
      }
    />
  );
}

/** No goal yet: say what to do, and offer to start from the goal chosen at sign-up. */
export function NoGoals() {
  const { t } = useTranslation('goals');
  const onboarding = useOnboarding();
  const [open, setOpen] = useState(false);
  const mine = onboarding.data?.answers.menteeGoal;
  const label = mine
    ? mine.goal === 'other'
      ? (mine.other ?? t('menteeGoals.other'))
      : t(`menteeGoals.${mine.goal}`)
    : null;
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center">
      <h2 className="text-base font-semibold text-slate-900">{t('empty.goalsTitle')}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">{t('empty.goalsBody')}</p>
      {mine && label && (
        <div className="mt-4">
          <GoalDialog
            open={open}
            onOpenChange={setOpen}
            startFrom={mine.goal}
            otherText={mine.other}
            trigger={
              <Button variant="secondary">{t('empty.startFromMine', { goal: label })}</Button>
            }
          />
        </div>
      )}
    </div>
  );
}

/** The goal chips: All, then one per goal with its progress; choosing one filters the page. */
export function GoalChips({
  goals,
  selected,
  onSelect,
}: {
  goals: Goal[];
  selected: string | undefined;
  onSelect: (id: string | undefined) => void;
}) {
  const { t } = useTranslation('goals');
  const chip = (active: boolean) =>
    clsx(
      'inline-flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium focus:outline-none focus:ring-2 focus:ring-brand-200',
      active
        ? 'border-brand-700 bg-brand-700 text-white'
        : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
    );
  return (
    <div role="group" aria-label={t('chips.label')} className="flex flex-wrap gap-2">
      <button
        type="button"
        aria-pressed={selected === undefined}
        className={chip(selected === undefined)}
        onClick={() => onSelect(undefined)}
      >
        {t('chips.all')}
      </button>
      {goals.map((g) => (
        <button
          key={g.id}
          type="button"
          aria-pressed={selected === g.id}
          className={clsx(chip(selected === g.id), g.status !== 'active' && 'opacity-80')}
          onClick={() => onSelect(selected === g.id ? undefined : g.id)}
        >
          <span className="max-w-[14rem] truncate">{g.title}</span>
          <span className="tabular-nums">{t('chips.percent', { percent: g.progress })}</span>
          {g.status !== 'active' && (
            <span className="text-xs">({t(`chips.status.${g.status}`)})</span>
          )}
        </button>
      ))}
    </div>
  );
}
