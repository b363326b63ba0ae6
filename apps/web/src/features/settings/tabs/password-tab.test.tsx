import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { server } from '@/testing/server.ts';
import PasswordTab from './password-tab.tsx';

// Two shared cores: user-event is slow under load.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const PASSWORD = 'the-right-password';

/** The API as the tab uses it; `exportAnswer` decides `GET /api/account/export`. */
function fakeServer(exportAnswer: { status: number; body?: unknown } = { status: 202 }) {
  let shown = true;
  return answerApi((request) => {
    if (request.path === '/api/settings/community') {
      if (request.method === 'PUT')
        shown = (request.body as { showInMemberLists: boolean }).showInMemberLists;
      return { status: 200, body: { showInMemberLists: shown, circles: [] } };
    }
    if (request.path === '/api/account/export')
      return {
        status: exportAnswer.status,
        body: exportAnswer.body ?? {
          status: 'mailed',
          message: 'Your data is being prepared.',
        },
      };
    if (request.path === '/api/account' && request.method === 'DELETE') {
      const body = request.body as { password?: string };
      if (body.password === PASSWORD) return { status: 204 };
      return {
        status: 401,
        body: { message: 'nope', code: 401, type: 'user_invalid_credentials' },
      };
    }
    return { status: 404, body: { message: 'nope', code: 404, type: 'general_route_not_found' } };
  });
}

function renderTab() {
  return renderRoutes(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '*', element: <PasswordTab /> },
    ],
    '/dashboard/settings/password',
  );
}

afterEach(() => vi.restoreAllMocks());

describe('Settings → Password & Privacy', () => {
  it('holds its sections in order and saves the member-list choice', async () => {
    const user = userEvent.setup();
    const calls = fakeServer();
    renderTab();
    const box = await screen.findByRole('checkbox', {
      name: /Show my name in circle member lists/,
    });
    // The password and email come first; then, in this order, the privacy choice, the blocked
    // people, the export and the deletion.
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings.indexOf('Privacy')).toBeGreaterThan(0);
    expect(headings.slice(-4)).toEqual([
      'Privacy',
      'Blocked people',
      'Download your data',
      'Delete account',
    ]);
    expect(box).toBeChecked();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ showInMemberLists: false }),
    );
  });

  it('saves a small account’s ZIP at once', async () => {
    const user = userEvent.setup();
    fakeServer();
    server.use(
      http.get(
        '/api/account/export',
        () =>
          new HttpResponse(new Uint8Array([0x50, 0x4b, 5, 6]), {
            headers: {
              'content-type': 'application/zip',
              'content-disposition': 'attachment; filename="pathwise-data-2026-11-27.zip"',
            },
          }),
      ),
    );
    const made = vi.fn((_blob: Blob) => 'blob:zip');
    URL.createObjectURL = made;
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Download your data' }));
    expect(await screen.findByText(/Your data is downloaded/)).toBeVisible();
    expect(made).toHaveBeenCalledOnce();
    expect(clicked).toHaveBeenCalledOnce();
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'pathwise-data-2026-11-27.zip',
    );
  });

  it('says a large account’s link comes by mail, and when asking too often', async () => {
    const user = userEvent.setup();
    fakeServer();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Download your data' }));
    expect(
      await screen.findByText(/We will email you a download link that works once, for 24 hours/),
    ).toBeVisible();

    fakeServer({
      status: 429,
      body: { message: 'slow down', code: 429, type: 'general_rate_limit_exceeded' },
    });
    await user.click(screen.getByRole('button', { name: 'Download your data' }));
    expect(await screen.findByText(/many times this hour/)).toBeVisible();
  });

  it('deletes the account only after a confirmation that names the consequences', async () => {
    const user = userEvent.setup();
    const calls = fakeServer();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/signed out on every device/)).toBeVisible();
    expect(within(dialog).getByText(/upcoming sessions are cancelled/)).toBeVisible();
    expect(within(dialog).getByText(/shown as “Former member”/)).toBeVisible();
    expect(within(dialog).getByText(/sign up again with the same email/)).toBeVisible();

    // Keeping the account sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    const password = within(again).getByLabelText('Your password');
    await user.type(password, 'wrong');
    await user.click(within(again).getByRole('button', { name: 'Delete my account' }));
    expect(await within(again).findByText('The password is not right.')).toBeVisible();

    await user.clear(password);
    await user.type(password, PASSWORD);
    await user.click(within(again).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.body)).toEqual([
      { password: 'wrong' },
      { password: PASSWORD },
    ]);
  });

  it('sends a two-factor code instead of the password when asked to', async () => {
    const user = userEvent.setup();
    const calls = fakeServer();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Use a two-factor code instead' }));
    await user.type(within(dialog).getByLabelText('Two-factor code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('The two-factor code is not right.')).toBeVisible();
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ otp: '123456' });
  });
});
