import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { EmailForm } from './email-form.tsx';
import { PasswordForm } from './password-form.tsx';

// Two shared cores: user-event is slow under load.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const COMMON =
  'This password is one of the most commonly used passwords, so it is easy to guess. Please choose a less common one.';

function passwordServer() {
  return answerApi((request) => {
    if (request.path !== '/api/account/password') return { status: 404 };
    const body = request.body as { password: string; oldPassword?: string };
    if (body.oldPassword !== 'current-secret-1')
      return {
        status: 401,
        body: { message: 'x', code: 401, type: 'user_invalid_credentials' },
      };
    if (body.password === 'password123')
      return {
        status: 400,
        body: { message: COMMON, code: 400, type: 'user_password_too_common' },
      };
    return {
      status: 200,
      body: {
        id: 'u1',
        email: 'jordan@example.com',
        name: 'Jordan',
        emailVerification: true,
        createdAt: '2026-01-01T00:00:00.000Z',
        role: 'mentee',
        onboarded: true,
        isAdmin: false,
      },
    };
  });
}

describe('Password & Privacy → Change password', () => {
  it('checks the two new passwords match before sending anything', async () => {
    const user = userEvent.setup();
    const calls = passwordServer();
    renderRoutes([{ path: '*', element: <PasswordForm /> }], '/dashboard/settings/password');
    await user.type(screen.getByLabelText('Current password'), 'current-secret-1');
    await user.type(screen.getByLabelText('New password'), 'a-new-secret-2');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-secret-3');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The new passwords do not match.')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('puts a wrong current password and a common new one under their fields, then says it is done', async () => {
    const user = userEvent.setup();
    const calls = passwordServer();
    renderRoutes([{ path: '*', element: <PasswordForm /> }], '/dashboard/settings/password');
    const current = screen.getByLabelText('Current password');
    const next = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    await user.type(current, 'wrong-one-123');
    await user.type(next, 'password123');
    await user.type(confirm, 'password123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeVisible();
    expect(current).toHaveAttribute('aria-invalid', 'true');

    await user.clear(current);
    await user.type(current, 'current-secret-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(COMMON)).toBeVisible();

    await user.clear(next);
    await user.type(next, 'a-much-better-secret');
    await user.clear(confirm);
    await user.type(confirm, 'a-much-better-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password was changed. Other devices were signed out.'),
    ).toBeVisible();
    expect(calls.at(-1)?.body).toEqual({
      password: 'a-much-better-secret',
      oldPassword: 'current-secret-1',
    });
    expect(current).toHaveValue('');
  });
});

describe('Password & Privacy → Change email', () => {
  it('sends the new address with the password and says where the link went', async () => {
    const user = userEvent.setup();
    const calls = answerApi((request) =>
      request.path === '/api/account/email'
        ? (request.body as { email: string }).email === 'taken@example.com'
          ? {
              status: 409,
              body: { message: 'x', code: 409, type: 'user_already_exists' },
            }
          : {
              status: 200,
              body: { email: 'new@example.com', expiresAt: '2026-11-28T10:00:00.000Z' },
            }
        : { status: 404 },
    );
    renderRoutes(
      [{ path: '*', element: <EmailForm current="old@example.com" /> }],
      '/dashboard/settings/password',
    );
    expect(screen.getByText(/Your account uses old@example.com/)).toBeVisible();
    const email = screen.getByLabelText('New email address');
    await user.type(email, 'taken@example.com');
    await user.type(screen.getByLabelText('Current password'), 'current-secret-1');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(
      await screen.findByText('Another account already uses this email address.'),
    ).toBeVisible();

    await user.clear(email);
    await user.type(email, ' New@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(
      await screen.findByText(/We sent a link to new@example.com.*We also told old@example.com/),
    ).toBeVisible();
    expect(calls.at(-1)?.body).toEqual({
      email: 'new@example.com',
      password: 'current-secret-1',
      url: `${window.location.origin}/account/email`,
    });
  });
});
