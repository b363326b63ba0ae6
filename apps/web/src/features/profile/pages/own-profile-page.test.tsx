import type { Profile } from '@pathwise/contracts';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { OwnProfilePage } from './own-profile-page.tsx';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

const mentor: Profile = {
  id: 'm1',
  role: 'mentor',
  name: 'Sofia Lindqvist',
  photoPath: '/images/mentors/sofia-lindqvist.svg',
  headline: 'Product Design Lead',
  company: 'Northwind',
  employmentStatus: 'employed',
  industry: 'tech',
  about: 'I lead product design teams.',
  skills: ['design', 'ux_design'],
  languages: ['en', 'pt'],
  links: {
    portfolio: '',
    linkedin: 'https://linkedin.example/in/sofia',
    website: '',
    github: '',
    x: '',
  },
  yearsExperience: 11,
  status: 'approved',
  completeness: { percent: 100, missing: [] },
};

function renderPage(path: string) {
  return renderRoutes([{ path, element: <OwnProfilePage /> }], path);
}

describe('own profile page', () => {
  it("shows a mentor's profile as others see it, with Edit and View as public", async () => {
    answerApi(() => ({ status: 200, body: mentor }));
    renderPage('/dashboard_mentor/profile');
    expect(await screen.findByText('Product Design Lead at Northwind')).toBeVisible();
    expect(screen.getByText('11 years of experience')).toBeVisible();
    expect(screen.getByText('UX Design')).toBeVisible();
    expect(screen.getByText('English, Portuguese')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Photo of Sofia Lindqvist' })).toHaveAttribute(
      'src',
      mentor.photoPath,
    );
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      mentor.links.linkedin,
    );
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/dashboard_mentor/settings/profile',
    );
    expect(screen.getByRole('link', { name: 'View as public' })).toHaveAttribute(
      'href',
      '/mentors/m1',
    );
    expect(screen.getByText(/Your profile is public/)).toBeVisible();
  });

  it("names a mentor's missing weekly hours first, with a link to set them", async () => {
    answerApi(() => ({
      status: 200,
      body: { ...mentor, completeness: { percent: 87, missing: ['availability'] } },
    }));
    renderPage('/dashboard_mentor/profile');
    expect(await screen.findByText('Still missing: your weekly hours.')).toBeVisible();
    expect(screen.getByText(/Nobody can book you until you set your weekly hours\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Set your weekly hours' })).toHaveAttribute(
      'href',
      '/dashboard_mentor/availability',
    );
  });

  it("names what a mentee's profile lacks, without a public link", async () => {
    answerApi(() => ({
      status: 200,
      body: {
        ...mentor,
        role: 'mentee',
        status: null,
        photoPath: null,
        skills: ['networking'],
        yearsExperience: null,
        completeness: { percent: 83, missing: ['photo'] },
      } satisfies Profile,
    }));
    renderPage('/dashboard/profile');
    expect(await screen.findByText('Profile 83% complete')).toBeVisible();
    expect(screen.getByText('Still missing: a photo.')).toBeVisible();
    expect(screen.getByText('Networking')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'View as public' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/dashboard/settings/profile',
    );
  });
});
