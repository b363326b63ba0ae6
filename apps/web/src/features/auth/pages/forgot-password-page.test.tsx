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

describe('/forgot-password, one message at a time', () => {
  it('drops the server’s answer once the address is edited; the browser’s check shows alone', async () => {
    stubApi(() => apiError(404, 'user_not_found'));
    renderAuth('/forgot-password');
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No account found with this email address.',
    );

    // An edit that makes the address invalid: only the format message remains.
    await userEvent.clear(email);
    await userEvent.type(email, 'nobody@');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByText('No account found with this email address.')).toBeNull();
  });

  it('clears the server’s answer on the first edit, before any new submit', async () => {
    stubApi(() => apiError(404, 'user_not_found'));
    renderAuth('/forgot-password');
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('No account found with this email address.')).toBeVisible();
    await userEvent.type(email, 'x');
    expect(screen.queryByText('No account found with this email address.')).toBeNull();
  });
});
