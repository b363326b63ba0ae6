import { onlineManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWizard, saves, stateOf, stubOnboardingApi } from '@/testing/onboarding-harness.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

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

  it('says a save failed while offline, keeps the answers and saves them with Try again', async () => {
    const user = userEvent.setup({ delay: null });
    const options: Parameters<typeof stubOnboardingApi>[1] = { saveAnswer: 'network-error' };
    const calls = stubOnboardingApi(stateOf('mentee'), options);
    await renderWizard('/bio-step');
    await user.type(await screen.findByLabelText('Location'), 'Paris');
    onlineManager.setOnline(false);
    await user.click(screen.getByRole('button', { name: /Next/ }));

    expect(await screen.findByText('Failed to save data. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Saving...' })).toBeNull();
    expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();
    expect(screen.getByLabelText('Location')).toHaveValue('Paris');

    onlineManager.setOnline(true);
    options.saveAnswer = undefined;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'About Me' })).toBeInTheDocument();
    expect(saves(calls).at(-1)).toMatchObject({ data: { bio: { location: 'Paris' } } });
  });
});
