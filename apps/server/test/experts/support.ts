import type { ExpertRequest } from '@pathwise/contracts';
import { expect } from 'vitest';
import type { TestApp } from '@pathwise/server/test-support';
import { onboardedPerson, type Person } from '../onboarding/support.ts';

/** Helpers of the Ask an Expert tests. */

/** An approved mentor who opted in as an expert, with `niche` as expertise. */
export async function expert(t: TestApp, niche = 'career', name?: string): Promise<Person> {
  const mentor = await onboardedPerson(t, 'coach', name ? { name } : {});
  await t.db.query(
    `update mentor_profiles set status = 'approved', expert_opt_in = true, niche = $2 where user_id = $1`,
    [mentor.id, niche],
  );
  return mentor;
}

/** Requests as `person` (their session cookie). */
export function as(t: TestApp, person: Person) {
  return {
    get: (url: string) => t.request('GET', url, { session: person.session }),
    post: (url: string, body?: unknown) =>
      t.request('POST', url, { session: person.session, body: body ?? {} }),
  };
}

/** A new request of `mentee`, asserted 201. */
export async function ask(
  t: TestApp,
  mentee: Person,
  topic = 'career',
  description = 'I am stuck negotiating my first offer.',
): Promise<ExpertRequest> {
  const res = await as(t, mentee).post('/api/expert-requests', { topic, description });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ExpertRequest>();
}
