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

const reachedCertifications = stateOf('coach', {
  ...sharedAnswers('coach'),
  expertise: { niche: 'career' },
  skills: { text: 'Coaching' },
  expert: { optIn: true },
});

describe('/certifications', () => {
  it('asks to specify Others, clears the text when another is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubOnboardingApi(reachedCertifications);
    await renderWizard('/certifications');
    await user.click(await screen.findByRole('radio', { name: 'Others' }));
    await user.type(screen.getByLabelText('Please specify your certification'), 'EMCC');

    await user.click(screen.getByRole('radio', { name: 'ICF' }));
    expect(screen.queryByLabelText('Please specify your certification')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Others' }));
    const specify = screen.getByLabelText('Please specify your certification');
    expect(specify).toHaveValue('');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Please specify')).toBeInTheDocument();
    expect(specify).toHaveAccessibleDescription('Please specify');
    expect(saves(calls)).toEqual([]);

    await user.type(specify, 'EMCC');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeInTheDocument();
    expect(saves(calls)).toEqual([
      { step: 9, data: { certification: { certification: 'others', other: 'EMCC' } } },
    ]);
  });
});

describe('/certifications is optional', () => {
  it('goes on without a choice, saving "None"', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubOnboardingApi(reachedCertifications);
    await renderWizard('/certifications');
    expect(await screen.findByRole('radio', { name: 'None' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeInTheDocument();
    expect(screen.queryByText('Please select an option')).not.toBeInTheDocument();
    expect(saves(calls)).toEqual([{ step: 9, data: { certification: { certification: 'none' } } }]);
  });
});

const reachedReasons = stateOf('mentee', {
  ...sharedAnswers('mentee'),
  experience: { experience: 'extend_skills' },
  timeline: { timeline: '6_months' },
  sessions: { numberOfSessions: 4, frequency: 1, period: 'weekly' },
  qualities: { skills: [], traits: [] },
});

describe('/reasons', () => {
  it('keeps Next disabled until a goal is chosen and drops the Other text for another goal', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubOnboardingApi(reachedReasons);
    await renderWizard('/reasons');
    const next = await screen.findByRole('button', { name: /Next/ });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.type(screen.getByLabelText('Please specify your goal'), 'Move abroad');
    await user.click(screen.getByRole('radio', { name: 'Develop Skills' }));
    await user.click(next);
    expect(await screen.findByRole('heading', { name: 'Welcome Aboard!' })).toBeInTheDocument();
    expect(saves(calls)).toEqual([{ step: 17, data: { menteeGoal: { goal: 'develop_skills' } } }]);
  });

  it('keeps a 300-character Other as pasted and names the limit instead of cutting it', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubOnboardingApi(reachedReasons);
    await renderWizard('/reasons');
    await user.click(await screen.findByRole('radio', { name: 'Other' }));
    const specify = screen.getByLabelText('Please specify your goal');
    await user.click(specify);
    await user.paste('g'.repeat(300));
    expect(specify).toHaveValue('g'.repeat(300));

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Must be at most 200 characters')).toBeInTheDocument();
    expect(specify).toHaveAccessibleDescription('Must be at most 200 characters');
    expect(specify).toHaveValue('g'.repeat(300));
    expect(saves(calls)).toEqual([]);
  });
});
