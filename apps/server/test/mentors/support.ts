import assert from 'node:assert/strict';
import type { PublicMentorList } from '@pathwise/contracts';
import type { TestApp } from '@pathwise/server/test-support';
import type { MentorInput as FactoryInput } from '../../src/db/seed/makers.ts';
import { insertMentors } from '../../src/db/seed/mentor-factory.ts';

/**
 * Helpers of the mentor directory's API tests. Approved mentors with directory fields cannot
 * be made through the API yet (onboarding does not ask for role, company, tags…; a later
 * settings issue does), so tests insert them into their own database with the demo seed's
 * mentor factory (src/db/seed/mentor-factory.ts, built on the makers of src/db/seed/makers.ts).
 * The approval flow itself is covered through the API in test/admin.
 */

/** What {@link insertMentor} takes: the mentor factory's input, prices in whole dollars. */
export interface MentorInput extends FactoryInput {
  /** Plan prices in US dollars, in order; default one $100 plan of 2 sessions. */
  prices?: number[];
}

/** Insert one mentor (account, onboarding, profile, plans) with the one mentor factory. */
export async function insertMentor(t: TestApp, input: MentorInput): Promise<string> {
  const { prices, ...rest } = input;
  const [id] = await insertMentors(t.database.db, [
    prices ? { ...rest, plans: prices.map((price) => ({ price, sessions: 2 })) } : rest,
  ]);
  assert.ok(id, 'the mentor was inserted');
  return id;
}

/** `GET /api/mentors?…`, asserted 200. */
export async function search(
  t: TestApp,
  query: Record<string, string | number> = {},
): Promise<PublicMentorList> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) qs.set(k, String(v));
  const res = await t.request('GET', `/api/mentors?${qs.toString()}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json<PublicMentorList>();
}

/** The names of a result page, in order. */
export const names = (list: PublicMentorList) => list.items.map((m) => m.name);
