import type { MenteeList, MenteeRow } from '@pathwise/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { StudentProgressTracker } from './student-progress-tracker.tsx';

const zero = { assigned: 0, done: 0, overdue: 0 };

function row(id: string, name: string, progress: number | null, next: string | null): MenteeRow {
  return {
    id,
    name,
    headline: null,
    courseName: 'Starter Plan',
    assignments: zero,
    tests: zero,
    progress,
    sharedGoals: progress === null ? 0 : 1,
    meeting: next ? { bookingId: `b-${id}`, status: 'scheduled', start: next } : null,
    nextSessionAt: next,
  };
}

function list(items: MenteeRow[]): MenteeList {
  return {
    summary: { mentees: items.length, assignments: zero, tests: zero },
    items,
    total: items.length,
    page: 1,
    pageSize: 3,
    filters: { skills: [], languages: [], topics: [] },
  };
}

describe('Student Progress Tracker', () => {
  it('shows the three mentees with the soonest sessions and their progress bars', async () => {
    const calls = answerApi(() => ({
      status: 200,
      body: list([
        row('m1', 'Ada Lovelace', 65, '2030-01-02T10:00:00.000Z'),
        row('m2', 'Ben Okri', 20, '2030-01-03T10:00:00.000Z'),
        row('m3', 'Cleo Park', null, null),
      ]),
    }));
    renderRoutes([{ path: '/', element: <StudentProgressTracker /> }], '/');

    const region = await screen.findByRole('region', { name: 'Student Progress Tracker' });
    const ada = await within(region).findByRole('progressbar', {
      name: 'Progress of Ada Lovelace',
    });
    expect(ada).toHaveAttribute('aria-valuenow', '65');
    expect(region).toHaveTextContent('65% Done');
    expect(within(region).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/dashboard_mentor/mentees/m1',
    );
    expect(region).toHaveTextContent('No shared goals yet');
    expect(calls[0]!.params.get('sort')).toBe('next');
    expect(calls[0]!.params.get('limit')).toBe('3');
  });

  it('says honestly that there is nothing to track without mentees', async () => {
    answerApi(() => ({ status: 200, body: list([]) }));
    renderRoutes([{ path: '/', element: <StudentProgressTracker /> }], '/');
    expect(await screen.findByText('No mentees to track yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Mentees' })).toHaveAttribute(
      'href',
      '/dashboard_mentor/mentees',
    );
  });
});
