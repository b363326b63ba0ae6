import type { Availability, MenteeIntake, OwnPlan, OwnPlanList } from '@pathwise/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { answerApi, type FakeRequest } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import MenteeManagementTab from './mentee-management-tab.tsx';

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

const starter: OwnPlan = {
  id: 'p1',
  name: 'Starter Plan',
  priceMinor: 50_000,
  currency: 'USD',
  sessions: 2,
  deliverables: null,
  opened: true,
  first: true,
};
const deep: OwnPlan = {
  id: 'p2',
  name: 'Deep dive',
  priceMinor: 90_000,
  currency: 'USD',
  sessions: 3,
  deliverables: 'A written plan',
  opened: false,
  first: false,
};

/** A tiny server holding the mentor's intake, rules and plans as the real one would. */
function fakeServer() {
  let intake: MenteeIntake = { acceptingNewMentees: true, maxActiveMentees: null };
  let availability = rules;
  let plans: OwnPlan[] = [starter, deep];
  let next = 3;
  const list = (): OwnPlanList => ({
    items: plans.map((p, i) => ({ ...p, first: i === 0 })),
    max: 10,
  });
  const calls = answerApi((request: FakeRequest) => {
    const { method, path } = request;
    if (path === '/api/mentor/mentee-management') {
      if (method === 'PUT') intake = request.body as MenteeIntake;
      return { status: 200, body: intake };
    }
    if (path === '/api/availability') {
      if (method === 'PATCH') availability = { ...availability, ...(request.body as object) };
      return { status: 200, body: availability };
    }
    if (path === '/api/mentor/plans' && method === 'POST') {
      const body = request.body as Omit<OwnPlan, 'id' | 'opened' | 'first'>;
      plans = [
        ...plans,
        {
          ...body,
          deliverables: body.deliverables ?? null,
          id: `p${next++}`,
          opened: false,
          first: false,
        },
      ];
      return { status: 201, body: list() };
    }
    const match = /^\/api\/mentor\/plans\/(.+)$/.exec(path);
    if (match && method === 'DELETE') {
      plans = plans.filter((p) => p.id !== match[1]);
      return { status: 200, body: list() };
    }
    if (match && method === 'PUT') {
      const body = request.body as Omit<OwnPlan, 'id' | 'opened' | 'first'>;
      plans = plans.map((p) =>
        p.id === match[1]
          ? {
              ...body,
              deliverables: body.deliverables ?? null,
              id: p.opened ? `p${next++}` : p.id,
              opened: false,
              first: false,
            }
          : p,
      );
      return { status: 200, body: list() };
    }
    return { status: 200, body: list() };
  });
  return calls;
}

function Elsewhere() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderTab() {
  return renderRoutes(
    [
      {
        path: '/dashboard_mentor/settings/mentee-management',
        element: (
          <>
            <Link to="/dashboard_mentor">Home</Link>
            <MenteeManagementTab />
          </>
        ),
      },
      { path: '*', element: <Elsewhere /> },
    ],
    '/dashboard_mentor/settings/mentee-management',
  );
}

describe('Settings → Mentee Management', () => {
  it('saves accepting, the active mentee limit and confirmation with one Save Changes', async () => {
    const user = userEvent.setup();
    const calls = fakeServer();
    renderTab();
    const accepting = await screen.findByRole('checkbox', { name: 'Accepting new mentees' });
    expect(accepting).toBeChecked();
    expect(screen.getByRole('link', { name: 'Edit availability' })).toHaveAttribute(
      'href',
      '/dashboard_mentor/availability',
    );
    await user.click(accepting);
    await user.type(screen.getByRole('textbox', { name: 'Most active mentees at once' }), '0');
    await user.click(screen.getByRole('checkbox', { name: 'Bookings need my confirmation' }));
    expect(screen.getByText('You have unsaved changes.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(
        'Enter a whole number from 1 to 500, or leave it empty for no limit.',
      ),
    ).toBeVisible();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);

    const limit = screen.getByRole('textbox', { name: 'Most active mentees at once' });
    await user.clear(limit);
    await user.type(limit, '5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      acceptingNewMentees: false,
      maxActiveMentees: 5,
    });
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ requiresConfirmation: true });
  });

  it('warns before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    fakeServer();
    renderTab();
    await user.click(await screen.findByRole('checkbox', { name: 'Accepting new mentees' }));
    await user.click(screen.getByRole('link', { name: 'Home' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and save' }));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard_mentor');
  });

  it('adds, edits and removes plans; the first plan cannot be removed', async () => {
    const user = userEvent.setup();
    const calls = fakeServer();
    renderTab();
    const plans = await screen.findByRole('region', { name: 'Plans' });
    expect(await within(plans).findByText('Starter Plan')).toBeVisible();
    expect(within(plans).getByText('$500 for 2 sessions')).toBeVisible();
    expect(within(plans).queryByRole('button', { name: 'Remove Starter Plan' })).toBeNull();
    expect(within(plans).getByText('Your first plan can be edited but not removed.')).toBeVisible();

    // Add: checked like onboarding, then saved with the price in cents.
    await user.click(within(plans).getByRole('button', { name: 'Add plan' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a plan' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Price (USD)' }), '12,5x');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(
      await within(dialog).findByText('Enter a plan name of at most 80 characters.'),
    ).toBeVisible();
    expect(
      within(dialog).getByText(/Enter a price in dollars, such as 500 or 49.99/),
    ).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Plan name' }), 'Quick check-in');
    const price = within(dialog).getByRole('textbox', { name: 'Price (USD)' });
    await user.clear(price);
    await user.type(price, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(
      await screen.findByText('“Quick check-in” is added and shown on your profile.'),
    ).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Quick check-in',
      priceMinor: 12_000,
      currency: 'USD',
      sessions: 1,
    });
    expect(within(plans).getByText('$120 for 1 session')).toBeVisible();

    // Edit an opened plan: the dialog says mentees keep their terms.
    await user.click(within(plans).getByRole('button', { name: 'Edit Starter Plan' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit plan' });
    expect(within(dialog).getByText(/Saving publishes a new version/)).toBeVisible();
    const sessions = within(dialog).getByRole('textbox', { name: 'Sessions' });
    await user.clear(sessions);
    await user.type(sessions, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(
      await screen.findByText(
        '“Starter Plan” is saved as a new version. Mentees who opened the old one keep its terms.',
      ),
    ).toBeVisible();
    expect(within(plans).getByText('$500 for 4 sessions')).toBeVisible();

    // Remove, after confirming.
    await user.click(within(plans).getByRole('button', { name: 'Remove Deep dive' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove “Deep dive”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove plan' }));
    expect(await screen.findByText('“Deep dive” is removed from your profile.')).toBeVisible();
    await waitFor(() => expect(within(plans).queryByText('Deep dive')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/mentor/plans/p2')).toBe(
      true,
    );
  });
});
