import {
  Plan,
  PLAN_DELIVERABLES_MAX_LENGTH,
  PLAN_NAME_MAX_LENGTH,
  formatMoney,
  minorToPriceText,
  priceTextToMinor,
  type OwnPlan,
  type SavePlan,
} from '@pathwise/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CharacterCounter } from '@/components/ui/character-counter.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { Field, useFieldError } from '@/components/ui/field.tsx';
import { Form, useContractForm, useFormContextOf } from '@/components/ui/form.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { usePlanChange, usePlans } from '../api/mentee-management-api.ts';

/**
 * Longest deliverables text, from the contract (kept as typed past it:
 * docs/product.md#5-validation).
 */
const DELIVERABLES_MAX = PLAN_DELIVERABLES_MAX_LENGTH;

/**
 * The plan dialog's values as typed: the price in dollars and the sessions as text, turned
 * into the contract's {@link Plan} (integer cents, 1–100 sessions) by the schema, which keeps
 * onboarding's rules.
 */
const PlanForm = z
  .object({
    name: z.string(),
    price: z.string(),
    sessions: z.string(),
    deliverables: z.string(),
  })
  .transform((values, ctx) => {
    const priceMinor = priceTextToMinor(values.price, 'USD');
    const sessions = /^\d+$/.test(values.sessions.trim()) ? Number(values.sessions) : NaN;
    const plan = Plan.safeParse({
      name: values.name,
      priceMinor: priceMinor ?? -1,
      currency: 'USD',
      sessions,
      deliverables: values.deliverables.trim() ? values.deliverables : undefined,
    });
    if (plan.success) return plan.data;
    for (const issue of plan.error.issues) {
      const field = issue.path[0] === 'priceMinor' ? 'price' : String(issue.path[0]);
      ctx.addIssue({ code: 'custom', path: [field], message: field });
    }
    return z.NEVER;
  });
type PlanValues = z.input<typeof PlanForm>;

/**
 * The mentor's plans (add, edit, remove; the first plan cannot be removed; changes
 * never alter a plan mentees have opened). Each change saves at once and the list shows the
 * plans as the public profile now does.
 */
export function PlansSection() {
  const { t, i18n } = useTranslation('settings', { keyPrefix: 'menteeManagement.plans' });
  const plans = usePlans();
  const [editing, setEditing] = useState<OwnPlan | 'new' | null>(null);
  const [removing, setRemoving] = useState<OwnPlan | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const remove = usePlanChange();
  const items = plans.data?.items ?? [];
  const full = plans.data ? items.length >= plans.data.max : true;

  return (
    <section aria-labelledby="plans-title" className="border-t border-slate-200 pt-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 id="plans-title" className="text-base font-semibold text-slate-900">
            {t('title')}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{t('intro')}</p>
        </div>
        <Button
          variant="secondary"
          className="shrink-0"
          disabled={!plans.data || full}
          onClick={() => {
            setNotice(null);
            setEditing('new');
          }}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('add')}
        </Button>
      </div>
      {full && plans.data && (
        <p className="mt-2 text-sm text-slate-700">{t('full', { max: plans.data.max })}</p>
      )}
      {notice && (
        <Banner tone={notice.tone} className="mt-4" onDismiss={() => setNotice(null)}>
          {notice.text}
        </Banner>
      )}
      {plans.isPending ? (
        <div aria-busy="true" className="mt-4">
          <p role="status" className="sr-only">
            {t('loading')}
          </p>
          <div aria-hidden="true" className="h-28 animate-pulse rounded-xl bg-slate-100" />
        </div>
      ) : plans.isError ? (
        <Banner tone="error" className="mt-4">
          <p className="font-semibold">{t('loadError')}</p>
          <Button variant="outline" className="mt-3" onClick={() => void plans.refetch()}>
            {t('retry')}
          </Button>
        </Banner>
      ) : items.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">
          {t('empty')}
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {items.map((plan) => (
            <li
              key={plan.id}
              className="flex flex-col rounded-xl border border-slate-200 p-4"
              aria-labelledby={`plan-${plan.id}`}
            >
              <p id={`plan-${plan.id}`} className="font-semibold text-slate-950">
                {plan.name}
              </p>
              <p className="mt-1 text-sm text-slate-800">
                {plan.priceMinor === 0
                  ? t('free', { count: plan.sessions })
                  : t('price', {
                      price: formatMoney(plan, i18n.language),
                      count: plan.sessions,
                    })}
              </p>
              {plan.deliverables && (
                <p className="mt-1 text-sm whitespace-pre-line text-slate-700">
                  {plan.deliverables}
                </p>
              )}
              {plan.opened && <p className="mt-2 text-xs text-slate-600">{t('opened')}</p>}
              {plan.first && <p className="mt-2 text-xs text-slate-600">{t('firstNote')}</p>}
              <div className="mt-auto flex gap-2 pt-3">
                <Button
                  variant="outline"
                  aria-label={t('editNamed', { name: plan.name })}
                  onClick={() => {
                    setNotice(null);
                    setEditing(plan);
                  }}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  {t('edit')}
                </Button>
                {!plan.first && (
                  <Button
                    variant="ghost"
                    aria-label={t('removeNamed', { name: plan.name })}
                    onClick={() => {
                      setNotice(null);
                      setRemoving(plan);
                    }}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    {t('remove')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      {editing !== null && (
        <PlanDialog
          plan={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setNotice({ tone: 'success', text });
          }}
        />
      )}

      <Dialog
        alert
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        trigger={<span hidden />}
        title={t('removeDialog.title', { name: removing?.name ?? '' })}
        description={removing?.opened ? t('removeDialog.opened') : t('removeDialog.body')}
      >
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogCancel alert>
            <Button variant="outline">{t('removeDialog.keep')}</Button>
          </DialogCancel>
          <Button
            disabled={remove.isPending}
            onClick={() => {
              if (!removing) return;
              const name = removing.name;
              remove.mutate(
                { kind: 'remove', id: removing.id },
                {
                  onSuccess: () => setNotice({ tone: 'success', text: t('removed', { name }) }),
                  onError: (error) =>
                    setNotice({
                      tone: 'error',
                      text:
                        isApiError(error) && error.status !== 0 ? error.message : t('networkError'),
                    }),
                  onSettled: () => setRemoving(null),
                },
              );
            }}
          >
            {remove.isPending ? t('removeDialog.removing') : t('removeDialog.confirm')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

/** Add (plan null) or edit a plan in a dialog; saves on submit. */
function PlanDialog({
  plan,
  onClose,
  onSaved,
}: {
  plan: OwnPlan | null;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const { t } = useTranslation('settings', { keyPrefix: 'menteeManagement.plans' });
  const save = usePlanChange();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useContractForm(PlanForm, {
    defaultValues: {
      name: plan?.name ?? '',
      price: plan ? minorToPriceText(plan.priceMinor, plan.currency) : '',
      sessions: plan ? String(plan.sessions) : '1',
      deliverables: plan?.deliverables ?? '',
    } satisfies PlanValues,
    message: (field) => {
      if (field === 'name') return t('errors.name', { max: PLAN_NAME_MAX_LENGTH });
      if (field === 'price') return t('errors.price');
      if (field === 'sessions') return t('errors.sessions');
      if (field === 'deliverables') return t('errors.deliverables', { max: DELIVERABLES_MAX });
      return undefined;
    },
  });
  const onSubmit = (values: SavePlan) => {
    setAlert(null);
    save.mutate(
      { kind: 'save', id: plan?.id ?? null, plan: values },
      {
        onSuccess: () =>
          onSaved(
            plan === null
              ? t('added', { name: values.name })
              : plan.opened
                ? t('savedOpened', { name: values.name })
                : t('saved', { name: values.name }),
          ),
        onError: (error) =>
          setAlert(isApiError(error) && error.status !== 0 ? error.message : t('networkError')),
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      trigger={<span hidden />}
      size="lg"
      closeLabel={t('dialog.close')}
      title={plan ? t('dialog.editTitle') : t('dialog.addTitle')}
      description={plan?.opened ? t('dialog.openedNote') : t('dialog.description')}
    >
      <Form form={form} onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        {alert && <Banner tone="error">{alert}</Banner>}
        <Field name="name" label={t('fields.name')} autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="price"
            label={t('fields.price')}
            hint={t('fields.priceHint')}
            inputMode="decimal"
            autoComplete="off"
          />
          <Field
            name="sessions"
            label={t('fields.sessions')}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <Deliverables label={t('fields.deliverables')} />
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogCancel>
            <Button variant="outline">{t('dialog.cancel')}</Button>
          </DialogCancel>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('dialog.saving') : t('dialog.save')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}

/** The deliverables text area of the plan dialog, with its counter and error. */
function Deliverables({ label }: { label: string }) {
  const id = useId();
  const error = useFieldError('deliverables');
  const form = useFormContextOf<PlanValues>();
  const length = (form.watch('deliverables') ?? '').length;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        className="block w-full rounded-lg border border-slate-300 px-3.5 py-2.5 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        {...form.register('deliverables')}
      />
      <CharacterCounter
        id={`${id}-count`}
        count={length}
        max={DELIVERABLES_MAX}
        className="mt-1 text-right"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
