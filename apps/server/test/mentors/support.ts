import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type {
  MentorLanguage,
  MentorSkill,
  MentorTopic,
  PublicMentorList,
} from '@pathwise/contracts';
import type { TestApp } from '@pathwise/server/test-support';

/**
 * Helpers of the mentor directory's API tests. Approved mentors with directory fields cannot
 * be made through the API yet (onboarding does not ask for role, company, tags…; a later
 * settings issue does), so tests insert the rows into their own database the way the demo
 * seeder does. The approval flow itself is covered through the API in test/admin.
 */

/** What {@link insertMentor} writes; anything left out gets a plausible value. */
export interface MentorInput {
  firstName: string;
  lastName?: string;
  status?: 'pending' | 'approved' | 'declined';
  headline?: string | null;
  company?: string | null;
  skills?: MentorSkill[];
  topics?: MentorTopic[];
  languages?: MentorLanguage[];
  skillsText?: string;
  years?: number | null;
  rating?: number | null;
  reviews?: number;
  featured?: boolean;
  /** Plan prices in US dollars, in order; default one $100 plan. */
  prices?: number[];
  /** Days since approval (default 1): the last tie-break is the most recent approval. */
  approvedDaysAgo?: number;
}

/** Insert one mentor (account, profile, plans); returns the user id. */
export async function insertMentor(t: TestApp, input: MentorInput): Promise<string> {
  const id = randomUUID();
  const days = input.approvedDaysAgo ?? 1;
  await t.db.query(
    `insert into users (id, email, name, password_hash, email_verified_at)
     values ($1, $2, $3, 'not-a-password-hash', now())`,
    [id, `mentor-${id}@example.com`, `${input.firstName} ${input.lastName ?? 'Tester'}`],
  );
  await t.db.query(
    `insert into mentor_profiles (user_id, first_name, last_name, about, niche, skills_text,
       certification, clients_count, goal, status, reviewed_at, headline, company, skills, topics,
       languages, years_experience, rating_avg, review_count, featured)
     values ($1, $2, $3, 'I help people grow.', 'career', $4, 'icf', 3, 'empower_clients', $5,
       now() - make_interval(days => $6), $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      id,
      input.firstName,
      input.lastName ?? 'Tester',
      input.skillsText ?? '',
      input.status ?? 'approved',
      days,
      input.headline === undefined ? 'Mentor' : input.headline,
      input.company === undefined ? 'Acme' : input.company,
      input.skills ?? [],
      input.topics ?? [],
      input.languages ?? ['en'],
      input.years === undefined ? 12 : input.years,
      input.rating ?? null,
      input.reviews ?? 0,
      input.featured ?? false,
    ],
  );
  const prices = input.prices ?? [100];
  for (const [position, price] of prices.entries()) {
    await t.db.query(
      `insert into mentor_plans (id, mentor_id, position, name, price_minor, currency, sessions)
       values ($1, $2, $3, $4, $5, 'USD', 2)`,
      [
        randomUUID(),
        id,
        position,
        position === 0 ? 'Starter Plan' : `Plan ${position + 1}`,
        price * 100,
      ],
    );
  }
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
