import { screen } from '@testing-library/react';
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

const reachedClients = stateOf('coach', {
  ...sharedAnswers('coach'),
  expertise: { niche: 'career' },
  skills: { text: 'Coaching' },
  expert: { optIn: false },
  certification: { certification: 'icf' },
  plans: { plans: [{ name: 'Starter Plan', priceMinor: 50_000, currency: 'USD', sessions: 2 }] },
});

describe('/clients', () => {
  it('starts at 1, cannot go below 1, goes up, and refuses 0 typed in', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubOnboardingApi(reachedClients);
    await renderWizard('/clients');
    const count = await screen.findByLabelText('Number of clients');
    const down = screen.getByRole('button', { name: 'Decrease the number of clients' });
    const up = screen.getByRole('button', { name: 'Increase the number of clients' });
    expect(count).toHaveValue(1);
    expect(down).toBeDisabled();

    for (let i = 0; i < 3; i++) await user.click(up);
    expect(count).toHaveValue(4);
    await user.click(down);
    expect(count).toHaveValue(3);

    await user.clear(count);
    await user.type(count, '0');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Must be at least 1')).toBeInTheDocument();
    expect(saves(calls)).toEqual([]);

    await user.click(up);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('heading', { name: 'Your Goal' })).toBeInTheDocument();
    expect(saves(calls)).toEqual([{ step: 11, data: { clients: { count: 1 } } }]);
  });
});
