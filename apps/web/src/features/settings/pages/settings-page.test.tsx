import type { GeneralSettings, NotificationPreferenceList, User } from '@pathwise/contracts';
import { QueryClient } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerApi, type FakeAnswer, type FakeRequest } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { accountKey } from '@/lib/session/account.ts';
import { SettingsPage } from './settings-page.tsx';

// Two shared cores: user-event is slow under load.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

function account(role: 'mentee' | 'mentor'): User {
  return {
    id: 'u1',
    email: 'jordan@example.com',
    name: 'Jordan Rivera',
    emailVerification: true,
    createdAt: '2025-06-17T00:00:00.000Z',
    role,
    onboarded: true,
    isAdmin: false,
  };
}

const general: GeneralSettings = {
  name: 'Jordan Rivera',
  email: 'jordan@example.com',
  timeZone: 'Europe/London',
  language: 'en',
};

/** A tiny API: the settings sections and the session; `put` answers the PUTs. */
function stub(
  role: 'mentee' | 'mentor',
  put: (request: FakeRequest) => FakeAnswer = (r) => ({
    status: 200,
    body: { ...general, ...(r.body as object) },
  }),
) {
  const preferences: NotificationPreferenceList = {
    items: [
      { kind: 'message', inApp: true, mail: true },
      { kind: 'booking', inApp: true, mail: true },
      { kind: 'review', inApp: true, mail: false },
      { kind: 'application', inApp: true, mail: true },
      { kind: 'activity', inApp: true, mail: false },
      { kind: 'expert', inApp: true, mail: true },
      { kind: 'weekly_plan', inApp: false, mail: true },
    ],
  };
  return answerApi((request) => {
    if (request.method === 'PUT') return put(request);
    if (request.path === '/api/session') return { status: 200, body: { user: account(role) } };
    if (request.path === '/api/settings/general') return { status: 200, body: general };
    if (request.path === '/api/notification-preferences') return { status: 200, body: preferences };
    return { status: 404, body: { message: 'nope', code: 404, type: 'general_route_not_found' } };
  });
}

function renderSettings(path: string, role: 'mentee' | 'mentor' = 'mentee') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(accountKey, account(role));
  const base = role === 'mentor' ? '/dashboard_mentor' : '/dashboard';
  return renderRoutes(
    [
      { path: `${base}/settings/:tab?`, element: <SettingsPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
    client,
  );
}

describe('Settings menu', () => {
  it('marks the default tab as current on the settings page without a tab', async () => {
    stub('mentor');
    renderSettings('/dashboard_mentor/settings', 'mentor');
    const menu = await screen.findByRole('navigation', { name: /settings/i });
    const profile = within(menu).getByRole('link', { name: 'Profile' });
    await waitFor(() => expect(profile).toHaveAttribute('aria-current', 'page'));
    const current = within(menu)
      .getAllByRole('link')
      .filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(
      within(menu).getByRole('link', { name: 'Security & Two-Factor Authentication' }),
    ).toHaveClass('lg:whitespace-normal');
  });
});

describe('Settings → General', () => {
  it('shows the saved values, saves name and time zone and says so', async () => {
    const calls = stub('mentee');
    const user = userEvent.setup();
    renderSettings('/dashboard/settings/general');
    const name = await screen.findByLabelText('Display name');
    expect(name).toHaveValue('Jordan Rivera');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/London');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('jordan@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText(/Change it under Password & Privacy/)).toBeVisible();
    // docs/product.md#15-languages: the three interface languages, each named in itself.
    const language = screen.getByRole('combobox', { name: 'Interface language' });
    expect([...(language as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'English',
      'Español',
      'हिन्दी',
    ]);
    expect(screen.getByText('The site and your emails use this language.')).toBeVisible();

    await user.clear(name);
    await user.type(name, 'Jordan R.');
    const zone = screen.getByLabelText('Time zone');
    await user.clear(zone);
    await user.type(zone, 'Asia/Tokyo');
    expect(screen.getByText('You have unsaved changes.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Changes saved.')).toBeVisible();
    const saved = calls.find((c) => c.method === 'PUT');
    expect(saved?.path).toBe('/api/settings/general');
    expect(saved?.body).toEqual({ name: 'Jordan R.', timeZone: 'Asia/Tokyo', language: 'en' });
  });

  it('names the field in error: its own check, then the server’s', async () => {
    const calls = stub('mentee', () => ({
      status: 400,
      body: {
        message: 'Invalid `timeZone` param: Unknown time zone.',
        code: 400,
        type: 'general_argument_invalid',
      },
    }));
    const user = userEvent.setup();
    renderSettings('/dashboard/settings/general');
    const name = await screen.findByLabelText('Display name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Check “Display name” and save again.',
    );
    expect(screen.getByText('Please enter your name.')).toBeVisible();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(name, 'Jordan');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Check “Time zone” and save again.')).toBeVisible();
    expect(screen.getByText('Unknown time zone.')).toBeVisible();
    expect(screen.getByLabelText('Time zone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a name with invisible characters is refused, before sending it', async () => {
    const calls = stub('mentee');
    const user = userEvent.setup();
    renderSettings('/dashboard/settings/general');
    const name = await screen.findByLabelText('Display name');
    await user.clear(name);
    await user.type(name, 'Maya\u3164');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(
        'Please write your name in visible letters: invisible characters are not allowed.',
      ),
    ).toBeVisible();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('asks before leaving with unsaved changes', async () => {
    stub('mentee');
    const user = userEvent.setup();
    renderSettings('/dashboard/settings/general');
    await user.type(await screen.findByLabelText('Display name'), ' Jr');
    await user.click(screen.getByRole('link', { name: 'Languages' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and save' }));
    expect(screen.getByLabelText('Display name')).toHaveValue('Jordan Rivera Jr');
  });
});

describe('Settings → Notifications', () => {
  it('shows a mentee’s kinds × channels and saves a change', async () => {
    const calls = stub('mentee', (r) => ({ status: 200, body: r.body }));
    const user = userEvent.setup();
    renderSettings('/dashboard/settings/notifications');
    const weekly = await screen.findByRole('checkbox', { name: 'Weekly plan mail: Email' });
    expect(weekly).toBeChecked();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').firstChild?.textContent)).toEqual([
      'Messages',
      'Bookings',
      'Assigned activities',
      'Ask an Expert',
      'Weekly plan mail',
    ]);
    // Locked cells: disabled, with the reason.
    const bookingMail = screen.getByRole('checkbox', { name: 'Bookings: Email' });
    expect(bookingMail).toBeChecked();
    expect(bookingMail).toBeDisabled();
    expect(bookingMail).toHaveAccessibleDescription('Always sent');
    expect(screen.getByText(/Booking emails are always sent/)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Assigned activities: Email' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Weekly plan mail: In the app' })).toBeDisabled();

    await user.click(weekly);
    await user.click(screen.getByRole('checkbox', { name: 'Messages: In the app' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes saved.')).toBeVisible();
    expect(weekly).not.toBeChecked();
    const saved = calls.find((c) => c.method === 'PUT');
    expect(saved?.path).toBe('/api/notification-preferences');
    expect(saved?.body).toEqual({
      items: [
        { kind: 'message', inApp: false, mail: true },
        { kind: 'booking', inApp: true, mail: true },
        { kind: 'activity', inApp: true, mail: false },
        { kind: 'expert', inApp: true, mail: true },
        { kind: 'weekly_plan', inApp: false, mail: false },
      ],
    });
  });

  it('says when the preferences cannot be loaded, with a retry', async () => {
    answerApi(() => ({
      status: 500,
      body: { message: 'Server Error', code: 500, type: 'general_server_error' },
    }));
    renderSettings('/dashboard/settings/notifications');
    expect(await screen.findByText(/We could not load this section/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('shows a mentor the mentor’s kinds, with application mail always sent', async () => {
    stub('mentor');
    renderSettings('/dashboard_mentor/settings/notifications', 'mentor');
    expect(await screen.findByRole('checkbox', { name: 'Reviews: In the app' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mentor application: Email' })).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: /Weekly plan mail/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Assigned activities/ })).toBeNull();
  });
});
