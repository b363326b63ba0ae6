import type { Activity, BookingDetail } from '@pathwise/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { account, detail, inHours, renderBookings } from '@/testing/bookings-harness.tsx';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

/**
 * A session's action items on its page (docs/product.md#125-goals-and-activities): either side adds
 * one with one line and Enter, the mentee moves them; the goal the agenda names shows its
 * progress.
 */

const WEEK = { today: '2026-11-24', weekStart: '2026-11-23', weekEnd: '2026-11-29' };
const GOAL = { id: 'g1', title: 'Get promoted to senior', progress: 40 };

function item(overrides: Partial<Activity> = {}): Activity {
  return {
    id: 'a1',
    menteeId: 'u1',
    goalId: null,
    name: 'Update the CV',
    description: '',
    category: 'other',
    dueDate: null,
    status: 'in_progress',
    source: 'session',
    bookingId: 'b1',
    kind: 'activity',
    score: null,
    createdBy: { id: 'u1', name: 'Ada Lovelace' },
    createdAt: inHours(-1),
    updatedAt: inHours(-1),
    ...overrides,
  };
}

/** A small server: the held session `booking`, its action items, the mentee's active goals. */
function serve(booking: BookingDetail, items: Activity[]) {
  let next = 2;
  return answerApi((call) => {
    if (call.method === 'GET' && call.path === '/api/bookings/b1')
      return { status: 200, body: booking };
    if (call.method === 'GET' && call.path === '/api/activities')
      return { status: 200, body: { items, ...WEEK } };
    if (call.method === 'GET' && call.path === '/api/goals')
      return { status: 200, body: { items: [] } };
    if (call.method === 'POST' && call.path === '/api/activities') {
      const body = call.body as { name: string; goalId: string | null };
      const created = item({
        id: `a${next++}`,
        name: body.name,
        goalId: body.goalId,
        status: 'not_started',
        createdBy: { id: 'm1', name: 'Amara Okafor' },
      });
      items.push(created);
      return { status: 201, body: created };
    }
    if (call.method === 'PATCH' && call.path.startsWith('/api/activities/')) {
      const id = call.path.split('/').pop()!;
      const index = items.findIndex((a) => a.id === id);
      items[index] = { ...items[index]!, ...(call.body as Partial<Activity>) };
      return { status: 200, body: items[index] };
    }
    if (call.method === 'DELETE' && call.path.startsWith('/api/activities/')) {
      const id = call.path.split('/').pop()!;
      items.splice(
        items.findIndex((a) => a.id === id),
        1,
      );
      return { status: 204 };
    }
    return { status: 404, body: { message: 'no', code: 404, type: 'booking_not_found' } };
  });
}

/** A session held three hours ago whose agenda names {@link GOAL}, seen by the mentor. */
const heldWithGoal = () =>
  detail({ role: 'mentor', status: 'held', start: inHours(-3), end: inHours(-2), goal: GOAL });

describe('BookingDetailPage action items', () => {
  it('lets the mentor add an action item with one line and Enter, under the session’s goal', async () => {
    const user = userEvent.setup();
    const calls = serve(
      detail({ role: 'mentor', status: 'held', start: inHours(-3), end: inHours(-2), goal: GOAL }),
      [item()],
    );
    renderBookings('/sessions/b1', account('mentor'));
    const section = within(
      (await screen.findByRole('heading', { name: 'Action items' })).closest('section')!,
    );
    // The goal the agenda names, with its progress.
    const bar = screen.getByRole('progressbar', { name: 'Get promoted to senior' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    // The mentee's item with its status, read-only for the mentor.
    expect(await section.findByText('Update the CV')).toBeInTheDocument();
    expect(section.getByText('In Progress')).toBeInTheDocument();
    expect(section.queryByLabelText('Status of “Update the CV”')).toBeNull();
    // The session's goal is chosen already.
    expect(section.getByLabelText('Goal (optional)')).toHaveValue('g1');

    await user.type(
      section.getByLabelText('Add an action item'),
      'Draft the promotion case{Enter}',
    );
    expect(await section.findByText('Draft the promotion case')).toBeInTheDocument();
    expect(section.getByText('Not Started')).toBeInTheDocument();
    expect(section.getByLabelText('Add an action item')).toHaveValue('');
    expect(section.getByRole('status')).toHaveTextContent(
      'Added “Draft the promotion case” to Not Started.',
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Draft the promotion case',
      bookingId: 'b1',
      goalId: 'g1',
    });
  });

  it('lets the mentee move an action item and links to Goals & Activities', async () => {
    const user = userEvent.setup();
    const calls = serve(detail({ status: 'held', start: inHours(-3), end: inHours(-2) }), [item()]);
    renderBookings('/sessions/b1');
    const status = await screen.findByLabelText('Status of “Update the CV”');
    const section = within(status.closest('section')!);
    expect(status).toHaveValue('in_progress');
    await user.selectOptions(status, 'complete');
    await waitFor(() =>
      expect(section.getByRole('status')).toHaveTextContent('“Update the CV” is now Complete.'),
    );
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/activities/a1',
      body: { status: 'complete' },
    });
    expect(screen.getAllByRole('link', { name: 'Open Goals & Activities' })[0]).toHaveAttribute(
      'href',
      '/dashboard/goals',
    );
  });

  it('lets whoever added an action item edit and delete it, and only them (docs/product.md#125-goals-and-activities)', async () => {
    const user = userEvent.setup();
    const calls = serve(
      detail({ role: 'mentor', status: 'held', start: inHours(-3), end: inHours(-2) }),
      [item(), item({ id: 'a2', name: 'Draft the case', createdBy: { id: 'm1', name: 'Amara' } })],
    );
    renderBookings('/sessions/b1', account('mentor'));
    const mine = await screen.findByRole('button', { name: 'Edit “Draft the case”' });
    // The mentee's own item is theirs to change.
    expect(screen.queryByRole('button', { name: 'Edit “Update the CV”' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete “Update the CV”' })).toBeNull();
    expect(calls.find((c) => c.path === '/api/activities')?.params.get('timeZone')).toBeTruthy();

    await user.click(mine);
    const dialog = await screen.findByRole('dialog', { name: 'Edit the work' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Draft the promotion case');
    const due = within(dialog).getByLabelText('Due date');
    await user.type(due, '2026-11-20');
    // Before the list's today (2026-11-24): overdue at once, said before saving.
    expect(within(dialog).getByText(/This date has passed/)).toBeVisible();
    await user.clear(due);
    await user.type(due, '2026-11-30');
    expect(within(dialog).queryByText(/This date has passed/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Draft the promotion case')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/activities/a2',
      body: { name: 'Draft the promotion case', dueDate: '2026-11-30' },
    });

    await user.click(screen.getByRole('button', { name: 'Delete “Draft the promotion case”' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByText('Draft the promotion case')).toBeNull());
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/activities/a2');
  });

  it('says what to do when there are none yet, and adds nothing to a cancelled session', async () => {
    serve(detail({ status: 'cancelled' }), []);
    renderBookings('/sessions/b1');
    expect(
      await screen.findByText('This session did not take place, so it has no action items.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Add an action item')).toBeNull();
  });

  it('lets the mentee name one of their active goals for an upcoming session', async () => {
    const user = userEvent.setup();
    let current = detail({ actions: { cancel: true } });
    const goal = (id: string, title: string) => ({
      id,
      menteeId: 'u1',
      title,
      why: '',
      targetDate: null,
      category: 'career',
      status: 'active',
      progress: 25,
      manualProgress: 25,
      activityCount: 0,
      doneCount: 0,
      shared: true,
      createdAt: inHours(-100),
      updatedAt: inHours(-100),
    });
    const calls = answerApi((call) => {
      if (call.method === 'GET' && call.path === '/api/bookings/b1')
        return { status: 200, body: current };
      if (call.method === 'GET' && call.path === '/api/activities')
        return { status: 200, body: { items: [], ...WEEK } };
      if (call.method === 'GET' && call.path === '/api/goals')
        return {
          status: 200,
          body: { items: [goal('g1', 'Get promoted to senior'), goal('g2', 'Speak at a meetup')] },
        };
      if (call.method === 'PUT' && call.path === '/api/bookings/b1/goal') {
        current = detail({
          actions: { cancel: true },
          goal: { id: 'g2', title: 'Speak at a meetup', progress: 25 },
        });
        return { status: 200, body: current };
      }
      return { status: 404, body: { message: 'no', code: 404, type: 'booking_not_found' } };
    });
    renderBookings('/sessions/b1');
    const select = await screen.findByRole('combobox', { name: 'Goal for this session' });
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'g2');
    expect(await screen.findByRole('progressbar', { name: 'Speak at a meetup' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByRole('combobox', { name: 'Goal for this session' })).toHaveValue('g2');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ goalId: 'g2' });
  });

  it('keeps an over-long action item as typed and names the limit (docs/product.md#5-validation)', async () => {
    const user = userEvent.setup();
    const calls = serve(heldWithGoal(), [item()]);
    renderBookings('/sessions/b1', account('mentor'));
    const heading = await screen.findByRole('heading', { name: 'Action items' });
    const section = within(heading.closest('section')!);
    const input = section.getByLabelText('Add an action item');
    await user.click(input);
    await user.paste('a'.repeat(201));
    expect(input).toHaveValue('a'.repeat(201));
    await user.keyboard('{Enter}');
    expect(await section.findByRole('alert')).toHaveTextContent('Must be at most 200 characters');
    expect(input).toHaveValue('a'.repeat(201));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
