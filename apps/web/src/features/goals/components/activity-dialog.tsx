import {
  ACTIVITY_DESCRIPTION_MAX_LENGTH,
  ACTIVITY_NAME_MAX_LENGTH,
  ACTIVITY_STATUSES,
  GOAL_CATEGORIES,
  UpdateActivity,
  type Activity,
  type ActivityStatus,
  type Goal,
  type GoalCategory,
} from '@pathwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { DueDateField } from '@/components/ui/due-date-field.tsx';
import { Field, useFieldError } from '@/components/ui/field.tsx';
import { Form, useContractForm, useFormContextOf } from '@/components/ui/form.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { useDeleteActivity, useUpdateActivity } from '../api/goals-api.ts';

type Values = {
  name: string;
  description: string;
  category: GoalCategory;
  dueDate: string | null;
  goalId: string | null;
  status: ActivityStatus;
};

/**
 * An activity's details ("details are optional"): name, description, category,
 * due date, goal and status, checked with the contract's `UpdateActivity`; and Delete, which
 * asks once more in place. What a mentor assigned keeps its name and details: the mentee
 * moves it between columns. A due date before `today` is warned about
 * (docs/product.md#125-goals-and-activities).
 */
export function ActivityDialog({
  activity,
  goals,
  today,
}: {
  activity: Activity;
  goals: Goal[];
  /** The viewer's calendar day (`ActivityList.today`): an earlier due date is warned about. */
  today: string;
}) {
  const { t } = useTranslation('goals');
  const update = useUpdateActivity();
  const remove = useDeleteActivity();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const values = (): Values => ({
    name: activity.name,
    description: activity.description,
    category: activity.category,
    dueDate: activity.dueDate,
    goalId: activity.goalId,
    status: activity.status,
  });
  const form = useContractForm(UpdateActivity, {
    defaultValues: values(),
    // "Too long" names the limit (docs/product.md#5-validation).
    message: (field, code) =>
      field === 'name' && code !== 'too_big'
        ? t('activityDialog.nameRequired')
        : code === 'too_big'
          ? t('activityDialog.tooLong', {
              max: field === 'name' ? ACTIVITY_NAME_MAX_LENGTH : ACTIVITY_DESCRIPTION_MAX_LENGTH,
            })
          : undefined,
    serverField: (type) => (type === 'general_argument_invalid' ? 'name' : undefined),
  });
  const pending = update.isPending || remove.isPending;
  const assigned = activity.source !== 'mentee';

  const changeOpen = (next: boolean) => {
    if (pending) return;
    if (next) {
      form.reset(values());
      setConfirming(false);
      setError(null);
    }
    setOpen(next);
  };

  const onSubmit = async (patch: UpdateActivity) => {
    setError(null);
    try {
      const body = assigned ? { status: patch.status } : patch;
      await update.mutateAsync({ id: activity.id, ...body });
      setOpen(false);
    } catch (err) {
      if (!form.serverError(err, t('activityDialog.error'))) setError(t('activityDialog.error'));
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync(activity.id);
      setOpen(false);
    } catch {
      setError(t('activityDialog.error'));
    }
  };

  return (
    <Dialog
      size="lg"
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <button
          type="button"
          aria-label={t('activity.detailsOf', { name: activity.name })}
          className="rounded-md px-2 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-50 focus:outline-none focus:ring-2 focus:ring-brand-200"
        >
          {t('activity.details')}
        </button>
      }
      title={t('activityDialog.title')}
      description={
        assigned
          ? t('activityDialog.assigned', { kind: t(`kind.${activity.kind}`).toLowerCase() })
          : t('activityDialog.description')
      }
      closeLabel={t('activityDialog.close')}
    >
      <Form form={form} onSubmit={onSubmit} className="mt-5 space-y-4">
        {error && <Banner tone="error">{error}</Banner>}
        <Field
          name="name"
          label={t('activityDialog.name')}
          autoComplete="off"
          disabled={pending || assigned}
        />
        <ActivityFields goals={goals} today={today} disabled={pending || assigned} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          {!assigned &&
            (confirming ? (
              <button
                type="button"
                onClick={() => void onDelete()}
                disabled={pending}
                className="rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800"
              >
                {t('activityDialog.confirmDelete')}
              </button>
            ) : (
              <Button variant="ghost" onClick={() => setConfirming(true)} disabled={pending}>
                {t('activityDialog.delete')}
              </Button>
            ))}
          <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
            <DialogCancel>
              <Button variant="outline" disabled={pending}>
                {t('activityDialog.cancel')}
              </Button>
            </DialogCancel>
            <Button type="submit" disabled={pending}>
              {pending ? t('activityDialog.saving') : t('activityDialog.save')}
            </Button>
          </div>
        </div>
      </Form>
    </Dialog>
  );
}

function ActivityFields({
  goals,
  today,
  disabled,
}: {
  goals: Goal[];
  today: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('goals');
  const { register, watch, setValue } = useFormContextOf<Values>();
  const dueError = useFieldError('dueDate');
  return (
    <>
      <div>
        <label
          htmlFor="activity-description"
          className="mb-1.5 block text-sm font-medium text-slate-800"
        >
          {t('activityDialog.descriptionField')}
        </label>
        <textarea
          id="activity-description"
          rows={3}
          disabled={disabled}
          {...register('description')}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DueDateField
          label={t('activityDialog.dueDate')}
          due={watch('dueDate')}
          today={today}
          disabled={disabled}
          error={dueError}
          {...register('dueDate', { setValueAs: (v: string | null) => v || null })}
        />
        <SelectField<GoalCategory>
          label={t('activityDialog.category')}
          value={watch('category')}
          options={GOAL_CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) }))}
          onChange={(value) => setValue('category', value || 'other')}
        />
        <SelectField<string>
          label={t('activityDialog.goal')}
          value={watch('goalId') ?? ''}
          placeholder={t('activityDialog.noGoal')}
          options={goals.map((g) => ({ value: g.id, label: g.title }))}
          onChange={(value) => setValue('goalId', value || null)}
        />
        <SelectField<ActivityStatus>
          label={t('activityDialog.status')}
          value={watch('status')}
          options={ACTIVITY_STATUSES.map((value) => ({ value, label: t(`columns.${value}`) }))}
          onChange={(value) => setValue('status', value || 'not_started')}
        />
      </div>
    </>
  );
}
