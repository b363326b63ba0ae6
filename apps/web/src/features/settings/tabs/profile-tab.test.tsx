import type { Profile } from '@pathwise/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  answerApi,
  http,
  HttpResponse,
  uploadedFileName,
  type FakeAnswer,
  type FakeRequest,
} from '@/testing/api.ts';
import { server } from '@/testing/server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import ProfileTab from './profile-tab.tsx';

// Two shared cores: user-event is slow under load.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const mentor: Profile = {
  id: 'm1',
  role: 'mentor',
  name: 'Sofia Lindqvist',
  photoPath: null,
  headline: '',
  company: 'Northwind',
  employmentStatus: null,
  industry: null,
  about: 'I help designers.',
  skills: ['design'],
  languages: ['en', 'es'],
  links: { portfolio: '', linkedin: '', website: '', github: '', x: '' },
  yearsExperience: null,
  status: 'approved',
  completeness: { percent: 42, missing: ['photo', 'headline', 'yearsExperience', 'skills'] },
};

function stub(
  answer: (request: FakeRequest) => FakeAnswer | undefined = () => undefined,
  profile: () => Profile = () => mentor,
) {
  return answerApi(
    (request) =>
      answer(request) ??
      (request.method === 'PUT'
        ? { status: 200, body: { ...profile(), ...(request.body as object) } }
        : { status: 200, body: profile() }),
  );
}

function Elsewhere() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderTab() {
  return renderRoutes(
    [
      {
        path: '/dashboard_mentor/settings/profile',
        element: (
          <>
            <Link to="/dashboard_mentor">Home</Link>
            <ProfileTab />
          </>
        ),
      },
      { path: '*', element: <Elsewhere /> },
    ],
    '/dashboard_mentor/settings/profile',
  );
}

describe('Settings → Profile', () => {
  it('edits the job title, status, bio and skills and saves them', async () => {
    const user = userEvent.setup();
    const calls = stub();
    renderTab();
    const title = await screen.findByRole('textbox', { name: 'Job Title' });
    await user.type(title, 'Design Director');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Freelancing');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'Tech');
    await user.type(screen.getByRole('spinbutton', { name: 'Years of experience' }), '12');
    const bio = screen.getByRole('textbox', { name: 'Bio' });
    await user.clear(bio);
    await user.type(bio, 'Twelve years of design.');
    expect(screen.getByText('23/750')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove Design' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Skill to add' }), 'Strategy');
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    expect(screen.getByText('Strategy')).toBeVisible();
    expect(screen.getByText(/Selected: 1\/9/)).toBeVisible();
    expect(screen.getByText('You have unsaved changes.')).toBeVisible();

    // Languages are shown read-only, with the way to the Languages tab.
    expect(screen.getByText('Spanish')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit languages' })).toHaveAttribute(
      'href',
      '/dashboard_mentor/settings/languages',
    );

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your profile is saved.')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/profile');
    expect(put?.body).toMatchObject({
      headline: 'Design Director',
      company: 'Northwind',
      employmentStatus: 'freelancing',
      industry: 'tech',
      yearsExperience: 12,
      about: 'Twelve years of design.',
      skills: ['strategy'],
    });
  });

  it('refuses a link that is not http or https, naming the field, without calling the server', async () => {
    const user = userEvent.setup();
    const calls = stub();
    renderTab();
    await user.type(await screen.findByRole('textbox', { name: 'Website' }), 'javascript:alert(1)');
    await user.type(screen.getByRole('textbox', { name: 'LinkedIn' }), 'https://linkedin.com/in/s');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Check Website: Enter a full web address starting with http:// or https://',
    );
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'LinkedIn' })).not.toHaveAttribute('aria-invalid');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("shows the server's refusal under the field it names", async () => {
    const user = userEvent.setup();
    stub((request) =>
      request.method === 'PUT'
        ? {
            status: 400,
            body: {
              message: 'Invalid `skills` param: choose at most 9 skills.',
              code: 400,
              type: 'general_argument_invalid',
            },
          }
        : undefined,
    );
    renderTab();
    await user.type(await screen.findByRole('textbox', { name: 'Company' }), ' Labs');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Check Skills: choose at most 9 skills.',
    );
  });

  it('uploads a photo and shows it as the preview', async () => {
    const user = userEvent.setup();
    let current = mentor;
    const calls = stub(undefined, () => current);
    const uploads: string[] = [];
    server.use(
      http.post('/api/profile/photo', async ({ request }) => {
        uploads.push(await uploadedFileName(request));
        current = { ...mentor, photoPath: `/api/photos/${'a'.repeat(48)}.webp` };
        return HttpResponse.json(
          { photoPath: `/api/photos/${'a'.repeat(48)}.webp` },
          { status: 201 },
        );
      }),
    );
    const { container } = renderTab();
    await screen.findByRole('button', { name: 'Upload photo' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Photo saved.')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      `/api/photos/${'a'.repeat(48)}.webp`,
    );
    expect(uploads).toHaveLength(1);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(screen.getByRole('button', { name: 'Replace photo' })).toBeVisible();
  });

  it('refuses a photo over 5 MB before uploading it', async () => {
    const user = userEvent.setup();
    const calls = stub();
    const { container } = renderTab();
    await screen.findByRole('button', { name: 'Upload photo' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('larger than 5 MB');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    stub();
    renderTab();
    await user.type(await screen.findByRole('textbox', { name: 'Job Title' }), 'Lead');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard_mentor'));
  });

  it("offers a mentee onboarding's skills, at most five, and no years of experience", async () => {
    const user = userEvent.setup();
    const mentee: Profile = {
      ...mentor,
      role: 'mentee',
      status: null,
      skills: ['networking', 'sales', 'marketing', 'leadership'],
    };
    const calls = stub(undefined, () => mentee);
    renderTab();
    await screen.findByRole('textbox', { name: 'Job Title' });
    // No mentor-only copy on a mentee's profile.
    expect(screen.getByText(/the mentors you book and message see these details/)).toBeVisible();
    expect(screen.queryByText(/Mentors:|in the directory/)).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: 'Years of experience' })).toBeNull();
    expect(screen.getByText(/Selected: 4\/5/)).toBeVisible();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Skill to add' }),
      'Interview skills',
    );
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    expect(screen.getByText(/Selected: 5\/5/)).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Skill to add' })).toBeNull();
    expect(screen.getByText(/You have the most skills allowed/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your profile is saved.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      skills: ['networking', 'sales', 'marketing', 'leadership', 'interview_skills'],
    });
  });
});
