import {
  ACTIVITY_DESCRIPTION_MAX_LENGTH,
  ACTIVITY_NAME_MAX_LENGTH,
  CreateActivity,
  type Goal,
} from '@pathwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Form, useContractForm, useFormContextOf } from '@/components/ui/form.tsx';
import { WorkFields } from '@/components/work-actions.tsx';
import { useAssignWork } from '../api/mentees-api.ts';
import { LeaveDialog } from '@/components/ui/leave-dialog.tsx';
import { useLeaveGuard } from '@/lib/use-leave-guard.ts';

type Values = {
  name: string;
  description: string;
  dueDate: string | null;
  kind: 'assignment' | 'test';
  goalId: string | null;
  menteeId: string;
};

/**
 * Assign an Assignment or a Test to the mentee (docs/product.md#220-mentor-dashboard): a name, an
 * optional due date, description and shared goal, checked with the contract's
 * `CreateActivity` and sent to the goals module's `POST /api/activities`. Leaving the page
 * with a half-written assignment asks first. A due date before `today` (YYYY-MM-DD, the
 * server's today in the viewer's zone: `MenteeDetail.today`) is warned about under the field
 * before saving, since it would be overdue at once (docs/product.md#125-goals-and-activities).
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
    // "Too long" names the limit (docs/product.md#5-validation).
    message: (field, code) =>
      code === 'too_big'
        ? t('assign.tooLong', {
            max: field === 'name' ? ACTIVITY_NAME_MAX_LENGTH : ACTIVITY_DESCRIPTION_MAX_LENGTH,
          })
        : field === 'name'
          ? t('assign.nameRequired')
          : undefined,
    serverField: (type) => (type === 'general_argument_invalid' ? 'name' : undefined),
  });
  const guard = useLeaveGuard(form.formState.isDirty && !assign.isPending);

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
        <WorkFields
          goals={goals.map((g) => ({ value: g.id, label: g.title }))}
          today={today}
          disabled={assign.isPending}
        />
        <Button type="submit" disabled={assign.isPending} className="w-full sm:w-auto">
          {assign.isPending ? t('assign.submitting') : t('assign.submit')}
        </Button>
      </Form>
      <LeaveDialog
        guard={guard}
        onLeave={() => form.reset(empty)}
        texts={{
          title: t('assign.leave.title'),
          body: t('assign.leave.body'),
          stay: t('assign.leave.stay'),
          leave: t('assign.leave.leave'),
        }}
      />
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
