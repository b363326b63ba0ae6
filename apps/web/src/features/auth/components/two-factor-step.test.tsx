import { cleanup, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderAuth, session, stubApi, user } from '@/testing/auth-harness.tsx';

// Two shared cores: user-event is slow under load.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const config = {
  status: 200,
  body: { appName: 'Pathwise', supportEmail: 's@x.co', oauthProviders: [] },
};
const challenge = {
  id: 'c1',
  userId: 'u1',
  factor: 'totp',
  createdAt: '2026-11-27T10:00:00.000Z',
  expiresAt: '2026-11-27T10:05:00.000Z',
};

/** A server whose account has two-factor on and takes `rightCode`. */
function twoFactorServer(options: { waiting?: boolean; rightCode: string }) {
  let state: 'out' | 'waiting' | 'in' = options.waiting ? 'waiting' : 'out';
  return stubApi((method, path, body) => {
    if (path === '/api/session') {
      if (state === 'in') return { status: 200, body: { user: user() } };
      return { status: 200, body: { user: null, mfaRequired: state === 'waiting' } };
    }
    if (path === '/api/account/sessions/email') {
      state = 'waiting';
      return { status: 201, body: { ...session, mfaRequired: true } };
    }
    if (path === '/api/account/mfa/challenge' && method === 'POST') {
      const { factor } = body as { factor: string };
      return { status: 201, body: { ...challenge, factor } };
    }
    if (path === '/api/account/mfa/challenge' && method === 'PUT') {
      if ((body as { otp: string }).otp !== options.rightCode) {
        return apiError(401, 'user_invalid_otp');
      }
      state = 'in';
      return { status: 200, body: session };
    }
    if (path === '/api/account/sessions/current' && method === 'DELETE') {
      state = 'out';
      return { status: 204 };
    }
    return config;
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/login: the two-factor code step', () => {
  it('follows a right password, refuses a wrong code, and signs in with the right one', async () => {
    const calls = twoFactorServer({ rightCode: '123456' });
    renderAuth('/login?next=/dashboard/goals');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeVisible();

    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('That code is not right, or it was used already. Please try again.'),
    ).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard/goals');
    expect(calls.filter((c) => c.path === '/api/account/mfa/challenge').map((c) => c.body)).toEqual(
      [
        { factor: 'totp' },
        { challengeId: 'c1', otp: '654321' },
        { factor: 'totp' },
        { challengeId: 'c1', otp: '123456' },
      ],
    );
  });

  it('is shown at once while the session waits for its second factor, and takes a recovery code', async () => {
    const calls = twoFactorServer({ waiting: true, rightCode: 'abcd-efgh-jkmn-pqrs' });
    renderAuth('/login');
    await screen.findByLabelText('Authentication code');
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(await screen.findByLabelText('Recovery code'), 'abcd-efgh-jkmn-pqrs');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
    expect(
      calls.find((c) => c.path === '/api/account/mfa/challenge' && c.method === 'POST')?.body,
    ).toEqual({ factor: 'recoverycode' });
  });

  it('signs the waiting session out on Cancel and shows the password form again', async () => {
    const calls = twoFactorServer({ waiting: true, rightCode: '123456' });
    renderAuth('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel and sign out' }));
    expect(await screen.findByLabelText('Password')).toBeVisible();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
