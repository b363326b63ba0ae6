import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderAuth, stubApi, token } from '@/testing/auth-harness.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/forgot-password', () => {
  it('asks for the address and sends nothing when it is empty', async () => {
    const calls = stubApi(() => ({ status: 500 }));
    renderAuth('/forgot-password');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('sends the link request and says so', async () => {
    const calls = stubApi(() => ({ status: 201, body: token }));
    renderAuth('/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), ' Ada@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText('Password reset email sent! Please check your inbox.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/account/recovery',
      body: { email: 'ada@example.com', url: 'http://localhost:3000/reset-password' },
    });
  });

  it.each([
    [apiError(404, 'user_not_found'), 'No account found with this email address.'],
    [
      apiError(429, 'general_rate_limit_exceeded'),
      'Too many attempts. Please wait before trying again.',
    ],
  ])('maps errors to the catalogue', async (answer, message) => {
    stubApi(() => answer);
    renderAuth('/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
