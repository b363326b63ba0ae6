import type { MentorApplication, User } from '@pathwise/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountKey } from '@/lib/session/account.ts';
import { adminRoutes } from '../routes.tsx';
import { answerApi } from '@/testing/api.ts';
import { anAccount } from '@/testing/users.ts';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const admin = anAccount({
  id: 'admin-1',
  email: 'admin@example.com',
  name: 'Ada Admin',
  createdAt: '2025-06-17T00:00:00.000Z',
  role: null,
  onboarded: false,
  isAdmin: true,
});

function application(overrides: Partial<MentorApplication>): MentorApplication {
  return {
    userId: 'm1',
    accountEmail: 'lin@example.com',
    accountName: 'Lin Okafor',
    contactEmail: 'lin.work@example.com',
    location: 'Lagos',
    institution: 'University of Lagos',
    bioRole: 'professional',
    domain: 'engineering',
    about: 'Fifteen years in engineering leadership.',
    niche: 'leadership',
    skillsText: 'Hiring, career ladders, system design reviews.',
    expertOptIn: true,
    certification: 'others',
    certificationOther: 'Co-Active Coaching',
    plans: [
      {
        name: 'Starter Plan',
        priceMinor: 50_000,
        currency: 'USD',
        sessions: 2,
        deliverables: 'A career plan',
      },
      { name: 'Plan 2', priceMinor: 4_999, currency: 'USD', sessions: 1, deliverables: null },
    ],
    clientsCount: 12,
    yearsExperience: 14,
    goal: 'other',
    goalOther: 'Give back to my community',
    status: 'pending',
    declineReason: null,
    submittedAt: '2025-06-17T09:30:00.000Z',
    reviewedAt: null,
    reviewerEmail: null,
    delistedAt: null,
    delistReason: null,
    ...overrides,
  };
}

interface Call {
  method: string;
  url: URL;
}

/**
 * A small stand-in for the admin API over an in-memory list: GET filters by status and
 * pages, approve changes the status (or answers `approveAnswer` when given).
 */
function fakeAdminApi(
  items: MentorApplication[],
  approveAnswer?: { status: number; body: unknown },
) {
  const calls: Call[] = [];
  answerApi(({ method, path, params, body }) => {
    const url = new URL(`http://localhost${path}?${params.toString()}`);
    calls.push({ method, url });
    if (method === 'GET' && url.pathname === '/api/admin/mentors') {
      const status = url.searchParams.get('status');
      const page = Number(url.searchParams.get('page'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      const matching = items.filter((a) => status === 'all' || a.status === status);
      return {
        status: 200,
        body: {
          items: matching.slice((page - 1) * pageSize, page * pageSize),
          total: matching.length,
          page,
          pageSize,
        },
      };
    }
    const approve = /^\/api\/admin\/mentors\/([^/]+)\/approve$/.exec(url.pathname);
    if (method === 'POST' && approve) {
      if (approveAnswer) return approveAnswer;
      const found = items.find((a) => a.userId === approve[1])!;
      found.status = 'approved';
      found.reviewedAt = '2025-06-18T10:00:00.000Z';
      found.reviewerEmail = admin.email;
      return { status: 200, body: found };
    }
    const listing = /^\/api\/admin\/mentors\/([^/]+)\/(delist|relist)$/.exec(url.pathname);
    if (method === 'POST' && listing) {
      const found = items.find((a) => a.userId === listing[1])!;
      found.delistedAt = listing[2] === 'delist' ? '2025-06-19T10:00:00.000Z' : null;
      found.delistReason = listing[2] === 'delist' ? (body as { reason: string }).reason : null;
      return { status: 200, body: found };
    }
    return { status: 404, body: { message: 'no', code: 404, type: 'general_route_not_found' } };
  });
  return calls;
}

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}
    </p>
  );
}

function renderAdmin(path: string, account: User | null = admin) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(accountKey, account);
  const router = createMemoryRouter([...adminRoutes, { path: '*', element: <Where /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

beforeAll(async () => {
  await Promise.all([
    import('../components/admin-layout.tsx'),
    import('./mentor-applications-page.tsx'),
  ]);
}, 30_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/admin/mentors access', () => {
  it('sends a signed-out visitor to /login and back here afterwards', async () => {
    fakeAdminApi([]);
    renderAdmin('/admin/mentors', null);
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?next=%2Fadmin%2Fmentors');
  });

  it('sends a mentor who is not an admin to their dashboard, asking the API nothing', async () => {
    const calls = fakeAdminApi([]);
    renderAdmin('/admin/mentors', { ...admin, isAdmin: false, role: 'mentor', onboarded: true });
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/dashboard_mentor$/);
    expect(calls).toEqual([]);
  });
});

describe('/admin/mentors for an admin', () => {
  it('lists pending applications first with everything the mentor entered', async () => {
    const calls = fakeAdminApi([application({})]);
    renderAdmin('/admin/mentors');

    const card = await screen.findByRole('article', { name: 'Lin Okafor' });
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    expect(calls[0]!.url.search).toBe('?status=pending&page=1&pageSize=10');
    for (const text of [
      'lin@example.com',
      'lin.work@example.com',
      'Lagos',
      'University of Lagos',
      'Professional',
      'Engineering',
      'Leadership',
      'Fifteen years in engineering leadership.',
      'Hiring, career ladders, system design reviews.',
      'Yes, can be asked as an expert',
      'Others: Co-Active Coaching',
      'Starter Plan · $500',
      '2 sessions',
      'A career plan',
      'Plan 2 · $49.99',
      '12',
      'Other: Give back to my community',
      'Jun 17, 2025',
    ]) {
      expect(card).toHaveTextContent(text);
    }
    expect(within(card).getByText('Pending review')).toBeInTheDocument();
  });

  it('names the applicant by the account’s one name, as renamed in Settings → General', async () => {
    fakeAdminApi([application({ accountName: 'Lin Okafor-Adeyemi' })]);
    renderAdmin('/admin/mentors');

    const card = await screen.findByRole('article', { name: 'Lin Okafor-Adeyemi' });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
      /^Lin Okafor-Adeyemi$/,
    );
  });

  it('approves after a confirmation, says so and reloads the list', async () => {
    const calls = fakeAdminApi([application({})]);
    renderAdmin('/admin/mentors');
    const card = await screen.findByRole('article', { name: 'Lin Okafor' });

    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Approve Lin Okafor?' });
    expect(confirm).toHaveTextContent('will be listed in the mentor directory');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    // The stated years are shown and must be confirmed before Approve is enabled (docs/product.md#1115-settings-that-save).
    expect(within(card).getByText('14 years')).toBeVisible();
    expect(confirm).toHaveTextContent('Stated experience: 14 years.');
    expect(within(confirm).getByRole('button', { name: 'Approve' })).toBeDisabled();
    await userEvent.click(
      within(confirm).getByRole('checkbox', {
        name: 'I have checked the stated years of experience',
      }),
    );

    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));

    const result = await screen.findByText(/Lin Okafor was approved and emailed/);
    expect(result.closest('[tabindex="-1"]')).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      '/api/admin/mentors/m1/approve',
    ]);
    // Reloaded: the decided application has left the Pending tab.
    expect(await screen.findByText('No applications are waiting for review.')).toBeVisible();
  });

  it('shows the server refusing an approval in the dialog', async () => {
    fakeAdminApi([application({})], {
      status: 409,
      body: { message: 'declined', code: 409, type: 'mentor_application_not_pending' },
    });
    renderAdmin('/admin/mentors');
    const card = await screen.findByRole('article', { name: 'Lin Okafor' });
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const confirm = screen.getByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('checkbox'));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'This application has already been decided',
    );
  });

  it('switches status with the tabs, in the address too, and pages through', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      application({
        userId: `d${i + 1}`,
        accountName: `Mentor${i + 1}`,
        status: 'declined',
        declineReason: 'Needs more detail',
        reviewedAt: '2025-06-18T10:00:00.000Z',
        reviewerEmail: 'admin@example.com',
      }),
    );
    const calls = fakeAdminApi(many);
    const { router } = renderAdmin('/admin/mentors');
    await screen.findByText('No applications are waiting for review.');

    await userEvent.click(screen.getByRole('tab', { name: 'Declined' }));
    expect(await screen.findByText('Showing 1–10 of 12 applications')).toBeVisible();
    expect(router.state.location.search).toBe('?status=declined');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    const first = screen.getByRole('article', { name: 'Mentor1' });
    expect(first).toHaveTextContent('Needs more detail');
    expect(first).toHaveTextContent('by admin@example.com');
    expect(within(first).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: /Next/ }));
    expect(await screen.findByText('Showing 11–12 of 12 applications')).toBeVisible();
    expect(router.state.location.search).toBe('?status=declined&page=2');
    expect(calls.at(-1)!.url.search).toBe('?status=declined&page=2&pageSize=10');
  });
  it('delists an approved mentor with a reason, then shows Delisted and relists them', async () => {
    fakeAdminApi([
      application({
        userId: 'a1',
        accountName: 'Ama Approved',
        status: 'approved',
        reviewedAt: '2025-06-18T10:00:00.000Z',
      }),
    ]);
    renderAdmin('/admin/mentors?status=approved');
    await userEvent.click(await screen.findByRole('button', { name: 'Delist' }));
    const dialog = screen.getByRole('dialog', { name: 'Delist Ama Approved' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delist mentor' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Missed three sessions.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delist mentor' }));
    expect(
      await screen.findByText(
        'Ama Approved was delisted and emailed the reason. They no longer appear in the directory.',
      ),
    ).toBeVisible();
    expect(await screen.findByText('Delisted')).toBeVisible();
    expect(screen.getByText('Missed three sessions.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Relist' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Relist Ama Approved?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Relist' }));
    expect(
      await screen.findByText(
        'Ama Approved was relisted and emailed. They are back in the mentor directory.',
      ),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Delist' })).toBeVisible();
  });
});
