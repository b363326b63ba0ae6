import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderAuth, stubApi, token } from '@/testing/auth-harness.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/reset-password: the link', () => {
  it.each([
    ['/reset-password'],
    ['/reset-password?userId=u1'],
    ['/reset-password?secret=abc'],
    ['/reset-password?userId=%2F%2Fnot-an-id&secret=abc'],
  ])('shows the Invalid Reset Link screen for %s', async (url) => {
    stubApi(() => ({ status: 500 }));
    renderAuth(url);
    expect(screen.getByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This password reset link is invalid or has expired. Please request a new one.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Request New Reset Link' }));
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });
});

describe('/reset-password: validation', () => {
  const cases: [string, string, string][] = [
    ['', '', 'Please fill in all fields'],
    ['long-enough-1', '', 'Please fill in all fields'],
    ['long-enough-1', 'long-enough-2', 'Passwords do not match'],
    ['short', 'short', 'Password must be at least 8 characters long'],
  ];
  it.each(cases)('"%s" / "%s" gives "%s" and sends nothing', async (password, confirm, message) => {
    const calls = stubApi(() => ({ status: 500 }));
    renderAuth('/reset-password?userId=u1&secret=abc');
    if (password) await userEvent.type(screen.getByLabelText('New password'), password);
    if (confirm) await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});

describe('/reset-password: updating', () => {
  it('sends the link values with the new password, then goes to /login after 2 s', async () => {
    const calls = stubApi((method) =>
      method === 'PUT' ? { status: 200, body: token } : { status: 500 },
    );
    const { router } = renderAuth('/reset-password?userId=u1&secret=abc');
    await userEvent.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    // Fake clocks from here on: findBy* would wait on a frozen clock, so the test
    // advances time itself until the answer has been handled.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => screen.getByRole('button', { name: 'Update Password' }).click());
    const success = 'Password updated successfully! Redirecting to login...';
    for (let i = 0; i < 20 && !screen.queryByText(success); i++)
      await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(success)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/api/account/recovery',
        body: { userId: 'u1', secret: 'abc', password: 'brand-new-pass' },
      },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(1990));
    expect(router.state.location.pathname).toBe('/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(router.state.location.pathname).toBe('/login');
    expect(
      screen.getByText(
        'Your password has been updated. You can now log in with your new password.',
      ),
    ).toBeInTheDocument();
  });

  it('explains an expired link and links to a new one', async () => {
    stubApi(() => apiError(401, 'user_invalid_token'));
    renderAuth('/reset-password?userId=u1&secret=abc');
    await userEvent.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid or expired reset link. Please request a new one.');
    await userEvent.click(screen.getByRole('link', { name: 'Request a new reset link' }));
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });
});
