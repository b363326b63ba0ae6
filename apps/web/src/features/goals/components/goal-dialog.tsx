import {
  CATEGORY_OF_MENTEE_GOAL,
  CreateGoal,
  GOAL_CATEGORIES,
  GOAL_TITLE_MAX_LENGTH,
  GOAL_WHY_MAX_LENGTH,
  MENTEE_GOALS,
  type Goal,
  type GoalCategory,
} from '@pathwise/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { Field, useFieldError } from '@/components/ui/field.tsx';
import { Form, useContractForm, useFormContextOf } from '@/components/ui/form.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useCreateGoal, useUpdateGoal } from '../api/goals-api.ts';

type MenteeGoal = (typeof MENTEE_GOALS)[number];
type Values = {
  title: string;
  why: string;
  targetDate: string | null;
  category: GoalCategory;
  shared: boolean;
  progress: number | null;
};

/** A goal's form values: the goal's own, or a prefill (a goal chosen at sign-up). */
function valuesOf(goal?: Goal, prefill?: Partial<Values>): Values {
  return {
    title: goal?.title ?? prefill?.title ?? '',
    why: goal?.why ?? prefill?.why ?? '',
    targetDate: goal?.targetDate ?? null,
    category: goal?.category ?? prefill?.category ?? 'other',
    shared: goal?.shared ?? true,
    progress: goal?.manualProgress ?? null,
  };
}

/**
 * Add or edit a goal in the shared Dialog and Form, checked with the contract's
 * `CreateGoal`. A new goal may start from one of the mentee goal options of onboarding
 * (spec "Mentee goals"): choosing one fills the title and the category. `startFrom` opens
 * the dialog with one chosen (the mentee's own onboarding answer).
 */
export function GoalDialog({
  goal,
  trigger,
  open,
  onOpenChange,
  startFrom,
  otherText,
}: {
  goal?: Goal;
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  startFrom?: MenteeGoal;
  /** The mentee's own words when their onboarding goal was Other. */
  otherText?: string | null;
}) {
  const { t } = useTranslation('goals');
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const [error, setError] = useState<string | null>(null);
  const [from, setFrom] = useState<MenteeGoal | ''>('');
  const prefillOf = (choice: MenteeGoal | ''): Partial<Values> | undefined =>
    choice
      ? {
          title:
            choice === 'other'
              ? (otherText ?? '')
              : t(`menteeGoals.${choice}` as 'menteeGoals.other'),
          category: CATEGORY_OF_MENTEE_GOAL[choice],
        }
      : undefined;
  const form = useContractForm(CreateGoal, {
    defaultValues: valuesOf(goal),
    // Each message says what is allowed (docs/product.md#5-validation): the range, or the limit.
    message: (field, code) => {
      if (field === 'progress') return t('goalDialog.progressRange');
      if (field === 'title')
        return code === 'too_big'
          ? t('goalDialog.tooLong', { max: GOAL_TITLE_MAX_LENGTH })
          : t('goalDialog.titleRequired');
      if (field === 'why' && code === 'too_big')
        return t('goalDialog.tooLong', { max: GOAL_WHY_MAX_LENGTH });
      return undefined;
    },
    serverField: (type) => (type === 'general_argument_invalid' ? 'title' : undefined),
  });
  const pending = create.isPending || update.isPending;

  const changeOpen = (next: boolean) => {
    if (pending) return;
    if (next) {
      const choice = goal ? '' : (startFrom ?? '');
      setFrom(choice);
      form.reset(valuesOf(goal, prefillOf(choice)));
      setError(null);
    }
    onOpenChange(next);
  };

  const choose = (choice: MenteeGoal | '') => {
    setFrom(choice);
    const prefill = prefillOf(choice);
    if (prefill) {
      form.setValue('title', prefill.title ?? '');
      form.setValue('category', prefill.category ?? 'other');
    }
  };

  const onSubmit = async (values: Values) => {
    setError(null);
    try {
      if (goal) await update.mutateAsync({ id: goal.id, ...values });
      else await create.mutateAsync(values);
      onOpenChange(false);
    } catch (err) {
      if (!form.serverError(err, t('goalDialog.error'))) setError(t('goalDialog.error'));
    }
  };

  return (
    <Dialog
      size="lg"
      open={open}
      onOpenChange={changeOpen}
      trigger={trigger}
      title={goal ? t('goalDialog.editTitle') : t('goalDialog.createTitle')}
      description={t('goalDialog.description')}
      closeLabel={t('goalDialog.close')}
    >
      <Form form={form} onSubmit={onSubmit} className="mt-5 space-y-4">
        {error && <Banner tone="error">{error}</Banner>}
        {!goal && (
          <SelectField<MenteeGoal>
            label={t('goalDialog.startFrom')}
            value={from}
            placeholder={t('goalDialog.startFromNone')}
            options={MENTEE_GOALS.map((value) => ({ value, label: t(`menteeGoals.${value}`) }))}
            onChange={choose}
          />
        )}
        <Field name="title" label={t('goalDialog.title')} autoComplete="off" disabled={pending} />
        <WhyField disabled={pending} />
        <GoalExtraFields disabled={pending} hasActivities={(goal?.activityCount ?? 0) > 0} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>
            <Button variant="outline" disabled={pending}>
              {t('goalDialog.cancel')}
            </Button>
          </DialogCancel>
          <Button type="submit" disabled={pending}>
            {pending ? t('goalDialog.saving') : t('goalDialog.save')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}

function WhyField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('goals');
  const { register } = useFormContextOf<Values>();
  const error = useFieldError('why');
  return (
    <div>
      <label htmlFor="goal-why" className="mb-1.5 block text-sm font-medium text-slate-800">
        {t('goalDialog.why')}
      </label>
      <textarea
        id="goal-why"
        rows={3}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'goal-why-error' : undefined}
        {...register('why')}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      {error && (
        <p id="goal-why-error" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Target date, category, manual progress (goals without activities) and sharing. */
function GoalExtraFields({
  disabled,
  hasActivities,
}: {
  disabled: boolean;
  hasActivities: boolean;
}) {
  const { t } = useTranslation('goals');
  const { register, watch, setValue } = useFormContextOf<Values>();
  const progressError = useFieldError('progress');
  const dateError = useFieldError('targetDate');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          label={t('goalDialog.targetDate')}
          disabled={disabled}
          error={dateError}
          {...register('targetDate', { setValueAs: (v: string | null) => v || null })}
        />
        <SelectField<GoalCategory>
          label={t('goalDialog.category')}
          value={watch('category')}
          options={GOAL_CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) }))}
          onChange={(value) => setValue('category', value || 'other')}
        />
      </div>
      {!hasActivities && (
        <div>
          <label
            htmlFor="goal-progress"
            className="mb-1.5 block text-sm font-medium text-slate-800"
          >
            {t('goalDialog.progress')}
          </label>
          <input
            id="goal-progress"
            type="number"
            min={0}
            max={100}
            step={1}
            disabled={disabled}
            aria-invalid={progressError ? true : undefined}
            aria-describedby={progressError ? 'goal-progress-error' : undefined}
            {...register('progress', {
              setValueAs: (v: string | number | null) =>
                v === '' || v === null ? null : Number(v),
            })}
            className="block w-32 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
          {progressError && (
            <p id="goal-progress-error" className="mt-1 text-xs font-medium text-red-700">
              {progressError}
            </p>
          )}
        </div>
      )}
      <label className="flex items-center gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          disabled={disabled}
          {...register('shared')}
          className="size-4 rounded border-slate-300 text-brand-700 focus:ring-brand-200"
        />
        {t('goalDialog.shared')}
      </label>
    </>
  );
}
