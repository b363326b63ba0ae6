import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWizard, saves, stateOf, stubOnboardingApi } from '@/testing/onboarding-harness.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('/bio-step, Your Bio', () => {
  it('marks Role and Domain as optional, like the other fields but the names, and saves without them', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubOnboardingApi(stateOf('mentee'));
    await renderWizard('/bio-step');
    expect(await screen.findByRole('heading', { name: 'Your Bio' })).toBeInTheDocument();
    for (const label of ['Email', 'Location', 'Institution', 'Role', 'Domain'])
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Optional');
    expect(screen.getByLabelText('First name')).not.toHaveAccessibleDescription('Optional');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('heading', { name: 'About Me' })).toBeInTheDocument();
    const [bio] = saves(calls) as [{ data: { bio: Record<string, unknown> } }];
    expect(bio.data.bio).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(bio.data.bio).not.toHaveProperty('role');
    expect(bio.data.bio).not.toHaveProperty('domain');
  });
});
