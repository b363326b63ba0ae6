import { CreateActivity, type Goal } from '@pathwise/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DueDateField } from '@/components/ui/due-date-field.tsx';
import { Field, useFieldError } from '@/components/ui/field.tsx';
import { Form, useContractForm, useFormContextOf } from '@/components/ui/form.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { useAssignWork } from '../api/mentees-api.ts';
import { useUnsavedGuard } from '../lib/use-unsaved-guard.ts';

type Values = {
  name: string;
  description: string;
  dueDate: string | null;
  kind: 'assignment' | 'test';
  goalId: string | null;
  menteeId: string;
};

/**
 * Assign an Assignment or a Test to the mentee (issue 10 "The mentor's view"): a name, an
 * optional due date, description and shared goal, checked with the contract's
 * `CreateActivity` and sent to the goals module's `POST /api/activities`. Leaving the page
 * with a half-written assignment asks first. A due date before `today` (YYYY-MM-DD, the
 * server's today in the viewer's zone: `MenteeDetail.today`) is warned about under the field
 * before saving, since it would be overdue at once (issue 17, item 10).
 */
export function AssignForm({
  menteeId,
  menteeName,
  goals,
  today,
}: {
  menteeId: string;
  menteeName: string;
  goals: Goal[];
  today: string;
}) {
  const { t } = useTranslation('mentees');
  const assign = useAssignWork();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const empty: Values = {
    name: '',
    description: '',
    dueDate: null,
    kind: 'assignment',
    goalId: null,
    menteeId,
  };
  const form = useContractForm(CreateActivity, {
    defaultValues: empty,
    message: (field, code) =>
      code === 'too_big'
        ? t('assign.tooLong')
        : field === 'name'
          ? t('assign.nameRequired')
          : undefined,
    serverField: (type) => (type === 'general_argument_invalid' ? 'name' : undefined),
  });
  useUnsavedGuard(form.formState.isDirty && !assign.isPending, t('assign.leave'));

  const onSubmit = async (body: CreateActivity) => {
    setError(null);
    setDone(null);
    try {
      const created = await assign.mutateAsync(body);
      form.reset(empty);
      setDone(t('assign.done', { name: created.name }));
    } catch (err) {
      if (!form.serverError(err, t('assign.error'))) setError(t('assign.error'));
    }
  };

  return (
    <section
      aria-labelledby="assign-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="assign-title" className="text-lg font-semibold text-slate-900">
        {t('assign.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('assign.intro', { name: menteeName })}</p>
      <Form form={form} onSubmit={onSubmit} className="mt-4 space-y-4">
        {error && <Banner tone="error">{error}</Banner>}
        {done && (
          <Banner tone="success" onDismiss={() => setDone(null)}>
            {done}
          </Banner>
        )}
        <KindChoice disabled={assign.isPending} />
        <Field
          name="name"
          label={t('assign.name')}
          autoComplete="off"
          disabled={assign.isPending}
        />
        <Details goals={goals} disabled={assign.isPending} today={today} />
        <Button type="submit" disabled={assign.isPending} className="w-full sm:w-auto">
          {assign.isPending ? t('assign.submitting') : t('assign.submit')}
        </Button>
      </Form>
    </section>
  );
}

function KindChoice({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('mentees');
  const { register } = useFormContextOf<Values>();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('assign.kind')}</legend>
      <div className="flex gap-2">
        {(['assignment', 'test'] as const).map((kind) => (
          <label
            key={kind}
            className="flex flex-1 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2.5 text-sm font-medium text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200"
          >
            <input
              type="radio"
              value={kind}
              disabled={disabled}
              {...register('kind')}
              className="size-4 accent-brand-700"
            />
            {t(`kind.${kind}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Details({ goals, disabled, today }: { goals: Goal[]; disabled: boolean; today: string }) {
  const { t } = useTranslation('mentees');
  const { register, watch, setValue } = useFormContextOf<Values>();
  const dueError = useFieldError('dueDate');
  const descriptionError = useFieldError('description');
  const descriptionId = useId();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <DueDateField
          label={t('assign.dueDate')}
          due={watch('dueDate')}
          today={today}
          hint={t('assign.optional')}
          disabled={disabled}
          error={dueError}
          {...register('dueDate', { setValueAs: (v: string | null) => v || null })}
        />
        {goals.length > 0 && (
          <SelectField<string>
            label={t('assign.goal')}
            hint={t('assign.optional')}
            value={watch('goalId') ?? ''}
            placeholder={t('assign.noGoal')}
            options={goals.map((g) => ({ value: g.id, label: g.title }))}
            onChange={(value) => setValue('goalId', value || null, { shouldDirty: true })}
          />
        )}
      </div>
      <div>
        <label htmlFor={descriptionId} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('assign.description')}{' '}
          <span className="font-normal text-slate-600">({t('assign.optional')})</span>
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
