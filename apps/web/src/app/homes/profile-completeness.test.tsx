import type { Profile } from '@pathwise/contracts';
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { ProfileCompleteness } from './profile-completeness.tsx';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

const profile: Profile = {
  id: 'm1',
  role: 'mentor',
  name: 'Ines Lopez',
  photoPath: null,
  headline: '',
  company: '',
  employmentStatus: null,
  industry: null,
  about: 'Coach.',
  skills: [],
  languages: [],
  links: { portfolio: '', linkedin: '', website: '', github: '', x: '' },
  yearsExperience: null,
  status: 'approved',
  completeness: { percent: 14, missing: ['photo', 'headline', 'yearsExperience'] },
};

function renderMeter(answer: Profile) {
  const calls = answerApi(() => ({ status: 200, body: answer }));
  const view = renderRoutes(
    [{ path: '/dashboard_mentor', element: <ProfileCompleteness /> }],
    '/dashboard_mentor',
  );
  return { ...view, calls };
}

/** Until the profile has been answered and rendered. */
async function answered(calls: unknown[]) {
  await waitFor(() => expect(calls).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('ProfileCompleteness', () => {
  it('asks an approved mentor to complete their profile, naming what is missing', async () => {
    renderMeter(profile);
    const meter = await screen.findByRole('meter', { name: 'Profile completeness' });
    expect(meter).toHaveAttribute('aria-valuenow', '14');
    for (const part of ['Photo', 'Job title', 'Years of experience'])
      expect(screen.getByText(part)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/dashboard_mentor/settings/profile',
    );
  });

  it('names weekly hours first, with the way to the availability page', async () => {
    renderMeter({
      ...profile,
      completeness: { percent: 12, missing: ['availability', 'photo', 'headline'] },
    });
    expect(
      await screen.findByText(
        /First, set your weekly hours: until you do, nobody can book a session with you\./,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Set your weekly hours' })).toHaveAttribute(
      'href',
      '/dashboard_mentor/availability',
    );
    const chips = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(chips).toEqual(['Weekly hours', 'Photo', 'Job title']);
  });

  it('says nothing while the application is pending or once the profile is complete', async () => {
    const pending = renderMeter({ ...profile, status: 'pending' });
    await answered(pending.calls);
    expect(screen.queryByRole('meter')).toBeNull();
    pending.unmount();
    const complete = renderMeter({ ...profile, completeness: { percent: 100, missing: [] } });
    await answered(complete.calls);
    expect(screen.queryByRole('meter')).toBeNull();
  });
});
