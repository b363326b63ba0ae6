import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { accountKey } from '@/lib/session/account.ts';
import { TopNav } from './top-nav.tsx';

vi.setConfig({ testTimeout: 15_000 });

/**
 * The top navigation of a signed-out visitor on `/`. It stays mounted on /login here, as it
 * does on every page that shows it, so that a panel left open would still show.
 */
function renderNav() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(accountKey, null);
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <TopNav />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <h1>Home page</h1> },
          { path: '/login', element: <h1>Login page</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

describe('TopNav', () => {
  it('labels the search box of the mobile menu while the bar has its own', async () => {
    renderNav();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    // jsdom applies no media queries, so the bar's box and the panel's box both count here.
    const boxes = screen.getAllByRole('searchbox', { name: 'Search mentors' });
    expect(boxes).toHaveLength(2);
    expect(boxes[0]!.id).not.toBe(boxes[1]!.id);
  });

  it('closes the mobile menu when Log in is followed', async () => {
    const { router } = renderNav();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = document.getElementById('mobile-menu')!;
    await userEvent.click(within(panel).getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
