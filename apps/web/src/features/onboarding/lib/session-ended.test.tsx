import type { OnboardingAnswers } from '@pathwise/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  renderWizard,
  sharedAnswers,
  stateOf,
  stubOnboardingApi,
  type FakeAnswer,
} from '@/testing/onboarding-harness.tsx';

afterEach(() => vi.unstubAllGlobals());

const sessionEnded: FakeAnswer = {
  status: 401,
  body: { message: 'Unauthorized', code: 401, type: 'general_unauthorized' },
};

describe('a wizard call after the session ended', () => {
  it('sends the user from a step to /login, to come back to that step', async () => {
    const user = userEvent.setup({ delay: null });
    stubOnboardingApi(stateOf('mentee'), { saveAnswer: sessionEnded });
    const { router } = await renderWizard('/bio-step');
    expect(await screen.findByRole('heading', { name: 'Your Bio' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/bio-step')}`);
    expect(screen.queryByText('Failed to save data. Please try again.')).not.toBeInTheDocument();
  });

  it('sends the user from Welcome Aboard to /login when Confirm meets an ended session', async () => {
    const user = userEvent.setup({ delay: null });
    const answers: OnboardingAnswers = {
      ...sharedAnswers('mentee'),
      experience: { experience: 'extend_skills' },
      timeline: { timeline: '6_months' },
      sessions: { numberOfSessions: 2, frequency: 1, period: 'weekly' },
      qualities: { skills: [], traits: [] },
      menteeGoal: { goal: 'develop_skills' },
    };
    stubOnboardingApi(stateOf('mentee', answers), { completeAnswer: sessionEnded });
    await renderWizard('/welcome-aboard');
    await user.click(await screen.findByRole('button', { name: /Confirm/ }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
  });
});
