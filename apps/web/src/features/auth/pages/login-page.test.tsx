import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMEMBERED_EMAIL_KEY } from '../components/remembered-email.ts';
import { apiError, renderAuth, session, stubApi, token, user } from '@/testing/auth-harness.tsx';

const config = {
  status: 200,
  body: { appName: 'Pathwise', supportEmail: 's@x.co', oauthProviders: [] },
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/login: Resend Verification Email', () => {
  it('asks for the email first and sends nothing', async () => {
    const calls = stubApi(() => config);
    renderAuth('/login');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter your email address first.',
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('then asks for the password and sends nothing', async () => {
    const calls = stubApi(() => config);
    renderAuth('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter your password to resend the verification email.',
    );
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('signs in, asks for a new link, signs out again and says so', async () => {
    const calls = stubApi((method, path) => {
      if (path === '/api/account/sessions/email') return { status: 201, body: session };
      if (path === '/api/account/verification') return { status: 201, body: token };
      if (method === 'DELETE') return { status: 204 };
      return config;
    });
    renderAuth('/login');
    await userEvent.type(screen.getByLabelText('Email'), '  Ada@Example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(
      await screen.findByText('Verification email sent! Please check your inbox.'),
    ).toBeInTheDocument();
    expect(
      calls
        // The page asks once whether someone is signed in (see the next describe block).
        .filter((c) => c.path !== '/api/config' && c.path !== '/api/session')
        .map((c) => `${c.method} ${c.path}`),
    ).toEqual([
      'POST /api/account/sessions/email',
      'POST /api/account/verification',
      'DELETE /api/account/sessions/current',
    ]);
    expect(calls.find((c) => c.path === '/api/account/sessions/email')?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret-pass',
    });
  });

  it('says when the address is already verified', async () => {
    stubApi((method, path) => {
      if (path === '/api/account/sessions/email') return { status: 201, body: session };
      if (path === '/api/account/verification') return apiError(409, 'user_already_verified');
      if (method === 'DELETE') return { status: 204 };
      return config;
    });
    renderAuth('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your email is already verified. You can log in.',
    );
  });
});

describe('/login: the remembered email', () => {
  it('prefills the address kept from an earlier visit', async () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'ada@example.com');
    stubApi(() => config);
    renderAuth('/login');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('keeps the address while typing and forgets it after a successful login', async () => {
    let signedIn = false;
    stubApi((_method, path) => {
      if (path === '/api/account/sessions/email') {
        signedIn = true;
        return { status: 201, body: session };
      }
      if (path === '/api/session') return { status: 200, body: { user: signedIn ? user() : null } };
      return config;
    });
    renderAuth('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBe('ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBeNull();
  });

  it('keeps the address and the form after a wrong password', async () => {
    stubApi((_method, path) => {
      if (path === '/api/account/sessions/email') return apiError(401, 'user_invalid_credentials');
      return config;
    });
    renderAuth('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password...');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-pass');
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBe('ada@example.com');
  });
});

describe('/login: signing in', () => {
  it('goes to ?next= when it is a path of this site', async () => {
    let signedIn = false;
    stubApi((_method, path) => {
      if (path === '/api/account/sessions/email') {
        signedIn = true;
        return { status: 201, body: session };
      }
      if (path === '/api/session') return { status: 200, body: { user: signedIn ? user() : null } };
      return config;
    });
    renderAuth('/login?next=%2Fdashboard%2Fgoals');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard/goals');
  });

  it('ignores a ?next= pointing at another site', async () => {
    let signedIn = false;
    stubApi((_method, path) => {
      if (path === '/api/account/sessions/email') {
        signedIn = true;
        return { status: 201, body: session };
      }
      if (path === '/api/session') return { status: 200, body: { user: signedIn ? user() : null } };
      return config;
    });
    renderAuth('/login?next=%2F%2Fevil.example%2F');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/dashboard$/);
  });

  it('ends the session of an unverified account and asks for verification', async () => {
    let signedIn = false;
    const calls = stubApi((method, path) => {
      if (path === '/api/account/sessions/email') {
        signedIn = true;
        return { status: 201, body: session };
      }
      if (path === '/api/session')
        return {
          status: 200,
          body: { user: signedIn ? user({ emailVerification: false }) : null },
        };
      if (method === 'DELETE') return { status: 204 };
      return config;
    });
    renderAuth('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please verify your email before logging in...',
    );
    expect(
      calls.some((c) => c.method === 'DELETE' && c.path === '/api/account/sessions/current'),
    ).toBe(true);
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('shows "Logging in..." on a disabled button while it works', async () => {
    let release!: () => void;
    const pending = new Promise<void>((resolve) => (release = resolve));
    stubApi(async (_method, path) => {
      if (path.endsWith('/sessions/email')) await pending;
      return apiError(401, 'user_invalid_credentials');
    });
    renderAuth('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
  });
});

describe('/login: the verification link', () => {
  it('confirms the address once, clears the query string and says so', async () => {
    const calls = stubApi((_method, path) =>
      path === '/api/account/verification' ? { status: 200, body: token } : config,
    );
    const { router } = renderAuth('/login?userId=u1&secret=abc');
    expect(
      await screen.findByText('Email verified successfully! You can now login.'),
    ).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toEqual([
      { method: 'PUT', path: '/api/account/verification', body: { userId: 'u1', secret: 'abc' } },
    ]);
    expect(router.state.location.search).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Email verified successfully! You can now login.')).toBeNull();
  });

  it('explains an expired link', async () => {
    stubApi((_method, path) =>
      path === '/api/account/verification' ? apiError(401, 'user_invalid_token') : config,
    );
    renderAuth('/login?userId=u1&secret=abc');
    expect(screen.getByText('Verifying your email...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid or expired verification link.',
    );
    expect(screen.queryByText('Verifying your email...')).toBeNull();
  });

  it('says a link opened again belongs to a verified account and offers sign-in', async () => {
    stubApi((_method, path) =>
      path === '/api/account/verification' ? apiError(409, 'user_already_verified') : config,
    );
    renderAuth('/login?userId=u1&secret=abc');
    expect(await screen.findByText('This email is already verified. Sign in below.')).toBeVisible();
    expect(screen.queryByText('Invalid or expired verification link.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('reports other failures with the generic text', async () => {
    stubApi((_method, path) =>
      path === '/api/account/verification' ? apiError(500, 'general_server_error') : config,
    );
    renderAuth('/login?userId=u1&secret=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verification failed. Please try again.',
    );
  });
});

describe('/login: banners and social buttons', () => {
  it('shows the sign-up banner from navigation state, with the address filled in', async () => {
    stubApi(() => config);
    renderAuth('/login', {
      notice:
        'Account created! Please check your email and click the verification link before logging in.',
      email: 'ada@example.com',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Account created!');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Account created!/)).toBeNull();
  });

  it('shows no provider buttons and no "or" when none is configured', async () => {
    const calls = stubApi(() => config);
    renderAuth('/login');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/config')).toBe(true));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('shows only the configured providers and starts their flow with `next`', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubApi(() => ({ ...config, body: { ...config.body, oauthProviders: ['google'] } }));
    renderAuth('/login?next=%2Fmentors');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(assign).toHaveBeenCalledWith(
      '/api/account/sessions/oauth2/google?from=login&next=%2Fmentors',
    );
    expect(screen.queryByRole('button', { name: 'Continue with LinkedIn' })).toBeNull();
    expect(screen.getByText('or')).toBeInTheDocument();
  });

  it('shows the failure the server redirected with, and drops it from the URL', async () => {
    stubApi(() => config);
    const { router } = renderAuth(
      '/login?oauth=failed&provider=linkedin&reason=unavailable&next=%2Fdashboard',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('LinkedIn login is currently unavailable.');
    await waitFor(() => expect(router.state.location.search).toBe('?next=%2Fdashboard'));
  });

  it.each([
    ['provider_error', 'google', 'Google login failed. Please try again.'],
    ['denied', 'google', 'OAuth login failed: you cancelled the sign-in.'],
    [
      'email_unverified',
      'google',
      'OAuth login failed: an account already uses this email address and the provider has not verified it. Log in with your password instead.',
    ],
    ['verify_email', 'linkedin', 'Please verify your email before logging in...'],
  ])('says why for reason %s', (reason, provider, text) => {
    stubApi(() => config);
    renderAuth(`/login?oauth=failed&provider=${provider}&reason=${reason}`);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });
});

describe('/login and /signup when already signed in', () => {
  const signedIn = (u = user()) =>
    stubApi((_method, path) => {
      if (path === '/api/session') return { status: 200, body: { user: u } };
      if (path === '/api/onboarding')
        return {
          status: 200,
          body: {
            userType: 'mentee',
            answers: {},
            resumePath: '/timeline',
            completed: false,
            mentorStatus: null,
            declineReason: null,
          },
        };
      return config;
    });

  it('/login sends a verified member on to their dashboard, replacing the entry', async () => {
    signedIn();
    renderAuth('/login');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/dashboard$/);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('/login honours ?next= for a member who is signed in', async () => {
    signedIn();
    renderAuth('/login?next=%2Fdashboard%2Fgoals');
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard/goals');
  });

  it('/signup sends a member with unfinished onboarding back to where it stopped', async () => {
    signedIn(user({ onboarded: false, role: null }));
    renderAuth('/signup');
    expect(await screen.findByTestId('where')).toHaveTextContent('/timeline');
  });

  it('keeps an unverified account on /login, where it can verify', async () => {
    signedIn(user({ emailVerification: false }));
    renderAuth('/login');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    // Give a redirect the time it would need; none may happen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });
});
