import { MAX_PLANS } from '@pathwise/contracts';
import { describe, expect, it } from 'vitest';
import { addPlan, removePlan, starterPlan } from './plans.ts';

const nameOf = (n: number) => `Plan ${n}`;

describe('plans', () => {
  it('starts with the Starter Plan at $500 for 2 sessions', () => {
    expect(starterPlan()).toMatchObject({ name: 'Starter Plan', price: '500', sessions: '2' });
  });

  it('names added plans Plan N', () => {
    const plans = addPlan(addPlan([starterPlan()], nameOf), nameOf);
    expect(plans.map((p) => p.name)).toEqual(['Starter Plan', 'Plan 2', 'Plan 3']);
  });

  it('never reuses the name of a plan still there after a removal', () => {
    let plans = addPlan(addPlan([starterPlan()], nameOf), nameOf);
    plans = removePlan(plans, plans[1]!.id);
    plans = addPlan(plans, nameOf);
    expect(plans.map((p) => p.name)).toEqual(['Starter Plan', 'Plan 3', 'Plan 4']);
  });

  it('removes any plan but the first', () => {
    const plans = addPlan([starterPlan()], nameOf);
    expect(removePlan(plans, plans[0]!.id)).toHaveLength(2);
    expect(removePlan(plans, plans[1]!.id).map((p) => p.name)).toEqual(['Starter Plan']);
  });

  it(`stops adding at ${MAX_PLANS} plans`, () => {
    let plans = [starterPlan()];
    for (let i = 0; i < MAX_PLANS + 3; i++) plans = addPlan(plans, nameOf);
    expect(plans).toHaveLength(MAX_PLANS);
  });
});
