import type { Activity, MenteeDetail, MenteeList, MenteeRow } from '@pathwise/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes, testQueryClient } from '@/testing/render.tsx';
import { accountKey } from '@/lib/session/account.ts';
import { menteesRoutes } from '../routes.tsx';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

const zero = { assigned: 0, done: 0, overdue: 0 };

function row(overrides: Partial<MenteeRow> & Pick<MenteeRow, 'id' | 'name'>): MenteeRow {
  return {
    headline: null,
    courseName: 'Starter Plan',
    assignments: zero,
    tests: zero,
    progress: null,
    sharedGoals: 0,
    meeting: null,
    nextSessionAt: null,
    ...overrides,
  };
}

const ADA = row({
  id: 'ada',
  name: 'Ada Lovelace',
  courseName: 'Plan 2',
  assignments: { assigned: 2, done: 1, overdue: 0 },
  tests: { assigned: 1, done: 0, overdue: 1 },
  progress: 65,
  sharedGoals: 2,
  meeting: { bookingId: 'b1', status: 'scheduled', start: '2030-01-02T10:00:00.000Z' },
  nextSessionAt: '2030-01-02T10:00:00.000Z',
});
const BEN = row({
  id: 'ben',
  name: 'Ben Okri',
  meeting: { bookingId: 'b2', status: 'pending', start: '2030-01-03T10:00:00.000Z' },
  nextSessionAt: '2030-01-03T10:00:00.000Z',
});
const CLEO = row({
  id: 'cleo',
  name: 'Cleo Park',
  meeting: { bookingId: 'b3', status: 'completed', start: '2029-12-01T10:00:00.000Z' },
});
const DAN = row({
  id: 'dan',
  name: 'Dan Brown',
  meeting: { bookingId: 'b4', status: 'cancelled', start: '2029-12-05T10:00:00.000Z' },
});

function list(items: MenteeRow[], total = items.length, page = 1): MenteeList {
  return {
    summary: {
      mentees: 4,
      assignments: { assigned: 2, done: 1, overdue: 0 },
      tests: { assigned: 1, done: 0, overdue: 1 },
    },
    items,
    total,
    page,
    pageSize: 10,
    filters: { skills: ['leadership'], languages: ['en', 'es'], topics: ['career_clarity'] },
  };
}

function render(path: string) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(accountKey, {
    id: 'mentor-1',
    email: 'sofia@example.com',
    name: 'Sofia Lindqvist',
    emailVerification: true,
    createdAt: '2025-06-17T00:00:00.000Z',
    role: 'mentor',
    onboarded: true,
    isAdmin: false,
  });
  return renderRoutes([{ path: '/dashboard_mentor', children: menteesRoutes }], path, queryClient);
}

beforeAll(async () => {
  await Promise.all([import('./mentees-page.tsx'), import('./mentee-page.tsx')]);
}, 30_000);

describe('/dashboard_mentor/mentees', () => {
  it('shows the summary, the table with the spec’s Meeting badges, and filters through the URL', async () => {
    const calls = answerApi(({ params }) => ({
      status: 200,
      body: params.get('skills') === 'leadership' ? list([ADA]) : list([ADA, BEN, CLEO, DAN]),
    }));
    render('/dashboard_mentor/mentees');

    const table = await screen.findByRole('table', { name: 'Progress of your mentees' });
    const cards = screen.getByRole('list', { name: 'Work you assigned' });
    expect(within(cards).getByRole('heading', { name: 'Tests' }).closest('li')).toHaveTextContent(
      '0 of 1 done· 1 overdue',
    );
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => within(r).queryByRole('rowheader')?.textContent ?? 'header')).toEqual([
      'header',
      'Ada Lovelace',
      'Ben Okri',
      'Cleo Park',
      'Dan Brown',
    ]);
    const ada = rows[1]!;
    expect(ada).toHaveTextContent('Plan 2');
    expect(ada).toHaveTextContent('1 of 2 done');
    expect(
      within(ada).getByRole('progressbar', { name: 'Progress of Ada Lovelace' }),
    ).toHaveAttribute('aria-valuenow', '65');
    const badge = (r: HTMLElement, text: string) => {
      const el = within(r).getByText(text);
      return el.className;
    };
    expect(badge(ada, 'Scheduled')).toMatch(/blue/);
    expect(badge(rows[2]!, 'Pending')).toMatch(/amber/);
    expect(badge(rows[3]!, 'Completed')).toMatch(/green/);
    expect(badge(rows[4]!, 'Cancelled')).toMatch(/slate/);
    expect(within(ada).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/dashboard_mentor/mentees/ada',
    );

    await userEvent.selectOptions(screen.getByLabelText('Skills'), 'Leadership');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(calls.at(-1)!.params.get('skills')).toBe('leadership');
    expect(screen.getByText('1 mentee')).toBeInTheDocument();
  });

  it('says what to do when no one has booked yet', async () => {
    answerApi(() => ({
      status: 200,
      body: { ...list([]), summary: { mentees: 0, assignments: zero, tests: zero } },
    }));
    render('/dashboard_mentor/mentees');
    expect(await screen.findByRole('heading', { name: 'No mentees yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set your availability' })).toHaveAttribute(
      'href',
      '/dashboard_mentor/availability',
    );
  });
});

const TEST: Activity = {
  id: 'act-test',
  menteeId: 'ada',
  goalId: null,
  name: 'Behavioural quiz',
  description: '',
  category: 'other',
  dueDate: '2030-01-10',
  status: 'not_started',
  source: 'mentor_assignment',
  bookingId: null,
  kind: 'test',
  score: null,
  createdBy: { id: 'mentor-1', name: 'Sofia Lindqvist' },
  createdAt: '2029-12-01T10:00:00.000Z',
  updatedAt: '2029-12-01T10:00:00.000Z',
};

function detail(activities: Activity[]): MenteeDetail {
  return {
    mentee: {
      id: 'ada',
      name: 'Ada Lovelace',
      headline: 'Product designer',
      goal: 'interview_preparation',
      goalOther: null,
      skills: ['leadership'],
      languages: ['en'],
    },
    row: ADA,
    goals: [],
    activities,
    today: '2030-01-01',
    sessions: [
      {
        id: 'b1',
        start: '2030-01-02T10:00:00.000Z',
        end: '2030-01-02T11:00:00.000Z',
        status: 'confirmed',
        planName: 'Plan 2',
        agenda: 'Mock interview',
      },
    ],
  };
}

describe('/dashboard_mentor/mentees/:id', () => {
  it('assigns a test and scores it out of 100 when marking it done', async () => {
    let activities: Activity[] = [];
    const calls = answerApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/mentor/mentees/ada')
        return { status: 200, body: detail(activities) };
      if (method === 'POST' && path === '/api/activities') {
        const b = body as { name: string; kind: 'test' };
        activities = [{ ...TEST, name: b.name }];
        return { status: 201, body: activities[0] };
      }
      if (method === 'PATCH' && path === '/api/activities/act-test') {
        activities = [{ ...activities[0]!, status: 'complete', score: 91 }];
        return { status: 200, body: activities[0] };
      }
      return { status: 404, body: { message: 'nope', code: 404, type: 'x' } };
    });
    render('/dashboard_mentor/mentees/ada');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Open the session of/ })).toHaveAttribute(
      'href',
      '/sessions/b1',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Test' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Behavioural quiz');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Behavioural quiz was assigned.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ menteeId: 'ada', kind: 'test', name: 'Behavioural quiz' });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark Behavioural quiz done' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Score the test' });
    await userEvent.type(within(dialog).getByLabelText('Score (0–100)'), '191');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    expect(await within(dialog).findByText('Enter a whole number from 0 to 100')).toBeVisible();
    await userEvent.clear(within(dialog).getByLabelText('Score (0–100)'));
    await userEvent.type(within(dialog).getByLabelText('Score (0–100)'), '91');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    expect(await screen.findByText('Score 91/100')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      status: 'complete',
      score: 91,
    });
  });

  it('names the limit when an assignment is too long, instead of "That is too long"', async () => {
    const calls = answerApi(({ method, path }) =>
      method === 'GET' && path === '/api/mentor/mentees/ada'
        ? { status: 200, body: detail([]) }
        : { status: 404, body: { message: 'nope', code: 404, type: 'x' } },
    );
    render('/dashboard_mentor/mentees/ada');
    const name = await screen.findByLabelText('Name');
    await userEvent.click(name);
    await userEvent.paste('n'.repeat(201));
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Must be at most 200 characters')).toBeVisible();
    expect(name).toHaveAccessibleDescription('Must be at most 200 characters');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('warns under the due date before saving when it has passed', async () => {
    answerApi(({ method, path }) =>
      method === 'GET' && path === '/api/mentor/mentees/ada'
        ? { status: 200, body: detail([]) }
        : { status: 404, body: { message: 'nope', code: 404, type: 'x' } },
    );
    render('/dashboard_mentor/mentees/ada');
    const due = await screen.findByLabelText(/Due date/);
    const warning = /This date has passed: the work will show as overdue at once/;
    await userEvent.type(due, '2029-12-31');
    expect(await screen.findByText(warning)).toBeVisible();
    expect(due).toHaveAccessibleDescription(warning);
    await userEvent.clear(due);
    await userEvent.type(due, '2030-01-01');
    expect(screen.queryByText(warning)).toBeNull();
  });

  it('lets the mentor edit and delete what they assigned, deleting only after confirming', async () => {
    let activities: Activity[] = [TEST];
    const calls = answerApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/mentor/mentees/ada')
        return { status: 200, body: detail(activities) };
      if (method === 'PATCH' && path === '/api/activities/act-test') {
        activities = [{ ...activities[0]!, ...(body as Partial<Activity>) }];
        return { status: 200, body: activities[0] };
      }
      if (method === 'DELETE' && path === '/api/activities/act-test') {
        activities = [];
        return { status: 204 };
      }
      return { status: 404, body: { message: 'nope', code: 404, type: 'x' } };
    });
    const user = userEvent.setup();
    render('/dashboard_mentor/mentees/ada');

    await user.click(await screen.findByRole('button', { name: 'Edit “Behavioural quiz”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the work' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Behavioural quiz, part 2');
    const due = within(dialog).getByLabelText('Due date');
    await user.clear(due);
    await user.type(due, '2029-12-20');
    // The page's today is 2030-01-01: the same warning as the assign form.
    expect(
      within(dialog).getByText(/This date has passed: the work will show as overdue at once/),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Behavioural quiz, part 2')).toBeVisible();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toMatchObject({
      name: 'Behavioural quiz, part 2',
      dueDate: '2029-12-20',
    });

    await user.click(screen.getByRole('button', { name: 'Delete “Behavioural quiz, part 2”' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete “Behavioural quiz, part 2”' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByText('Behavioural quiz, part 2')).toBeNull());
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/activities/act-test');
  });

  it('says plainly when the person is not one of the mentor’s mentees', async () => {
    answerApi(() => ({
      status: 404,
      body: { message: 'No mentee', code: 404, type: 'mentee_not_found' },
    }));
    render('/dashboard_mentor/mentees/stranger');
    expect(
      await screen.findByRole('heading', { name: 'This person is not one of your mentees.' }),
    ).toBeVisible();
  });
});
