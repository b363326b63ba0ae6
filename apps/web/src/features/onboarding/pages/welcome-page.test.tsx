import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWizard, saves, stateOf, stubOnboardingApi } from '@/testing/onboarding-harness.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('/welcome, the role screen', () => {
  it('greets by name, keeps Next disabled until a role is chosen, then saves step 2', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubOnboardingApi(stateOf(null));
    await renderWizard('/welcome');
    expect(await screen.findByRole('heading', { name: 'Hi, Ada Lovelace!' })).toBeInTheDocument();
    const next = screen.getByRole('button', { name: /Next/ });
    expect(next).toBeDisabled();

    const mentee = screen.getByRole('radio', { name: /Looking to be mentored/ });
    mentee.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Please select an option')).toBeInTheDocument();
    expect(saves(calls)).toEqual([]);

    // Arrow keys move through the real radio group.
    await user.click(screen.getByRole('radio', { name: /Coach\/Mentor/ }));
    await user.keyboard('{ArrowDown}');
    expect(mentee).toBeChecked();
    expect(screen.queryByText('Please select an option')).not.toBeInTheDocument();
    await user.click(next);

    expect(await screen.findByRole('heading', { name: 'Your Bio' })).toBeInTheDocument();
    expect(saves(calls)).toEqual([{ step: 2, data: { roleInfo: { userType: 'mentee' } } }]);
  });

  it('stays with the spec’s message when the save fails', async () => {
    const user = userEvent.setup({ delay: null });
    stubOnboardingApi(stateOf(null), {
      saveAnswer: {
        status: 500,
        body: { message: 'boom', code: 500, type: 'general_server_error' },
      },
    });
    await renderWizard('/welcome');
    await user.click(await screen.findByRole('radio', { name: /Coach\/Mentor/ }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Failed to save data. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hi, Ada Lovelace!' })).toBeInTheDocument();
  });

  it('sends a step opened before the role back to /welcome', async () => {
    stubOnboardingApi(stateOf(null));
    await renderWizard('/qualities');
    expect(await screen.findByRole('heading', { name: 'Hi, Ada Lovelace!' })).toBeInTheDocument();
  });

  it('goes Back to the previous page, or home when opened directly', async () => {
    const user = userEvent.setup({ delay: null });
    stubOnboardingApi(stateOf(null));
    const { unmount } = await renderWizard('/welcome', ['/circles']);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/circles');
    unmount();

    await renderWizard('/welcome');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('stays in the site when opened directly from another site', async () => {
    const user = userEvent.setup({ delay: null });
    stubOnboardingApi(stateOf(null));
    // The tab visited other pages (another site) before /welcome was opened by its address.
    window.history.pushState(null, '', '/elsewhere');
    window.history.pushState(null, '', '/welcome');
    expect(window.history.length).toBeGreaterThan(1);
    await renderWizard('/welcome');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });
});
