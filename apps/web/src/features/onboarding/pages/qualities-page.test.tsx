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

const reachedQualities = stateOf('mentee', {
  ...sharedAnswers('mentee'),
  experience: { experience: 'extend_skills' },
  timeline: { timeline: '6_months' },
  sessions: { numberOfSessions: 4, frequency: 1, period: 'weekly' },
});

describe('/qualities', () => {
  it('allows 5 skills, then disables the others; traits have no limit', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubOnboardingApi(reachedQualities);
    await renderWizard('/qualities');
    const skills = within(await screen.findByRole('group', { name: 'Skills' }));
    expect(screen.getByText('Selected: 0/5')).toBeInTheDocument();
    expect(screen.getByText('chose a maximum of 5')).toBeInTheDocument();

    for (const name of ['Networking', 'Sales', 'Negotiation', 'Leadership', 'Resume Writing']) {
      await user.click(skills.getByRole('checkbox', { name }));
    }
    expect(screen.getByText('Selected: 5/5')).toBeInTheDocument();
    expect(skills.getByRole('checkbox', { name: 'Finding a job' })).toBeDisabled();
    expect(skills.getByRole('checkbox', { name: 'Sales' })).toBeEnabled();

    await user.click(skills.getByRole('checkbox', { name: 'Sales' }));
    expect(screen.getByText('Selected: 4/5')).toBeInTheDocument();
    expect(skills.getByRole('checkbox', { name: 'Finding a job' })).toBeEnabled();

    const traits = within(screen.getByRole('group', { name: 'Traits' }));
    for (const box of traits.getAllByRole('checkbox')) await user.click(box);
    expect(traits.getAllByRole('checkbox', { checked: true })).toHaveLength(7);

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('heading', { name: 'Your Goal' })).toBeInTheDocument();
    expect(saves(calls)).toEqual([
      {
        step: 16,
        data: {
          qualities: {
            skills: ['networking', 'negotiation', 'leadership', 'resume_writing'],
            traits: [
              'directive',
              'encouraging',
              'patient',
              'challenging',
              'collaborative',
              'enthusiastic',
              'creative',
            ],
          },
        },
      },
    ]);
  });

  it('comes back with the saved answers', async () => {
    stubOnboardingApi({
      ...reachedQualities,
      answers: {
        ...reachedQualities.answers,
        qualities: { skills: ['sales'], traits: ['patient'] },
      },
    });
    await renderWizard('/qualities');
    expect(await screen.findByRole('checkbox', { name: 'Sales' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Patient' })).toBeChecked();
    expect(screen.getByText('Selected: 1/5')).toBeInTheDocument();
  });
});
