import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWizard, saves, stateOf, stubOnboardingApi } from '@/testing/onboarding-harness.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('/about-me, the 750-character text', () => {
  it('keeps a longer paste whole, counts it past 750 and names the limit', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubOnboardingApi(
      stateOf('mentee', { bio: { firstName: 'Ada', lastName: 'Lovelace' } }),
    );
    await renderWizard('/about-me');
    const text = await screen.findByRole('textbox');
    await user.click(text);
    await user.paste('a'.repeat(800));
    expect(text).toHaveValue('a'.repeat(800));
    expect(screen.getByText('800/750')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Must be at most 750 characters')).toBeInTheDocument();
    expect(text).toHaveAccessibleDescription(/Must be at most 750 characters/);
    expect(saves(calls)).toEqual([]);
  });
});
