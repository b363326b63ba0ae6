import {
  ACTIVITY_DESCRIPTION_MAX_LENGTH,
  ACTIVITY_NAME_MAX_LENGTH,
  UpdateActivity,
  type Activity,
} from '@pathwise/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { DueDateField } from '@/components/ui/due-date-field.tsx';
import { Field, useFieldError } from '@/components/ui/field.tsx';
import { Form, useContractForm, useFormContextOf } from '@/components/ui/form.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';

/** What the edit form changes of a piece of work. */
export type WorkEdit = Pick<UpdateActivity, 'name' | 'description' | 'dueDate' | 'goalId'>;

type Values = { name: string; description: string; dueDate: string | null; goalId: string | null };

/**
 * Edit and Delete of a piece of work by whoever set it (docs/product.md#125-goals-and-activities):
 * an assignment or test on the mentor's mentee page, an action item on a session page. Edit opens a
 * dialog with the name, description, due date (warned about when past: {@link DueDateField}) and
 * goal, checked with the contract's `UpdateActivity`; Delete asks in an alert dialog first. The
 * feature passes its own calls (`onSave`, `onDelete`), which invalidate its queries.
 */
export function WorkActions({
  activity,
  goals,
  today,
  onSave,
  onDelete,
}: {
  activity: Activity;
  /** The goals the work may go under (value = goal id). */
  goals: readonly { value: string; label: string }[];
  /** The viewer's calendar day, `YYYY-MM-DD`. */
  today: string;
  onSave: (patch: WorkEdit) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}) {
  return (
    <div className="flex shrink-0 gap-1">
      <EditWork activity={activity} goals={goals} today={today} onSave={onSave} />
      <DeleteWork name={activity.name} onDelete={onDelete} />
    </div>
  );
}

function EditWork({
  activity,
  goals,
  today,
  onSave,
}: {
  activity: Activity;
  goals: readonly { value: string; label: string }[];
  today: string;
  onSave: (patch: WorkEdit) => Promise<unknown>;
}) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const values = (): Values => ({
    name: activity.name,
    description: activity.description,
    dueDate: activity.dueDate,
    goalId: activity.goalId,
  });
  const form = useContractForm(UpdateActivity, {
    defaultValues: values(),
    message: (field, code) =>
      code === 'too_big'
        ? t('work.tooLong', {
            max: field === 'name' ? ACTIVITY_NAME_MAX_LENGTH : ACTIVITY_DESCRIPTION_MAX_LENGTH,
          })
        : field === 'name'
          ? t('work.nameRequired')
          : undefined,
  });
  const pending = form.formState.isSubmitting;
  const onSubmit = async (patch: UpdateActivity) => {
    setFailed(false);
    try {
      await onSave({
        name: patch.name,
        description: patch.description,
        dueDate: patch.dueDate,
        goalId: patch.goalId,
      });
      setOpen(false);
    } catch {
      setFailed(true);
    }
  };
  return (
    <Dialog
      size="lg"
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (next) {
          form.reset(values());
          setFailed(false);
        }
        setOpen(next);
      }}
      trigger={
        <Button
          variant="ghost"
          className="px-3 py-1.5 text-xs"
          aria-label={t('work.editOf', { name: activity.name })}
        >
          {t('work.edit')}
        </Button>
      }
      title={t('work.editTitle')}
      description={t('work.editDescription')}
      closeLabel={t('work.close')}
    >
      <Form form={form} onSubmit={onSubmit} className="mt-5 space-y-4">
        {failed && <Banner tone="error">{t('work.error')}</Banner>}
        <Field name="name" label={t('work.name')} autoComplete="off" disabled={pending} />
        <WorkFields goals={goals} today={today} disabled={pending} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>
            <Button variant="outline" disabled={pending}>
              {t('work.cancel')}
            </Button>
          </DialogCancel>
          <Button type="submit" disabled={pending}>
            {pending ? t('work.saving') : t('work.save')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}

/**
 * The details of a piece of work inside a contract form with `dueDate`, `goalId` and
 * `description` fields: the due date (warned about when before `today`), the goal (when there
 * are any) and the description. Shared by the assign form and the edit dialog.
 */
export function WorkFields({
  goals,
  today,
  disabled,
}: {
  goals: readonly { value: string; label: string }[];
  today: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('common');
  const { register, watch, setValue } = useFormContextOf<Values>();
  const dueError = useFieldError('dueDate');
  const descriptionError = useFieldError('description');
  const descriptionId = useId();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <DueDateField
          label={t('work.dueDate')}
          due={watch('dueDate')}
          today={today}
          hint={t('work.optional')}
          disabled={disabled}
          error={dueError}
          {...register('dueDate', { setValueAs: (v: string | null) => v || null })}
        />
        {goals.length > 0 && (
          <SelectField<string>
            label={t('work.goal')}
            hint={t('work.optional')}
            value={watch('goalId') ?? ''}
            placeholder={t('work.noGoal')}
            options={goals}
            onChange={(value) => setValue('goalId', value || null, { shouldDirty: true })}
          />
        )}
      </div>
      <div>
        <label htmlFor={descriptionId} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('work.description')}{' '}
          <span className="font-normal text-slate-600">({t('work.optional')})</span>
        </label>
        <textarea
          id={descriptionId}
          rows={3}
          disabled={disabled}
          aria-invalid={descriptionError ? true : undefined}
          {...register('description')}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100"
        />
        {descriptionError && <p className="mt-1 text-xs text-red-700">{descriptionError}</p>}
      </div>
    </>
  );
}

function DeleteWork({ name, onDelete }: { name: string; onDelete: () => Promise<unknown> }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setPending(true);
    setFailed(false);
    try {
      await onDelete();
      setOpen(false);
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      alert
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setFailed(false);
        setOpen(next);
      }}
      trigger={
        <Button
          variant="ghost"
          className="px-3 py-1.5 text-xs text-red-800"
          aria-label={t('work.deleteOf', { name })}
        >
          {t('work.delete')}
        </Button>
      }
      title={t('work.deleteTitle', { name })}
      description={t('work.deleteDescription')}
    >
      {failed && (
        <Banner tone="error" className="mt-4">
          {t('work.deleteError')}
        </Banner>
      )}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogCancel alert>
          <Button variant="outline" disabled={pending}>
            {t('work.keep')}
          </Button>
        </DialogCancel>
        <button
          type="button"
          disabled={pending}
          onClick={() => void confirm()}
          className="rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {pending ? t('work.deleting') : t('work.confirmDelete')}
        </button>
      </div>
    </Dialog>
  );
}
