import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderAuth, stubApi, user } from '@/testing/auth-harness.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillIn(password = 'secret-pass') {
  await userEvent.type(screen.getByLabelText('Full name'), ' Ada Lovelace ');
  await userEvent.type(screen.getByLabelText('Email'), 'Ada@Example.com');
  await userEvent.type(screen.getByLabelText('Password'), password);
}

describe('/signup', () => {
  it('mentions the free trial and the password rule', () => {
    stubApi(() => ({ status: 500 }));
    renderAuth('/signup');
    expect(screen.getByText('30-day free trial')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters');
  });

  it('creates the account and opens /login with the verification banner', async () => {
    const calls = stubApi((method, path) =>
      method === 'POST' && path === '/api/account'
        ? { status: 201, body: user({ emailVerification: false }) }
        : {
            status: 200,
            body: { appName: 'Pathwise', supportEmail: 's@x.co', oauthProviders: [] },
          },
    );
    renderAuth('/signup');
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText(
        'Account created! Please check your email and click the verification link before logging in.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/account')?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret-pass',
    });
  });

  it('says when the address is taken and keeps what was typed', async () => {
    stubApi(() => apiError(409, 'user_already_exists'));
    renderAuth('/signup');
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Please try logging in or use "Forgot Password" if you forgot your password.',
    );
    expect(screen.getByLabelText('Full name')).toHaveValue(' Ada Lovelace ');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-pass');
  });

  it('uses the page text for other failures', async () => {
    stubApi(() => apiError(500, 'general_server_error'));
    renderAuth('/signup');
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '❌ Sign-up failed. Please try again.',
    );
  });

  it('names the address to open when the page was opened under another one', async () => {
    // "❌ Sign-up failed. Please try again." said nothing of the cause.
    const message =
      'Invalid Origin. Register your new client as a trusted origin. Open http://localhost:3000 to use this server.';
    stubApi(() => apiError(403, 'general_unknown_origin', message));
    renderAuth('/signup');
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`❌ ${message}`);
  });

  it('refuses a short password before calling the server', async () => {
    const calls = stubApi(() => ({ status: 500 }));
    renderAuth('/signup');
    await fillIn('short');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('Password must be at least 8 characters long'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows no provider buttons when none is configured', async () => {
    const calls = stubApi(() => ({
      status: 200,
      body: { appName: 'Pathwise', supportEmail: 's@x.co', oauthProviders: [] },
    }));
    renderAuth('/signup');
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/config')).toBe(true));
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
  });

  it('starts the configured provider from this page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubApi(() => ({
      status: 200,
      body: { appName: 'Pathwise', supportEmail: 's@x.co', oauthProviders: ['linkedin'] },
    }));
    renderAuth('/signup');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with LinkedIn' }));
    expect(assign).toHaveBeenCalledWith('/api/account/sessions/oauth2/linkedin?from=signup');
  });

  it('reports the sign-up variant of a provider failure', () => {
    stubApi(() => ({ status: 500 }));
    renderAuth('/signup?oauth=failed&provider=google&reason=unavailable');
    expect(screen.getByRole('alert')).toHaveTextContent('Google sign-up failed. Please try again.');
  });
});
