import fs from 'node:fs';
import path from 'node:path';
import { CIRCLE_CATEGORIES, type Circle } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsSeeder } from '../../src/db/seed/bookings.ts';
import { circlesSeeder, DEMO_CIRCLES, DEMO_DISCUSSIONS } from '../../src/db/seed/circles.ts';
import { mentorsSeeder } from '../../src/db/seed/mentors.ts';
import { DEMO_SEEDERS } from '../../src/db/seed/registry.ts';
import { demoSeedContext } from '../../src/db/seed/types.ts';
import { publicMemberName } from '../../src/modules/circles/repository.ts';
import { getCircle, listCircles } from './support.ts';

/**
 * The demo circles (docs/product.md#13-demo-content "Demo content"): what a newcomer sees on /circles of a
 * fresh install, loaded by the real seeder into a database of its own.
 */

const webPublic = path.resolve(import.meta.dirname, '../../../web/public');
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // The demo mentors and mentees first, as the registry orders them: circles draw their
  // mentors and members from them.
  await t.database.transaction(async (tx) => {
    await mentorsSeeder.run(tx, demoSeedContext());
    await bookingsSeeder.run(tx, demoSeedContext());
    await circlesSeeder.run(tx, demoSeedContext());
  });
});
afterAll(async () => {
  await t?.close();
});

async function all(query: Record<string, string> = {}): Promise<Circle[]> {
  const items: Circle[] = [];
  for (let page = 1; ; page++) {
    const list = await listCircles(t, { ...query, page });
    items.push(...list.items);
    if (items.length >= list.total) return items;
  }
}

describe('demo circles', () => {
  it('is registered with the demo content, after the demo mentors', () => {
    expect(DEMO_SEEDERS).toContain(circlesSeeder);
    expect(DEMO_SEEDERS.indexOf(mentorsSeeder)).toBeLessThan(DEMO_SEEDERS.indexOf(circlesSeeder));
    expect(DEMO_SEEDERS.indexOf(bookingsSeeder)).toBeLessThan(DEMO_SEEDERS.indexOf(circlesSeeder));
  });

  it('gives every category button at least one circle, all marked as demo rows', async () => {
    for (const category of CIRCLE_CATEGORIES) {
      const list = await listCircles(t, { category });
      expect(list.total, category).toBeGreaterThan(0);
    }
    const { rows } = await t.db.query<{ n: number; demo: number }>(
      'select count(*)::int as n, count(*) filter (where is_demo)::int as demo from circles',
    );
    expect(rows[0]).toEqual({ n: DEMO_CIRCLES.length, demo: DEMO_CIRCLES.length });
  });

  it('shows each circle with a cover image that exists, a description and plausible counts', async () => {
    const circles = await all();
    expect(circles).toHaveLength(DEMO_CIRCLES.length);
    for (const c of circles) {
      expect(c.imagePath, c.title).toMatch(/^\/images\/circles\/[a-z0-9-]+\.svg$/);
      expect(fs.existsSync(path.join(webPublic, c.imagePath!)), c.imagePath!).toBe(true);
      expect(c.description.length, c.title).toBeGreaterThan(80);
      expect(c.memberCount, c.title).toBeGreaterThan(c.likeCount);
      expect(c.likeCount, c.title).toBeGreaterThan(0);
    }
  });

  it('has demo mentors and mentees join, each card counting exactly the members its page lists', async () => {
    let withMentors = 0;
    for (const listed of await all()) {
      const circle = await getCircle(t, listed.id);
      const demo = DEMO_CIRCLES.find((c) => c.slug === circle.slug)!;
      // No stored number inflates the card; every member is a row.
      expect(listed.memberCount, circle.title).toBe(circle.members.total);
      expect(circle.memberCount, circle.title).toBe(circle.members.total);
      expect(circle.members.total, circle.title).toBeGreaterThanOrEqual(demo.members);
      const names = circle.members.items.map((m) => m.name);
      for (const mentor of circle.mentors) {
        expect(names, circle.title).toContain(publicMemberName(mentor.name));
      }
      expect(circle.mentors.length, circle.title).toBeLessThanOrEqual(3);
      if (circle.mentors.length > 0) withMentors++;
    }
    // Every circle's skills or niches are covered by today's demo mentors.
    expect(withMentors).toBe(DEMO_CIRCLES.length);
    const { rows } = await t.db.query<{ rows: number; demo: number; approvedDemo: number }>(
      `select count(*)::int as rows,
              count(*) filter (where cm.is_demo)::int as demo,
              count(*) filter (where mp.is_demo and mp.status = 'approved')::int as "approvedDemo"
       from circle_memberships cm left join mentor_profiles mp on mp.user_id = cm.user_id`,
    );
    // Every membership is demo content: demo mentors, and demo mentees beside them.
    expect(rows[0]!.rows).toBeGreaterThan(0);
    expect(rows[0]!.demo).toBe(rows[0]!.rows);
    expect(rows[0]!.approvedDemo).toBeGreaterThan(0);
    expect(rows[0]!.approvedDemo).toBeLessThan(rows[0]!.rows);
  });

  it('orders the trending filters by the demo data as well', async () => {
    // Most Active: members (rows) and posts; the demo's most and least joined stay first and last.
    const byMembers = [...DEMO_CIRCLES].sort((a, b) => b.members - a.members);
    const byAge = [...DEMO_CIRCLES].sort((a, b) => a.daysAgo - b.daysAgo);
    const active = (await all({ trending: 'most_active' })).map((c) => c.slug);
    expect(active[0]).toBe(byMembers[0]!.slug);
    expect(active.at(-1)).toBe(byMembers.at(-1)!.slug);
    expect((await all({ trending: 'recently_added' })).map((c) => c.slug)).toEqual(
      byAge.map((c) => c.slug),
    );
  });
});

describe('demo discussions', () => {
  it('gives a few demo circles posts and replies by their demo mentors, this week', async () => {
    const { rows } = await t.db.query<{
      slug: string;
      posts: number;
      replies: number;
      demo: boolean;
      members: boolean;
      recent: boolean;
    }>(
      `select c.slug,
              count(*) filter (where p.parent_id is null)::int as posts,
              count(*) filter (where p.parent_id is not null)::int as replies,
              bool_and(p.is_demo) as demo,
              bool_and(exists (select 1 from circle_memberships m
                               where m.circle_id = p.circle_id and m.user_id = p.author_id)) as members,
              bool_and(p.created_at > now() - interval '7 days') as recent
       from circle_posts p join circles c on c.id = p.circle_id
       group by c.slug order by c.slug`,
    );
    // Without the demo accounts (this database), the threads with the demo mentee are left out.
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.length).toBeLessThanOrEqual(4);
    for (const row of rows) {
      expect(row.slug in DEMO_DISCUSSIONS, row.slug).toBe(true);
      expect(row, row.slug).toMatchObject({ demo: true, members: true, recent: true });
      expect(row.posts, row.slug).toBeGreaterThan(0);
    }
    expect(rows.some((r) => r.replies > 0)).toBe(true);

    const withPosts = (await all()).find((c) => c.slug === rows[0]!.slug)!;
    const res = await t.request('GET', `/api/circles/${withPosts.id}/posts`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ items: unknown[] }>().items.length).toBe(rows[0]!.posts);
  });
});
