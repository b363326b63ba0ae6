import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  renderWizard,
  saves,
  sharedAnswers,
  stateOf,
  stubOnboardingApi,
} from '@/testing/onboarding-harness.tsx';

afterEach(() => vi.unstubAllGlobals());

const reachedPlans = stateOf('coach', {
  ...sharedAnswers('coach'),
  expertise: { niche: 'career' },
  skills: { text: 'Coaching' },
  expert: { optIn: false },
  certification: { certification: 'icf' },
});

describe('/planning', () => {
  it('starts with the Starter Plan, adds Plan N, removes any but the first, saves cents', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubOnboardingApi(reachedPlans);
    await renderWizard('/planning');
    const first = within(await screen.findByRole('group', { name: 'Plan 1: Starter Plan' }));
    expect(first.getByLabelText('Plan name')).toHaveValue('Starter Plan');
    expect(first.getByLabelText('Price (USD)')).toHaveValue('500');
    expect(first.getByLabelText('Sessions')).toHaveValue(2);
    expect(first.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add plan' }));
    await user.click(screen.getByRole('button', { name: 'Add plan' }));
    expect(screen.getByRole('group', { name: 'Plan 2: Plan 2' })).toBeInTheDocument();
    const third = within(screen.getByRole('group', { name: 'Plan 3: Plan 3' }));

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findAllByText('Enter a price, e.g. 500 or 49.99')).toHaveLength(2);
    expect(saves(calls)).toEqual([]);

    await user.type(third.getByLabelText('Price (USD)'), '49.99');
    await user.clear(third.getByLabelText('Sessions'));
    await user.type(third.getByLabelText('Sessions'), '3');
    await user.type(third.getByLabelText('Deliverables'), 'CV review');
    await user.click(screen.getByRole('button', { name: 'Remove Plan 2' }));
    expect(screen.queryByRole('group', { name: /Plan 2$/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('heading', { name: 'Number of Clients' })).toBeInTheDocument();
    expect(saves(calls)).toEqual([
      {
        step: 10,
        data: {
          plans: {
            plans: [
              {
                name: 'Starter Plan',
                priceMinor: 50_000,
                currency: 'USD',
                sessions: 2,
                deliverables: '',
              },
              {
                name: 'Plan 3',
                priceMinor: 4_999,
                currency: 'USD',
                sessions: 3,
                deliverables: 'CV review',
              },
            ],
          },
        },
      },
    ]);
  });

  it('shows saved prices in dollars', async () => {
    stubOnboardingApi({
      ...reachedPlans,
      answers: {
        ...reachedPlans.answers,
        plans: {
          plans: [{ name: 'Deep dive', priceMinor: 12_050, currency: 'USD', sessions: 5 }],
        },
      },
    });
    await renderWizard('/planning');
    const plan = within(await screen.findByRole('group', { name: 'Plan 1: Deep dive' }));
    expect(plan.getByLabelText('Price (USD)')).toHaveValue('120.50');
  });

  it('keeps an over-long name and deliverables as pasted, counts them and names the limits', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubOnboardingApi(reachedPlans);
    await renderWizard('/planning');
    const first = within(await screen.findByRole('group', { name: 'Plan 1: Starter Plan' }));
    const name = first.getByLabelText('Plan name');
    const deliverables = first.getByLabelText('Deliverables');
    await user.clear(name);
    await user.click(name);
    await user.paste('n'.repeat(90));
    await user.click(deliverables);
    await user.paste('d'.repeat(520));
    expect(name).toHaveValue('n'.repeat(90));
    expect(deliverables).toHaveValue('d'.repeat(520));
    expect(deliverables).toHaveAccessibleDescription(/520 of 500 characters used/);

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Must be at most 80 characters')).toBeInTheDocument();
    expect(screen.getByText('Must be at most 500 characters')).toBeInTheDocument();
    expect(saves(calls)).toEqual([]);
  });
});
