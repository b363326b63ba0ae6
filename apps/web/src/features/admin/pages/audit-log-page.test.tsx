import type { AuditLogEntry } from '@pathwise/contracts';
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

function entry(n: number, over: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id: `e${n}`,
    action: 'decline',
    admin: { id: 'admin-1', name: 'Ada Admin' },
    subjectUser: { id: `p${n}`, name: `Person ${n}` },
    subject: null,
    note: `Note ${n}`,
    createdAt: '2026-03-02T12:00:00.000Z',
    ...over,
  };
}

/** The audit log API: page one with a cursor, page two without; records every call. */
function fakeAuditLog(first: AuditLogEntry[], second: AuditLogEntry[] = []) {
  const calls: { path: string; params: URLSearchParams }[] = [];
  answerApi((call) => {
    calls.push({ path: call.path, params: call.params });
    if (call.path !== '/api/admin/audit-log')
      return { status: 404, body: { message: 'no', code: 404, type: 'general_route_not_found' } };
    const cursor = call.params.get('cursor');
    return {
      status: 200,
      body: cursor
        ? { entries: second, nextCursor: null }
        : { entries: first, nextCursor: second.length ? 'e-last' : null },
    };
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
  await Promise.all([import('../components/admin-layout.tsx'), import('./audit-log-page.tsx')]);
}, 30_000);

afterEach(() => {
  cleanup();
});

describe('/admin/audit-log', () => {
  it('lists the actions with admin, person link and note, and loads more with the cursor', async () => {
    const calls = fakeAuditLog(
      [entry(1, { action: 'delist', note: 'Missed sessions' }), entry(2)],
      [entry(3, { subjectUser: null, note: null, action: 'warn' })],
    );
    renderAt('/admin/audit-log');
    const table = await screen.findByRole('table', { name: 'Admin actions, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Delisted mentor');
    expect(rows[1]).toHaveTextContent('Ada Admin');
    expect(rows[1]).toHaveTextContent('Missed sessions');
    expect(rows[1]).toHaveTextContent('Mar 2, 2026');
    expect(within(rows[1]!).getByRole('link', { name: 'Person 1' })).toHaveAttribute(
      'href',
      '/admin/people/p1',
    );
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Warned')).toBeInTheDocument();
    expect(calls.at(-1)!.params.get('cursor')).toBe('e-last');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by action and days (sent as instants), and by the person a link names', async () => {
    const calls = fakeAuditLog([entry(7, { subjectUser: { id: 'p7', name: 'Pat Seven' } })]);
    const { router } = renderAt('/admin/audit-log?person=p7');
    expect(await screen.findByText('Showing actions on Pat Seven only.')).toBeVisible();
    expect(calls[0]!.params.get('subjectUserId')).toBe('p7');

    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Delisted mentor');
    expect(router.state.location.search).toContain('action=delist');
    const from = screen.getByLabelText('From');
    await userEvent.type(from, '2026-03-01');
    await vi.waitFor(() => expect(calls.at(-1)!.params.get('from')).toMatch(/^2026-0[23]-/));
    const last = calls.at(-1)!;
    expect(last.params.get('action')).toBe('delist');
    expect(Date.parse(last.params.get('from')!)).toBeLessThanOrEqual(
      Date.parse('2026-03-01T14:00:00Z'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Show everyone' }));
    expect(router.state.location.search).not.toContain('person');
  });

  it('says so when nothing matches', async () => {
    fakeAuditLog([]);
    renderAt('/admin/audit-log?action=suspend');
    expect(await screen.findByText('No admin action matches these filters.')).toBeVisible();
  });
});
