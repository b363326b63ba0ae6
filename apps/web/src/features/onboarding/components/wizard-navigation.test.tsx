import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  renderWizard,
  saves,
  sharedAnswers,
  stateOf,
  stubOnboardingApi,
  user,
} from '@/testing/onboarding-harness.tsx';
import { RequireOnboarded } from '@/lib/session/require-onboarded.tsx';
import { answerApi } from '@/testing/api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('wizard navigation', () => {
  it('keeps unsaved edits when going Back and restores saved answers', async () => {
    const u = userEvent.setup({ delay: null });
    const calls = stubOnboardingApi(
      stateOf('mentee', { bio: { firstName: 'Ada', lastName: 'Byron', location: 'London' } }),
    );
    await renderWizard('/about-me');
    const about = await screen.findByLabelText('About me');
    await u.type(about, 'Mathematician');
    expect(screen.getByText('13/750')).toBeInTheDocument();
    expect(about).toHaveAccessibleDescription('13 of 750 characters used');

    await u.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByLabelText('Last name')).toHaveValue('Byron');
    expect(screen.getByLabelText('Location')).toHaveValue('London');
    expect(saves(calls)).toEqual([]);

    await u.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByLabelText('About me')).toHaveValue('Mathematician');
  });

  it('shows the server’s reason when it refuses a step, and stays', async () => {
    const u = userEvent.setup({ delay: null });
    const message = 'Invalid `data.about.text` param: Must be at most 750 characters';
    stubOnboardingApi(stateOf('mentee', { bio: { firstName: 'Ada', lastName: 'Byron' } }), {
      saveAnswer: {
        status: 400,
        body: { message, code: 400, type: 'general_argument_invalid' },
      },
    });
    await renderWizard('/about-me');
    await u.type(await screen.findByLabelText('About me'), 'Hello');
    await u.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `This step could not be saved: ${message}`,
    );
    expect(screen.getByLabelText('About me')).toHaveValue('Hello');
  });

  it('sends a mentor-branch route opened by a mentee to where the mentee stopped', async () => {
    stubOnboardingApi(stateOf('mentee', sharedAnswers('mentee')));
    const { router } = await renderWizard('/planning');
    expect(await screen.findByRole('heading', { name: 'Your Experience' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/past-experience');
  });
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderGuard(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <RequireOnboarded role="mentee">
            <p>mentee dashboard</p>
          </RequireOnboarded>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** MSW answers the two calls the guard makes. */
function stubGuardApi(account: object | null, state = stateOf(null)) {
  answerApi(({ path }) =>
    path === '/api/session'
      ? { status: 200, body: { user: account ?? null } }
      : { status: 200, body: state },
  );
}

describe('RequireOnboarded', () => {
  it('renders the dashboard for a finished mentee', async () => {
    stubGuardApi({ ...user, role: 'mentee', onboarded: true });
    renderGuard('/dashboard');
    expect(await screen.findByText('mentee dashboard')).toBeInTheDocument();
  });

  it('sends a finished mentor to the mentor dashboard', async () => {
    stubGuardApi({ ...user, role: 'mentor', onboarded: true });
    renderGuard('/dashboard');
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard_mentor');
  });

  it('sends an unfinished account to the step to resume at', async () => {
    stubGuardApi(
      { ...user, role: 'mentee', onboarded: false },
      stateOf('mentee', {
        ...sharedAnswers('mentee'),
        experience: { experience: 'extend_skills' },
      }),
    );
    renderGuard('/dashboard');
    expect(await screen.findByTestId('where')).toHaveTextContent('/timeline');
  });

  it('sends a signed-out visitor to /login', async () => {
    stubGuardApi(null);
    renderGuard('/dashboard');
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
  });
});
