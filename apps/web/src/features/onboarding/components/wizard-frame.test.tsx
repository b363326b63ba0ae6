import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWizard, stateOf, stubOnboardingApi } from '@/testing/onboarding-harness.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the wizard header', () => {
  it('signs out with Logout and lands on /, not on the login page', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubOnboardingApi(stateOf('mentee'));
    const { router } = await renderWizard('/bio-step');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/');
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'DELETE', path: '/api/account/sessions/current' }),
      ),
    );
    expect(router.state.location.pathname).toBe('/');
  });
});
