import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { delay, http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountKey } from '@/lib/session/account.ts';
import { dashboardRoutes } from '@/features/dashboard';
import { SIDEBAR_BREAKPOINT_PX } from '@/components/dashboard/types.ts';
import { COLLAPSED_STORAGE_KEY } from '@/components/dashboard/dashboard-frame.tsx';
import { fillShell } from '../dashboard-pages.ts';
import { MenteeHomePage } from './mentee-home-page.tsx';

/** The mentee dashboard as the app composes it: the shell with its home. */
const menteeDashboard = fillShell(dashboardRoutes, [{ index: true, Component: MenteeHomePage }]);
import { answerApi } from '@/testing/api.ts';
import { server } from '@/testing/server.ts';

const user = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  emailVerification: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  role: 'mentee' as const,
  onboarded: true,
  isAdmin: false,
};

/** jsdom has no matchMedia: answer `(min-width: Npx)` from the stubbed viewport width. */
function setViewportWidth(width: number) {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /\(min-width:\s*(\d+)px\)/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

function renderDashboard(path = '/dashboard') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(accountKey, user);
  const router = createMemoryRouter(
    [{ path: '/', element: <h1>Public home page</h1> }, ...menteeDashboard],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

// Several helpers share two cores; user-event and lazy routes are slow under that load.
vi.setConfig({ testTimeout: 15_000 });

// The dashboard's pages are lazy routes; load them once up front so that a busy machine
// does not spend the first test's time budget on module loading.
beforeAll(async () => {
  await Promise.all([
    import('@/features/dashboard/components/mentee-dashboard-layout.tsx'),
    import('@/features/dashboard/pages/dashboard-coming-soon-page.tsx'),
  ]);
}, 30_000);

beforeEach(() => {
  window.localStorage.clear();
  // The home page's summary stays on its way: these tests are about the frame around it.
  server.use(http.get('/api/me/summary', () => delay('infinite')));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe(`dashboard frame below ${SIDEBAR_BREAKPOINT_PX} px (drawer)`, () => {
  beforeEach(() => setViewportWidth(390));

  it('opens the drawer from the menu button and closes it after a link is followed', async () => {
    const ue = userEvent.setup();
    renderDashboard();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Goals & Activities' })).not.toBeInTheDocument();

    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await ue.click(menuButton);
    const drawer = screen.getByRole('dialog', { name: 'Dashboard menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await ue.click(within(drawer).getByRole('link', { name: 'Goals & Activities' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Goals & Activities' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('closes the drawer on Escape and gives focus back to the menu button', async () => {
    const ue = userEvent.setup();
    renderDashboard();
    await ue.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'Dashboard menu' })).toBeInTheDocument();

    await ue.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes the drawer on a click on the backdrop', async () => {
    const ue = userEvent.setup();
    renderDashboard();
    await ue.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'Dashboard menu' })).toBeInTheDocument();

    await ue.click(screen.getByTestId('drawer-backdrop'));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});

describe('dashboard top bar', () => {
  beforeEach(() => setViewportWidth(390));

  it("offers the public site's main pages, so circles are one click away", async () => {
    const ue = userEvent.setup();
    const { router } = renderDashboard();
    const site = await screen.findByRole('navigation', { name: 'Site pages' });
    for (const [name, path] of [
      ['Circles', '/circles'],
      ['Resources', '/resources'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ])
      expect(within(site).getByRole('link', { name })).toHaveAttribute('href', path);

    await ue.click(within(site).getByRole('link', { name: 'Circles' }));
    expect(router.state.location.pathname).toBe('/circles');
  });
});

describe(`dashboard frame from ${SIDEBAR_BREAKPOINT_PX} px (sidebar)`, () => {
  beforeEach(() => setViewportWidth(1280));

  it('marks the current page and collapses to icons that keep their names', async () => {
    const ue = userEvent.setup();
    renderDashboard('/dashboard/sessions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sessions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Sessions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(nav).getByText('My Mentors')).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await ue.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByText('My Mentors')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Logout')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'My Mentors' })).toHaveAttribute(
      'href',
      '/dashboard/mentors',
    );
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(window.localStorage.getItem(COLLAPSED_STORAGE_KEY)).toBe('true');

    await ue.click(toggle);
    expect(within(nav).getByText('My Mentors')).toBeInTheDocument();
  });

  it('shows no notification badge while there are no notifications', async () => {
    renderDashboard();
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    expect(bell).toHaveTextContent('');
  });

  it('ends the session on the server and goes to / on Logout', async () => {
    const ue = userEvent.setup();
    const calls = answerApi(() => ({ status: 204 }));
    const { router } = renderDashboard();

    await ue.click(await screen.findByRole('button', { name: 'Logout' }));

    // The lazy route resolves after the click; on a busy CI machine that can take over 1 s.
    expect(
      await screen.findByRole('heading', { name: 'Public home page' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'DELETE', path: '/api/account/sessions/current' }),
      ),
    );
  });

  it('goes to /, not to login, on Logout while the home page is still loading', async () => {
    const ue = userEvent.setup();
    const calls = answerApi(() => ({ status: 204 }));
    let loadHome!: () => void;
    const homeLoaded = new Promise<void>((resolve) => (loadHome = resolve));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(accountKey, user);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          // Like the real home page: a lazy route whose code arrives after the click.
          lazy: async () => {
            await homeLoaded;
            return { Component: () => <h1>Public home page</h1> };
          },
        },
        { path: '/login', element: <h1>Login page</h1> },
        ...menteeDashboard,
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    await ue.click(await screen.findByRole('button', { name: 'Logout' }));
    loadHome();

    // The lazy route resolves after the click; on a busy CI machine that can take over 1 s.
    expect(
      await screen.findByRole('heading', { name: 'Public home page' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'DELETE', path: '/api/account/sessions/current' }),
      ),
    );
    expect(queryClient.getQueryData(accountKey)).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('stays signed in on the dashboard and says so when Logout cannot reach the server', async () => {
    const ue = userEvent.setup();
    answerApi(() => 'network-error');
    const { router } = renderDashboard();

    await ue.click(await screen.findByRole('button', { name: 'Logout' }));

    // On a busy CI machine the failed request can take over 1 s to surface. (The home's own
    // summary fails too and says so in another alert.)
    await waitFor(
      () =>
        expect(
          screen
            .getAllByRole('alert')
            .some((a) => a.textContent?.includes("We couldn't sign you out")),
        ).toBe(true),
      { timeout: 5000 },
    );
    expect(router.state.location.pathname).toBe('/dashboard');
    // The button is usable again for another try.
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
  });

  it('says a later page is not available yet and links back home', async () => {
    renderDashboard('/dashboard/find-mentors');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find Mentors' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The Find Mentors page is not available yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
