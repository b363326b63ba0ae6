import type { Availability } from '@pathwise/contracts';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import IntegrationsTab from './integrations-tab.tsx';

// Two shared cores: user-event is slow under load.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const rules: Availability = {
  timeZone: 'UTC',
  weeklyHours: [],
  dateOverrides: [],
  sessionMinutes: 60,
  minimumNoticeMinutes: 1440,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  bookingWindowDays: 60,
  maxPerDay: null,
  changeNoticeMinutes: 1440,
  requiresConfirmation: false,
  meetingUrl: null,
};

function fakeServer() {
  let availability = rules;
  let active = false;
  let made = 0;
  return answerApi((request) => {
    if (request.path === '/api/availability') {
      if (request.method === 'PATCH')
        availability = { ...availability, ...(request.body as object) };
      return { status: 200, body: availability };
    }
    if (request.path === '/api/calendar-feed') {
      if (request.method === 'POST') {
        active = true;
        made += 1;
        const url = `https://pathwise.example.com/api/calendar-feed/${String(made).repeat(64)}.ics`;
        return {
          status: 201,
          body: {
            url,
            webcalUrl: url.replace('https:', 'webcal:'),
            createdAt: '2026-11-24T10:00:00.000Z',
          },
        };
      }
      if (request.method === 'DELETE') {
        active = false;
        return { status: 204 };
      }
      return {
        status: 200,
        body: { active, createdAt: active ? '2026-11-24T10:00:00.000Z' : null },
      };
    }
    return { status: 404, body: { message: 'nope', code: 404, type: 'general_route_not_found' } };
  });
}

function renderTab() {
  return renderRoutes(
    [{ path: '*', element: <IntegrationsTab /> }],
    '/dashboard_mentor/settings/integrations',
  );
}

describe('Settings → Integrations', () => {
  it('saves the meeting link, refusing one that is not http(s)', async () => {
    const user = userEvent.setup();
    const calls = fakeServer();
    renderTab();
    const field = await screen.findByRole('textbox', { name: 'Meeting link' });
    await user.type(field, 'ftp://files.example.com');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Enter a link that starts with http:// or https://.'),
    ).toBeVisible();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.clear(field);
    await user.type(field, 'https://meet.example.com/sofia');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your meeting link is saved.')).toBeVisible();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      meetingUrl: 'https://meet.example.com/sofia',
    });
  });

  it('shows a new feed link once, regenerates it after asking, and turns it off', async () => {
    const user = userEvent.setup();
    const calls = fakeServer();
    renderTab();
    expect(await screen.findByText('Your calendar feed is off.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create feed link' }));
    const link = await screen.findByRole('textbox', { name: 'Your private calendar link' });
    expect(link).toHaveValue(
      `https://pathwise.example.com/api/calendar-feed/${'1'.repeat(64)}.ics`,
    );
    expect(screen.getByText(/it is shown only once/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute(
      'href',
      `webcal://pathwise.example.com/api/calendar-feed/${'1'.repeat(64)}.ics`,
    );
    expect(screen.getByText('Your calendar feed is on since November 24, 2026.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Regenerate link' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Regenerate your calendar link?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Regenerate' }));
    expect(
      await screen.findByDisplayValue(
        `https://pathwise.example.com/api/calendar-feed/${'2'.repeat(64)}.ics`,
      ),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Turn off feed' }));
    const off = await screen.findByRole('alertdialog', { name: 'Turn off your calendar feed?' });
    await user.click(within(off).getByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByText('Your calendar feed is off. The old link no longer works.'),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Your private calendar link' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create feed link' })).toBeVisible();
  });
});
