import { randomBytes, randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import type { CircleCategory, CircleDetail, CircleList, CircleStatus } from '@pathwise/contracts';
import type { TestApp } from '@pathwise/server/test-support';

/**
 * Helpers of the circles API tests. Circles have no create API (they are curated content),
 * so tests insert their rows straight into their own database, as the demo seeder does.
 */

/** A word no other test's titles contain, to search for one test's circles only. */
export function uniqueWord(prefix = 'circle'): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

/** What {@link insertCircle} writes; anything left out gets a plausible value. */
export interface CircleInput {
  title: string;
  category?: CircleCategory;
  description?: string;
  /** Default: now. */
  createdAt?: Date;
  isDemo?: boolean;
  demoMemberCount?: number;
  demoLikeCount?: number;
}

/** Insert one circle; returns its id. */
export async function insertCircle(t: TestApp, input: CircleInput): Promise<string> {
  const id = randomUUID();
  await t.db.query(
    `insert into circles (id, slug, title, category, description, image_path, created_at,
       is_demo, demo_member_count, demo_like_count)
     values ($1, $2, $3, $4, $5, null, $6, $7, $8, $9)`,
    [
      id,
      `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id.slice(0, 8)}`,
      input.title,
      input.category ?? 'tech',
      input.description ?? `People who care about ${input.title}.`,
      (input.createdAt ?? new Date()).toISOString(),
      input.isDemo ?? false,
      input.demoMemberCount ?? 0,
      input.demoLikeCount ?? 0,
    ],
  );
  return id;
}

/** `GET /api/circles?…`, asserted 200. */
export async function listCircles(
  t: TestApp,
  query: Record<string, string | number>,
  session?: string,
): Promise<CircleList> {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const res = await t.request('GET', `/api/circles?${qs.toString()}`, { session });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<CircleList>();
}

/** `GET /api/circles/:id`, asserted 200. */
export async function getCircle(t: TestApp, id: string, session?: string): Promise<CircleDetail> {
  const res = await t.request('GET', `/api/circles/${id}`, { session });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<CircleDetail>();
}

/** `PUT` or `DELETE /api/circles/:id/{membership|like}`, asserted 200. */
export async function change(
  t: TestApp,
  method: 'PUT' | 'DELETE',
  what: 'membership' | 'like',
  id: string,
  session: string,
): Promise<CircleStatus> {
  const res = await t.request(method, `/api/circles/${id}/${what}`, { session });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<CircleStatus>();
}
