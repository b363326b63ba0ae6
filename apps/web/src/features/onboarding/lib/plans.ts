import { MAX_PLANS, minorToPriceText, STARTER_PLAN } from '@pathwise/contracts';

/**
 * The plans step's form model (docs/product.md#32-onboarding-answers "Plan", §4 "Plans can be added; any plan
 * except the first can be removed"). Price is the dollar text as typed; `id` keeps React
 * keys stable when a plan in the middle is removed.
 */
export interface PlanDraft {
  id: number;
  name: string;
  price: string;
  sessions: string;
  deliverables: string;
}

/** The first plan: "Starter Plan", $500 for 2 sessions (docs/product.md#3-data). */
export function starterPlan(): PlanDraft {
  return {
    id: 1,
    name: STARTER_PLAN.name,
    price: minorToPriceText(STARTER_PLAN.priceMinor, STARTER_PLAN.currency),
    sessions: String(STARTER_PLAN.sessions),
    deliverables: '',
  };
}

/**
 * The number N of the next "Plan N": one more than the plan count, skipped forward past a
 * name already in use (after a removal "Plan 3" may still exist while only 2 plans remain).
 */
export function nextPlanNumber(plans: readonly PlanDraft[], nameOf: (n: number) => string): number {
  let n = plans.length + 1;
  const names = new Set(plans.map((p) => p.name.trim()));
  while (names.has(nameOf(n))) n += 1;
  return n;
}

/** `plans` with a new "Plan N" at the end (no price yet, 1 session); unchanged at the limit. */
export function addPlan(plans: readonly PlanDraft[], nameOf: (n: number) => string): PlanDraft[] {
  if (plans.length >= MAX_PLANS) return [...plans];
  const id = Math.max(0, ...plans.map((p) => p.id)) + 1;
  const name = nameOf(nextPlanNumber(plans, nameOf));
  return [...plans, { id, name, price: '', sessions: '1', deliverables: '' }];
}

/** `plans` without the plan `id`; the first plan is never removed. */
export function removePlan(plans: readonly PlanDraft[], id: number): PlanDraft[] {
  return plans.filter((p, index) => index === 0 || p.id !== id);
}
