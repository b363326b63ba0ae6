import type { Activity, ActivityList, Goal } from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { answerApi, type FakeRequest } from '@/testing/api.ts';
import { SAVED_ZONE, signInWithSavedZone, signOut } from '@/testing/saved-zone.ts';
import { anAccount } from '@/testing/users.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { goalsRoutes } from '../routes.tsx';

vi.setConfig({ testTimeout: 15_000 });
beforeAll(async () => {
  await import('./goals-page.tsx');
});

const NOW = '2026-11-24T10:00:00.000Z';

function goal(over: Partial<Goal> = {}): Goal {
  return {
    id: 'g1',
    menteeId: 'me',
    title: 'Lead a design team',
    why: '',
    targetDate: null,
    category: 'career',
    status: 'active',
    progress: 0,
    manualProgress: null,
    activityCount: 0,
    doneCount: 0,
    shared: true,
    createdAt: NOW,
    updatedAt: NOW,
    ...over,
  };
}

/** A tiny in-memory goals API: the page's calls change what it answers next. */
function fakeGoalsApi(initial: Activity[] = []) {
  const activities = [...initial];
  let n = activities.length;
  const goals = [goal()];
  const withProgress = () =>
    goals.map((g) => {
      const mine = activities.filter((a) => a.goalId === g.id);
      const done = mine.filter((a) => a.status === 'complete').length;
      return {
        ...g,
        activityCount: mine.length,
        doneCount: done,
        progress: mine.length ? Math.round((100 * done) / mine.length) : 0,
      };
    });
  const calls = answerApi((req: FakeRequest) => {
    if (req.method === 'GET' && req.path === '/api/goals')
      return { status: 200, body: { items: withProgress() } };
    if (req.method === 'GET' && req.path === '/api/onboarding')
      return {
        status: 200,
        body: {
          userType: 'mentee',
          answers: {},
          resumePath: '/dashboard',
          completed: true,
        },
      };
    if (req.method === 'GET' && req.path === '/api/activities') {
      const goalId = req.params.get('goalId');
      const list: ActivityList = {
        items: activities.filter((a) => !goalId || a.goalId === goalId),
        today: '2026-11-24',
        weekStart: '2026-11-23',
        weekEnd: '2026-11-29',
      };
      return { status: 200, body: list };
    }
    if (req.method === 'POST' && req.path === '/api/goals') {
      const { title, category } = req.body as Goal;
      const created = goal({ id: `g${goals.length + 1}`, title, category });
      goals.push(created);
      return { status: 201, body: created };
    }
    const goalPath = /^\/api\/goals\/(.+)$/.exec(req.path);
    if (req.method === 'DELETE' && goalPath) {
      goals.splice(
        goals.findIndex((g) => g.id === goalPath[1]),
        1,
      );
      for (const a of activities) if (a.goalId === goalPath[1]) a.goalId = null;
      return { status: 204 };
    }
    if (req.method === 'POST' && req.path === '/api/activities') {
      const body = req.body as { name: string; goalId: string | null };
      const created: Activity = {
        id: `a${++n}`,
        menteeId: 'me',
        goalId: body.goalId,
        name: body.name,
        description: '',
        category: 'other',
        dueDate: null,
        status: 'not_started',
        source: 'mentee',
        bookingId: null,
        kind: 'activity',
        score: null,
        createdBy: { id: 'me', name: 'Me' },
        createdAt: NOW,
        updatedAt: NOW,
      };
      activities.push(created);
      return { status: 201, body: created };
    }
    const patch = /^\/api\/activities\/(.+)$/.exec(req.path);
    if (req.method === 'PATCH' && patch) {
      const a = activities.find((x) => x.id === patch[1])!;
      Object.assign(a, req.body);
      return { status: 200, body: a };
    }
    return { status: 404, body: { message: 'no', code: 404, type: 'general_route_not_found' } };
  });
  return calls;
}

function column(name: string) {
  return screen.getByRole('region', { name: new RegExp(`^${name}`) });
}

describe('goals page', () => {
  it('judges "today" and "this week" in the time zone saved on the account, not the browser’s', async () => {
    const calls = fakeGoalsApi();
    await signInWithSavedZone(anAccount());
    try {
      renderRoutes(goalsRoutes, '/goals');
      expect(
        await screen.findByRole('heading', { name: 'Goals & Activities', level: 1 }),
      ).toBeVisible();
      await waitFor(() => expect(calls.some((call) => call.path === '/api/activities')).toBe(true));
      const asked = calls.filter((call) => call.path === '/api/activities');
      expect(asked.map((call) => call.params.get('timeZone'))).toEqual(asked.map(() => SAVED_ZONE));
    } finally {
      await signOut();
    }
  });

  it('adds an activity with one line and Enter, and moves it by keyboard to Complete', async () => {
    const calls = fakeGoalsApi();
    const user = userEvent.setup();
    renderRoutes(goalsRoutes, '/goals');
    expect(
      await screen.findByRole('heading', { name: 'Goals & Activities', level: 1 }),
    ).toBeVisible();
    const bar = await screen.findByRole('progressbar', { name: 'Overall progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(
      screen.getByText('Nothing waiting. Add an activity above and press Enter.'),
    ).toBeVisible();

    // Choose the goal: the new activity goes under it.
    await user.click(screen.getByRole('button', { name: /Lead a design team/ }));
    expect(screen.getByRole('button', { name: /Lead a design team/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const input = screen.getByRole('textbox', { name: 'Add an activity' });
    await user.type(input, 'Update my CV{Enter}');
    await waitFor(() =>
      expect(within(column('Not Started')).getByText('Update my CV')).toBeVisible(),
    );
    expect(input).toHaveValue('');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ name: 'Update my CV', goalId: 'g1' });
    await user.type(input, 'Ask for feedback{Enter}');
    await waitFor(() =>
      expect(within(column('Not Started')).getByText('Ask for feedback')).toBeVisible(),
    );

    // The column moves through the card's native status select (keyboard and screen readers).
    const select = screen.getByRole('combobox', { name: 'Status of “Update my CV”' });
    await user.tab();
    select.focus();
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'complete');
    await waitFor(() => expect(within(column('Complete')).getByText('Update my CV')).toBeVisible());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'complete' });
    // The keyboard stays on the moved card's select, now in Complete.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Status of “Update my CV”' })).toHaveFocus(),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('progressbar', { name: 'Progress of “Lead a design team”' }),
      ).toHaveAttribute('aria-valuenow', '50'),
    );
    expect(screen.getByText('Moved “Update my CV” to Complete.')).toBeInTheDocument();
  });

  it('keeps an over-long activity as typed and names the limit, in the quick add and the details', async () => {
    const calls = fakeGoalsApi();
    const user = userEvent.setup();
    renderRoutes(goalsRoutes, '/goals');
    const input = await screen.findByRole('textbox', { name: 'Add an activity' });
    await user.click(input);
    await user.paste('q'.repeat(250));
    expect(input).toHaveValue('q'.repeat(250));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Must be at most 200 characters');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(input);
    await user.type(input, 'Update my CV{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Details of “Update my CV”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activity details' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(name);
    await user.paste('n'.repeat(201));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be at most 200 characters')).toBeVisible();
    expect(within(dialog).queryByText(/too long/)).toBeNull();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('shows the Filter panel with goal, category, due and source', async () => {
    fakeGoalsApi();
    const user = userEvent.setup();
    renderRoutes(goalsRoutes, '/goals');
    const button = await screen.findByRole('button', { name: 'Filter' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const panel = screen.getByRole('region', { name: 'Filter activities' });
    for (const name of ['Goal', 'Category', 'Due', 'Source'])
      expect(within(panel).getByRole('combobox', { name })).toBeVisible();
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Due' }), 'overdue');
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
  });

  it('adds a goal through the dialog, checked by the contract, and deletes one only after confirming', async () => {
    const calls = fakeGoalsApi();
    const user = userEvent.setup();
    renderRoutes(goalsRoutes, '/goals');
    await user.click(await screen.findByRole('button', { name: 'Add goal' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a goal' });
    await user.click(within(dialog).getByRole('button', { name: 'Save goal' }));
    expect(await within(dialog).findByText('Please give the goal a title')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // The messages say what is allowed, and nothing is sent.
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.type(title, 'Learn');
    const progress = within(dialog).getByRole('spinbutton', { name: /Progress by hand/ });
    await user.type(progress, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save goal' }));
    expect(
      await within(dialog).findByText('Progress is a whole number from 0 to 100.'),
    ).toBeVisible();
    expect(within(dialog).queryByText(/too long/)).toBeNull();
    await user.clear(progress);
    fireEvent.change(title, { target: { value: 'x'.repeat(121) } });
    await user.click(within(dialog).getByRole('button', { name: 'Save goal' }));
    expect(
      await within(dialog).findByText('This is too long: at most 120 characters.'),
    ).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(title);

    // Starting from a sign-up goal fills the title and the category.
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Start from a goal you chose at sign-up' }),
      'interview_preparation',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Prepare for job interviews and salary negotiations',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('interviews');
    await user.click(within(dialog).getByRole('button', { name: 'Save goal' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Prepare for job interviews and salary negotiations',
      category: 'interviews',
      shared: true,
    });

    await user.click(await screen.findByRole('button', { name: /Lead a design team/ }));
    await user.type(screen.getByRole('textbox', { name: 'Add an activity' }), 'Keep me{Enter}');
    await waitFor(() => expect(within(column('Not Started')).getByText('Keep me')).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Delete goal' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete “Lead a design team”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete goal' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete goal' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Lead a design team/ })).not.toBeInTheDocument(),
    );
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/goals/g1');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Goals & Activities', level: 1 })).toHaveFocus(),
    );
    expect(
      screen.getByText('Deleted the goal “Lead a design team”; its activities stay.'),
    ).toBeInTheDocument();
    // Its activities stay on the board, without a goal.
    await waitFor(() => expect(within(column('Not Started')).getByText('Keep me')).toBeVisible());
  });

  it('warns in the activity details when the due date has passed', async () => {
    const calls = fakeGoalsApi();
    const user = userEvent.setup();
    renderRoutes(goalsRoutes, '/goals');
    const input = await screen.findByRole('textbox', { name: 'Add an activity' });
    await user.type(input, 'Update my CV{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Details of “Update my CV”' }));
    const dialog = await screen.findByRole('dialog');
    const due = within(dialog).getByLabelText('Due date (optional)');
    const warning = /This date has passed: the work will show as overdue at once/;
    // The page's today is 2026-11-24 (the list's `today`, in the viewer's zone).
    fireEvent.change(due, { target: { value: '2026-11-23' } });
    expect(await within(dialog).findByText(warning)).toBeVisible();
    expect(due).toHaveAccessibleDescription(warning);
    fireEvent.change(due, { target: { value: '2026-11-24' } });
    expect(within(dialog).queryByText(warning)).toBeNull();
    // A warning, not a refusal: a past date may be meant.
    fireEvent.change(due, { target: { value: '2026-11-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
        dueDate: '2026-11-01',
      }),
    );
  });
});
