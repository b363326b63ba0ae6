import {
  MAX_PLANS,
  minorToPriceText,
  priceTextToMinor,
  PLAN_DELIVERABLES_MAX_LENGTH,
  STARTER_PLAN,
  type OnboardingState,
} from '@pathwise/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { CharacterCounter } from '@/components/ui/character-counter.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { addPlan, removePlan, starterPlan, type PlanDraft } from '../lib/plans.ts';
import { useWizardStep, type StepAnswers } from '../lib/use-wizard-step.ts';

/** The saved plans as form drafts (cents shown as dollars), or the Starter Plan alone. */
function initialPlans(saved: StepAnswers<'plans'> | undefined, _state: OnboardingState) {
  if (!saved?.plans.length) return { plans: [starterPlan()] };
  return {
    plans: saved.plans.map((plan, index): PlanDraft => ({
      id: index + 1,
      name: plan.name,
      price: minorToPriceText(plan.priceMinor, plan.currency),
      sessions: String(plan.sessions),
      deliverables: plan.deliverables ?? '',
    })),
  };
}

/** The form's plans as the contract stores them: whole cents in USD, sessions a number. */
export function plansToAnswers(form: { plans: PlanDraft[] }) {
  return {
    plans: form.plans.map((plan) => ({
      name: plan.name,
      priceMinor: priceTextToMinor(plan.price, STARTER_PLAN.currency) ?? Number.NaN,
      currency: STARTER_PLAN.currency,
      sessions: /^\d+$/.test(plan.sessions.trim()) ? Number(plan.sessions) : Number.NaN,
      deliverables: plan.deliverables,
    })),
  };
}

/**
 * /planning "Plans" (docs/product.md#32-onboarding-answers "Plan", §4): the first plan is "Starter Plan", $500
 * for 2 sessions; 'Add plan' adds "Plan N"; any plan but the first can be removed. Prices
 * are typed in dollars and saved as integer cents with `currency: 'USD'`.
 */
export function PlansPage() {
  const { t } = useTranslation('onboarding');
  const step = useWizardStep({
    key: 'plans',
    initial: initialPlans,
    toAnswers: plansToAnswers,
    issueText: (issue) => (issue.path[2] === 'priceMinor' ? t('errors.price') : undefined),
  });
  const { form, errors } = step;
  const [announcement, setAnnouncement] = useState('');
  const nameOf = (n: number) => t('plans.newName', { n });

  const update = (id: number, patch: Partial<PlanDraft>, field: string) => {
    const index = form.plans.findIndex((p) => p.id === id);
    step.setForm((previous) => ({
      plans: previous.plans.map((p) => (p.id === id ? { ...p, ...patch } : p)),
    }));
    step.clearError(`plans.${index}.${field}`);
  };

  return (
    <WizardFrame {...step.frame} stepKey="plans" title={t('plans.title')} intro={t('plans.intro')}>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {form.plans.map((plan, index) => (
        <fieldset
          key={plan.id}
          className="rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5"
        >
          <legend className="sr-only">
            {t('plans.planLegend', { index: index + 1, name: plan.name })}
          </legend>
          <div className="mb-4 flex min-h-9 items-center justify-between gap-3">
            <p
              aria-hidden="true"
              className="min-w-0 truncate text-base font-semibold text-slate-900"
            >
              {plan.name || t('plans.newName', { n: index + 1 })}
            </p>
            {index > 0 && (
              <Button
                variant="ghost"
                className="shrink-0 px-2.5 py-1.5 text-red-700 hover:bg-red-50"
                aria-label={t('plans.remove', { name: plan.name })}
                onClick={() => {
                  step.setForm((previous) => ({ plans: removePlan(previous.plans, plan.id) }));
                  // Field errors are keyed by position, which the removal shifts.
                  step.clearAllErrors();
                  setAnnouncement(t('plans.removed', { name: plan.name }));
                }}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t('plans.removeShort')}
              </Button>
            )}
          </div>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
            <TextField
              label={t('plans.name')}
              value={plan.name}
              onChange={(event) => update(plan.id, { name: event.target.value }, 'name')}
              error={errors[`plans.${index}.name`]}
            />
            <TextField
              label={t('plans.price')}
              value={plan.price}
              inputMode="decimal"
              onChange={(event) => update(plan.id, { price: event.target.value }, 'priceMinor')}
              error={errors[`plans.${index}.priceMinor`]}
            />
            <TextField
              label={t('plans.sessions')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={plan.sessions}
              onChange={(event) => update(plan.id, { sessions: event.target.value }, 'sessions')}
              error={errors[`plans.${index}.sessions`]}
            />
            <TextField
              className="sm:col-span-3"
              label={t('plans.deliverables')}
              hint={<DeliverablesHint length={plan.deliverables.length} />}
              value={plan.deliverables}
              onChange={(event) =>
                update(plan.id, { deliverables: event.target.value }, 'deliverables')
              }
              error={errors[`plans.${index}.deliverables`]}
            />
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={form.plans.length >= MAX_PLANS}
          onClick={() => {
            const plans = addPlan(form.plans, nameOf);
            step.setForm({ plans });
            setAnnouncement(t('plans.added', { name: plans[plans.length - 1]!.name }));
          }}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('plans.add')}
        </Button>
        {form.plans.length >= MAX_PLANS && (
          <p className="text-sm text-slate-600">{t('plans.limit', { max: MAX_PLANS })}</p>
        )}
      </div>
    </WizardFrame>
  );
}

/**
 * The deliverables hint with the `n/500` counter: longer text is kept, counted and refused
 * with the limit named, never cut (docs/product.md#5-validation).
 */
function DeliverablesHint({ length }: { length: number }) {
  const { t } = useTranslation('onboarding');
  return (
    <span className="flex justify-between gap-4">
      <span>{t('plans.deliverablesHint')}</span>
      <CharacterCounter as="span" count={length} max={PLAN_DELIVERABLES_MAX_LENGTH} />
    </span>
  );
}
