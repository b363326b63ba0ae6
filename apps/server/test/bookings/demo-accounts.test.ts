import { buildTestApp, signIn, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_MENTEE_EMAIL,
  DEMO_MENTOR_EMAIL,
} from '../../src/db/seed/demo-accounts.ts';
import { findDemoAccounts, seedDemoContent } from '../../src/db/seed/index.ts';
import { createLogger } from '../../src/lib/logger.ts';

/**
 * Demo accounts and demo booking history (docs/product.md#13-demo-content): two accounts sign in
 * with DEMO_PASSWORD, each with held, upcoming, pending and cancelled sessions; every demo
 * mentor's rating and review count come from real reviews of held sessions.
 */

const PASSWORD = 'demo-password-for-tests';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const ran = await seedDemoContent(t.database, createLogger('silent'), {
    demoPassword: PASSWORD,
  });
  expect(ran).toBe(true);
});
afterAll(() => t?.close());

describe('demo accounts', () => {
  it('are the mentee and the mentor, and sign in with DEMO_PASSWORD only', async () => {
    expect(await findDemoAccounts(t.database)).toEqual([
      DEMO_MENTOR_EMAIL,
      DEMO_MENTEE_EMAIL,
      DEMO_ADMIN_EMAIL,
    ]);
    await signIn(t, { email: DEMO_MENTEE_EMAIL, password: PASSWORD });
    await signIn(t, { email: DEMO_ADMIN_EMAIL, password: PASSWORD });
    await signIn(t, { email: DEMO_MENTOR_EMAIL, password: PASSWORD });
    const wrong = await t.request('POST', '/api/account/sessions/email', {
      body: { email: DEMO_MENTEE_EMAIL, password: 'pathwise-demo' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('the demo mentor is an approved mentor with plans and bookable slots', async () => {
    const { rows } = await t.db.query<{ id: string }>('select id from users where email = $1', [
      DEMO_MENTOR_EMAIL,
    ]);
    const id = rows[0]!.id;
    const profile = await t.request('GET', `/api/mentors/${id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json<{ plans: unknown[] }>().plans.length).toBe(2);
    const from = new Date();
    const to = new Date(from.getTime() + 14 * 86_400_000);
    const slots = await t.request(
      'GET',
      `/api/mentors/${id}/slots?from=${from.toISOString()}&to=${to.toISOString()}`,
    );
    expect(slots.json<{ slots: string[] }>().slots.length).toBeGreaterThan(10);
  });

  it('gives the pair a history of held, upcoming, proposed, pending and cancelled sessions', async () => {
    const { rows } = await t.db.query<{ kind: string; n: number }>(
      `select case
                when b.status = 'confirmed' and b.ends_at < now() then 'held'
                when b.proposed_starts_at is not null then 'proposed'
                when b.status = 'confirmed' then 'upcoming'
                else b.status end as kind,
              count(*)::int as n
         from bookings b
         join users m on m.id = b.mentor_id
        where m.email = $1
        group by 1`,
      [DEMO_MENTOR_EMAIL],
    );
    const counts = Object.fromEntries(rows.map((r) => [r.kind, r.n]));
    expect(counts).toMatchObject({ pending: 1, declined: 1, proposed: 1 });
    // Jordan's and, from the mentees seeder, Gabriel Costa's cancelled intro call.
    expect(counts.cancelled).toBeGreaterThanOrEqual(1);
    expect(counts.held).toBeGreaterThanOrEqual(4);
    expect(counts.upcoming).toBeGreaterThanOrEqual(2);
    const notes = await t.db.query(
      `select 1 from bookings b join users u on u.id = b.mentee_id
        where u.email = $1 and b.mentor_notes <> '' and b.ends_at < now()`,
      [DEMO_MENTEE_EMAIL],
    );
    expect(notes.rowCount).toBeGreaterThanOrEqual(3);
  });

  it('every demo mentor’s rating and count are those of their reviews of held sessions', async () => {
    const { rows } = await t.db.query<{
      shown: string | null;
      count: number;
      real: string;
      n: number;
    }>(
      `select p.rating_avg::text as shown, p.review_count as count,
              round(avg(r.rating), 1)::text as real, count(r.*)::int as n
         from mentor_profiles p
         join reviews r on r.mentor_id = p.user_id
         join bookings b on b.id = r.booking_id and b.status = 'confirmed' and b.ends_at < now()
        where p.is_demo
        group by p.user_id`,
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows)
      expect({ shown: r.shown, count: r.count }).toEqual({ shown: r.real, count: r.n });
    const unreviewed = await t.db.query(
      `select 1 from mentor_profiles p
        where p.is_demo and p.review_count > 0
          and not exists (select 1 from reviews r where r.mentor_id = p.user_id)`,
    );
    expect(unreviewed.rowCount).toBe(0);
  });

  it('rates demo mentors plausibly and variedly, and no two reviews read the same', async () => {
    const { rows: ratings } = await t.db.query<{ rating: string }>(
      `select rating_avg::text as rating from mentor_profiles
        where is_demo and status = 'approved' and review_count > 0`,
    );
    expect(ratings.length).toBeGreaterThan(30);
    const values = ratings.map((r) => Number(r.rating));
    for (const v of values) expect(v).toBeGreaterThanOrEqual(4.3);
    expect(new Set(values).size).toBeGreaterThanOrEqual(4);
    expect(values.filter((v) => v === 4).length).toBe(0);

    const { rows: texts } = await t.db.query<{ n: number; distinct: number }>(
      `select count(*)::int as n, count(distinct text)::int as distinct
         from reviews where text <> ''`,
    );
    expect(texts[0]!.n).toBeGreaterThan(500);
    expect(texts[0]!.distinct).toBe(texts[0]!.n);
  });

  it('no booking of one mentor or one mentee overlaps another', async () => {
    const { rows } = await t.db.query(
      `select 1 from bookings a join bookings b on a.id < b.id
        where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')
          and ((a.mentor_id = b.mentor_id
                and tstzrange(a.blocked_from, a.blocked_until) && tstzrange(b.blocked_from, b.blocked_until))
            or (a.mentee_id = b.mentee_id
                and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)))`,
    );
    expect(rows.length).toBe(0);
  });
});

describe('demo content without a demo password (production)', () => {
  it('has no account that can sign in', async () => {
    const other = await buildTestApp();
    try {
      await seedDemoContent(other.database, createLogger('silent'), { demoPassword: null });
      expect(await findDemoAccounts(other.database)).toEqual([]);
      const { rows } = await other.db.query(`select 1 from reviews`);
      expect(rows.length).toBeGreaterThan(100);
    } finally {
      await other.close();
    }
  });
});
