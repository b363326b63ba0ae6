import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { AdminNavLink } from './admin-nav-link.tsx';

/** A page of pending applications whose `total` is `total`. */
function pendingTotal(total: number) {
  return answerApi((request) =>
    request.path === '/api/admin/mentors' && request.params.get('status') === 'pending'
      ? { status: 200, body: { items: [], page: 1, pageSize: 1, total } }
      : { status: 404, body: { message: 'nope', code: 404, type: 'general_route_not_found' } },
  );
}

function renderLink() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/', element: <AdminNavLink onNavigate={() => {}} /> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('AdminNavLink', () => {
  it('shows how many applications wait for review, in the link’s name too', async () => {
    pendingTotal(3);
    renderLink();
    // The count is a lazily loaded chunk (docs/performance.md): the first import may take a while.
    const link = await screen.findByRole(
      'link',
      { name: 'Admin, 3 applications to review' },
      { timeout: 10_000 },
    );
    expect(link).toHaveAttribute('href', '/admin/mentors');
    expect(link).toHaveTextContent('3');
  });

  it('is the plain Admin link when nothing waits', async () => {
    const calls = pendingTotal(0);
    renderLink();
    await expect.poll(() => calls.length).toBe(1);
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveTextContent(/^Admin$/);
  });
});
