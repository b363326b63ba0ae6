import type { AdminOverview, AdminPerson, AdminPersonRow } from '@pathwise/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountKey } from '@/lib/session/account.ts';
import { answerApi } from '@/testing/api.ts';
import { anAccount } from '@/testing/users.ts';
import { adminRoutes } from '../routes.tsx';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const admin = anAccount({ id: 'admin-1', name: 'Ada Admin', role: null, isAdmin: true });

const row = (over: Partial<AdminPersonRow> = {}): AdminPersonRow => ({
  id: 'p1',
  name: 'Zelda Quasar',
  email: 'zelda@example.com',
  role: 'mentor',
  status: 'delisted',
  joinedAt: '2026-03-02T12:00:00.000Z',
  sessionsHeld: 7,
  openReports: 2,
  ...over,
});

const person: AdminPerson = {
  ...row(),
  timeZone: 'Asia/Kolkata',
  mentor: { status: 'approved', delistedAt: '2026-03-05T12:00:00.000Z', delistReason: 'Paused' },
  suspension: null,
  reports: [
    {
      id: 'r1',
      kind: 'message',
      reason: 'harassment',
      status: 'open',
      createdAt: '2026-03-04T12:00:00.000Z',
    },
  ],
  actions: [
    {
      id: 'a1',
      action: 'delist',
      admin: { id: 'admin-1', name: 'Ada Admin' },
      subjectUser: { id: 'p1', name: 'Zelda Quasar' },
      subject: null,
      note: 'Paused',
      createdAt: '2026-03-05T12:00:00.000Z',
    },
  ],
  upcomingSessions: [
    {
      id: 'b1',
      startsAt: '2030-01-07T12:00:00.000Z',
      endsAt: '2030-01-07T13:00:00.000Z',
      status: 'confirmed',
      as: 'mentor',
      other: { id: 'm1', name: 'Max Mentee' },
      missed: false,
    },
  ],
  recentSessions: [],
};

const weeks = Array.from({ length: 13 }, (_, i) => ({
  week: `2026-0${i < 9 ? 1 : 2}-${String((i % 9) + 10)}`,
  signupsMentees: i,
  signupsMentors: 1,
  applicationsDecided: 0,
  medianDecisionHours: i === 12 ? 26.5 : null,
  sessionsBooked: 3,
  sessionsHeld: 2,
  sessionsCancelled: 1,
  sessionsMissed: 0,
  messagesSent: 40,
  reportsResolved: 0,
  medianResolutionHours: null,
}));
const overview: AdminOverview = {
  timeZone: 'Asia/Kolkata',
  weeks,
  applicationsWaiting: 4,
  openReports: 1,
};

function fakeApi() {
  const calls: URLSearchParams[] = [];
  answerApi(({ path, params }) => {
    if (path === '/api/admin/people') {
      calls.push(params);
      const items =
        params.get('q') === 'nobody'
          ? []
          : [row(), row({ id: 'p2', name: 'Quentin', role: 'mentee', status: 'active' })];
      return { status: 200, body: { items, total: items.length, page: 1, pageSize: 20 } };
    }
    if (path === '/api/admin/people/p1') return { status: 200, body: person };
    if (path === '/api/admin/overview') return { status: 200, body: overview };
    return { status: 404, body: { message: 'no', code: 404, type: 'user_not_found' } };
  });
  return calls;
}

function renderAt(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(accountKey, admin);
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
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
    import('./people-page.tsx'),
    import('./person-page.tsx'),
    import('./overview-page.tsx'),
  ]);
}, 30_000);

afterEach(() => {
  cleanup();
});

describe('/admin/people', () => {
  it('lists people with role, status, joined and counts, linking to their page', async () => {
    fakeApi();
    renderAt('/admin/people');
    const table = await screen.findByRole('table', { name: 'People, newest account first' });
    const first = within(table).getAllByRole('row')[1]!;
    for (const text of ['zelda@example.com', 'Mentor', 'Delisted', 'Mar 2, 2026', '7', '2'])
      expect(first).toHaveTextContent(text);
    expect(within(first).getByRole('link', { name: 'Zelda Quasar' })).toHaveAttribute(
      'href',
      '/admin/people/p1',
    );
    expect(screen.getByText('2 people')).toBeVisible();
  });

  it('searches as one types and filters by role and status, in the address', async () => {
    const calls = fakeApi();
    const { router } = renderAt('/admin/people');
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('Name or email'), 'nobody');
    expect(await screen.findByText('Nobody matches this search.')).toBeVisible();
    expect(calls.at(-1)!.get('q')).toBe('nobody');
    expect(router.state.location.search).toContain('q=nobody');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Suspended');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Admin');
    await vi.waitFor(() => expect(calls.at(-1)!.get('role')).toBe('admin'));
    expect(calls.at(-1)!.get('status')).toBe('suspended');
  });
});

describe('/admin/people/:id', () => {
  it('shows the person, reports about them, actions with a link to the audit log, and sessions', async () => {
    fakeApi();
    renderAt('/admin/people/p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zelda Quasar' })).toBeVisible();
    expect(screen.getByText('Asia/Kolkata')).toBeVisible();
    expect(screen.getByText('Delisted on Mar 5, 2026: Paused')).toBeVisible();
    expect(screen.getByText(/Harassment or hate · a message/)).toBeVisible();
    expect(screen.getByText('Delisted mentor')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'All their actions in the audit log' }),
    ).toHaveAttribute('href', '/admin/audit-log?person=p1');
    expect(screen.getByText(/Mentoring Max Mentee · Confirmed/)).toBeVisible();
    expect(screen.getByText('No past sessions.')).toBeVisible();
  });

  it('suspends for a chosen period with reasons, then reinstates, each confirmed', async () => {
    let suspended: AdminPerson['suspension'] = null;
    const calls = answerApi(({ method, path }) => {
      if (path === '/api/admin/people/p1') {
        return { status: 200, body: { ...person, suspension: suspended } };
      }
      if (path === '/api/admin/users/p1/suspension') {
        suspended =
          method === 'POST'
            ? { since: '2026-03-06T12:00:00.000Z', until: '2026-04-05T12:00:00.000Z', reason: 'x' }
            : null;
        return {
          status: 200,
          body: { userId: 'p1', suspended: method === 'POST', suspendedUntil: null },
        };
      }
      return { status: 404, body: { message: 'no', code: 404, type: 'user_not_found' } };
    });
    renderAt('/admin/people/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Zelda Quasar?' });
    // No reasons, no call.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(within(dialog).getByText('Write a note (up to 2,000 characters).')).toBeVisible();
    await userEvent.click(within(dialog).getByLabelText('30 days'));
    await userEvent.type(
      within(dialog).getByLabelText('Reasons (sent to the person)'),
      'Asked mentees for payment outside the platform.',
    );
    const before = Date.now();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Zelda Quasar was suspended.');
    const post = calls.find((c) => c.method === 'POST')!;
    const body = post.body as { reason: string; until: string };
    expect(body.reason).toBe('Asked mentees for payment outside the platform.');
    expect(Date.parse(body.until) - before).toBeGreaterThanOrEqual(30 * 86_400_000 - 60_000);
    expect(Date.parse(body.until) - before).toBeLessThanOrEqual(30 * 86_400_000 + 60_000);

    await userEvent.click(await screen.findByRole('button', { name: 'Reinstate' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reinstate Zelda Quasar?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reinstate account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Zelda Quasar was reinstated.');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Suspend account' })).toBeVisible();
  });

  it('offers no suspension on the admin’s own page', async () => {
    answerApi(() => ({ status: 200, body: { ...person, id: 'admin-1', name: 'Ada Admin' } }));
    renderAt('/admin/people/admin-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Admin' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Suspend account' })).toBeNull();
  });

  it('says so when the person does not exist', async () => {
    fakeApi();
    renderAt('/admin/people/nobody');
    expect(await screen.findByRole('alert')).toHaveTextContent('This person could not be loaded.');
  });
});

describe('/admin', () => {
  it('shows each figure for this week and a table per chart for screen readers', async () => {
    fakeApi();
    renderAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    expect(await screen.findByText(/your time zone \(Asia\/Kolkata\)/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    const signups = screen.getByRole('table', { name: 'Sign-ups' });
    const rows = within(signups).getAllByRole('row');
    expect(rows).toHaveLength(14);
    expect(rows[13]).toHaveTextContent('12');
    expect(
      within(screen.getByRole('region', { name: 'Time to decide an application' })).getByText(
        '4 applications waiting now',
      ),
    ).toBeVisible();
    expect(
      within(screen.getByRole('table', { name: 'Time to decide an application' })).getByText(
        '26.5 h',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('1 report open now')).toBeVisible();
  });
});
