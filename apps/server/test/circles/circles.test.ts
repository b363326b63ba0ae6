import { randomUUID } from 'node:crypto';
import {
  CIRCLE_CATEGORIES,
  CIRCLE_PAGE_SIZE,
  CircleDetail,
  CircleList,
  CircleStatus,
} from '@pathwise/contracts';
import { buildTestApp, uniqueEmail, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, onboardedPerson, type Person } from '../onboarding/support.ts';
import { change, getCircle, insertCircle, listCircles, uniqueWord } from './support.ts';
import { publicMemberName } from '../../src/modules/circles/repository.ts';

/**
 * The circles API (docs/product.md#217-circles "Circles / communities page"; docs/product.md#11-fix
 * "Circles"): public browsing with title search, category and trending filters; joining,
 * leaving, liking and unliking by verified accounts, idempotent, with counts from real rows.
 */

const ADMIN_EMAIL = uniqueEmail('admin');
let t: TestApp;
let ada: Person;
let ben: Person;
let cleo: Person;

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  [ada, ben, cleo] = await Promise.all([
    makePerson(t, { name: 'Ada Lovelace' }),
    makePerson(t, { name: 'Ben Okafor' }),
    makePerson(t, { name: 'Cleo Silva' }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);

describe('GET /api/circles', () => {
  it('is public and answers cards with counts, signed-out flags false', async () => {
    const word = uniqueWord();
    const id = await insertCircle(t, {
      title: `Money ${word}`,
      category: 'finance',
      description: 'Budgets and first salaries.',
    });
    const list = await listCircles(t, { q: word });
    expect(CircleList.parse(list)).toEqual({
      items: [
        expect.objectContaining({
          id,
          title: `Money ${word}`,
          category: 'finance',
          description: 'Budgets and first salaries.',
          imagePath: null,
          memberCount: 0,
          likeCount: 0,
          joined: false,
          liked: false,
        }),
      ],
      total: 1,
      page: 1,
      pageSize: CIRCLE_PAGE_SIZE,
    });
  });

  it('searches titles case-insensitively, and % or _ match only themselves', async () => {
    const word = uniqueWord();
    await insertCircle(t, { title: `Design Thinking ${word}` });
    await insertCircle(t, { title: `Web Design ${word}` });
    await insertCircle(t, { title: `Finance ${word}`, description: 'design is in the text only' });
    await insertCircle(t, { title: `100% Growth ${word}` });

    const design = await listCircles(t, { q: `DESIGN ${word}`.replace(word, '').trim() });
    const ours = design.items.filter((c) => c.title.endsWith(word)).map((c) => c.title);
    expect(ours.sort()).toEqual([`Design Thinking ${word}`, `Web Design ${word}`]);

    const exact = await listCircles(t, { q: `web design ${word.toUpperCase()}` });
    expect(exact.items.map((c) => c.title)).toEqual([`Web Design ${word}`]);

    const percent = await listCircles(t, { q: `100% growth ${word}` });
    expect(percent.items.map((c) => c.title)).toEqual([`100% Growth ${word}`]);
    const wildcard = await listCircles(t, { q: `%${word}` });
    expect(wildcard.total).toBe(0);
    const underscore = await listCircles(t, { q: `Web_Design ${word}` });
    expect(underscore.total).toBe(0);
  });

  it('filters by category and combines it with the search', async () => {
    const word = uniqueWord();
    await insertCircle(t, { title: `Angels ${word}`, category: 'startup' });
    await insertCircle(t, { title: `Seed rounds ${word}`, category: 'startup' });
    await insertCircle(t, { title: `Essays ${word}`, category: 'university_admission' });

    const startup = await listCircles(t, { q: word, category: 'startup' });
    expect(startup.items.map((c) => c.title)).toEqual([`Angels ${word}`, `Seed rounds ${word}`]);
    expect(startup.total).toBe(2);
    const admission = await listCircles(t, { q: word, category: 'university_admission' });
    expect(admission.items.map((c) => c.category)).toEqual(['university_admission']);
    const none = await listCircles(t, { q: word, category: 'bitcoin_web3' });
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('treats empty parameters as absent and refuses unknown values', async () => {
    const res = await t.request('GET', '/api/circles?q=&category=&trending=&page=1');
    expect(res.statusCode, res.body).toBe(200);
    for (const bad of ['category=cooking', 'trending=popular', 'page=0', 'page=two']) {
      const refused = await t.request('GET', `/api/circles?${bad}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json()).toMatchObject({ type: 'general_argument_invalid', code: 400 });
    }
    const long = await t.request('GET', `/api/circles?q=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
  });

  it('pages by CIRCLE_PAGE_SIZE in title order', async () => {
    const word = uniqueWord();
    const titles = Array.from(
      { length: CIRCLE_PAGE_SIZE + 2 },
      (_, i) => `${word} ${String(i).padStart(2, '0')}`,
    );
    for (const title of [...titles].reverse()) await insertCircle(t, { title });
    const first = await listCircles(t, { q: word });
    const second = await listCircles(t, { q: word, page: 2 });
    expect(first.total).toBe(titles.length);
    expect(first.items.map((c) => c.title)).toEqual(titles.slice(0, CIRCLE_PAGE_SIZE));
    expect(second.items.map((c) => c.title)).toEqual(titles.slice(CIRCLE_PAGE_SIZE));
    const beyond = await listCircles(t, { q: word, page: 3 });
    expect(beyond).toMatchObject({ items: [], total: titles.length, page: 3 });
  });
});

describe('trending filters', () => {
  it('most_active puts the circle with the most members (memberships) first', async () => {
    const word = uniqueWord();
    const small = await insertCircle(t, { title: `A small ${word}` });
    const busy = await insertCircle(t, { title: `B busy ${word}` });
    const demo = await insertCircle(t, {
      title: `C demo ${word}`,
      isDemo: true,
      demoMemberCount: 1,
      demoLikeCount: 9,
    });
    await change(t, 'PUT', 'membership', busy, ada.session);
    await change(t, 'PUT', 'membership', demo, cleo.session);
    await change(t, 'PUT', 'membership', demo, ada.session);
    await change(t, 'PUT', 'membership', demo, ben.session);
    await change(t, 'PUT', 'like', small, ada.session);

    const list = await listCircles(t, { q: word, trending: 'most_active' });
    expect(list.items.map((c) => [c.id, c.memberCount])).toEqual([
      [demo, 3],
      [busy, 1],
      [small, 0],
    ]);
  });

  it('recently_added puts the newest circle first', async () => {
    const word = uniqueWord();
    const yesterday = daysAgo(1);
    const old = await insertCircle(t, { title: `A old ${word}`, createdAt: daysAgo(90) });
    const fresh = await insertCircle(t, { title: `B fresh ${word}`, createdAt: yesterday });
    const mid = await insertCircle(t, { title: `C mid ${word}`, createdAt: daysAgo(20) });
    const list = await listCircles(t, { q: word, trending: 'recently_added' });
    expect(list.items.map((c) => c.id)).toEqual([fresh, mid, old]);
    expect(list.items[0]!.createdAt).toBe(yesterday.toISOString());
  });

  it('hot_trending counts joins + likes of the last 7 days only; demo baselines do not count', async () => {
    const word = uniqueWord();
    // Big and famous, but all of its activity is older than a week.
    const famous = await insertCircle(t, {
      title: `A famous ${word}`,
      isDemo: true,
      demoMemberCount: 900,
      demoLikeCount: 300,
    });
    const lively = await insertCircle(t, { title: `B lively ${word}` });
    const quiet = await insertCircle(t, { title: `C quiet ${word}` });
    const liked = await insertCircle(t, { title: `D liked ${word}` });

    for (const p of [ada, ben, cleo]) await change(t, 'PUT', 'membership', famous, p.session);
    await t.db.query(
      `update circle_memberships set joined_at = now() - interval '8 days' where circle_id = $1`,
      [famous],
    );
    await change(t, 'PUT', 'membership', lively, ada.session);
    await change(t, 'PUT', 'like', lively, ada.session);
    await change(t, 'PUT', 'like', lively, ben.session);
    await change(t, 'PUT', 'like', liked, cleo.session);

    const list = await listCircles(t, { q: word, trending: 'hot_trending' });
    // lively: 1 join + 2 likes = 3; liked: 1; famous: 0 this week (ties broken by all-time
    // members + likes, so it leads quiet).
    expect(list.items.map((c) => c.id)).toEqual([lively, liked, famous, quiet]);

    // A like taken back is no longer activity.
    await change(t, 'DELETE', 'like', lively, ada.session);
    await change(t, 'DELETE', 'like', lively, ben.session);
    await change(t, 'DELETE', 'membership', lively, ada.session);
    const after = await listCircles(t, { q: word, trending: 'hot_trending' });
    expect(after.items.map((c) => c.id)).toEqual([liked, famous, lively, quiet]);
  });
});

describe('joining and liking', () => {
  it('PUT and DELETE are idempotent and answer the new counts and flags', async () => {
    const title = `Join ${uniqueWord()}`;
    const id = await insertCircle(t, { title });

    const joined = await change(t, 'PUT', 'membership', id, ada.session);
    expect(CircleStatus.parse(joined)).toEqual({
      id,
      memberCount: 1,
      likeCount: 0,
      joined: true,
      liked: false,
    });
    expect(await change(t, 'PUT', 'membership', id, ada.session)).toEqual(joined);
    expect(await change(t, 'PUT', 'membership', id, ben.session)).toMatchObject({
      memberCount: 2,
      joined: true,
    });

    const liked = await change(t, 'PUT', 'like', id, ada.session);
    expect(liked).toEqual({ id, memberCount: 2, likeCount: 1, joined: true, liked: true });
    expect(await change(t, 'PUT', 'like', id, ada.session)).toEqual(liked);

    // What each person sees afterwards.
    const asAda = await listCircles(t, { q: title }, ada.session);
    expect(asAda.items[0]).toMatchObject({
      memberCount: 2,
      likeCount: 1,
      joined: true,
      liked: true,
    });
    const asCleo = await getCircle(t, id, cleo.session);
    expect(asCleo).toMatchObject({ memberCount: 2, likeCount: 1, joined: false, liked: false });

    const unliked = await change(t, 'DELETE', 'like', id, ada.session);
    expect(unliked).toEqual({ id, memberCount: 2, likeCount: 0, joined: true, liked: false });
    expect(await change(t, 'DELETE', 'like', id, ada.session)).toEqual(unliked);

    const left = await change(t, 'DELETE', 'membership', id, ada.session);
    expect(left).toEqual({ id, memberCount: 1, likeCount: 0, joined: false, liked: false });
    expect(await change(t, 'DELETE', 'membership', id, ada.session)).toEqual(left);

    const { rows } = await t.db.query(
      'select count(*)::int as n from circle_memberships where circle_id = $1',
      [id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('counts members from memberships only, never a stored number', async () => {
    const word = uniqueWord();
    const id = await insertCircle(t, {
      title: `Demo ${word}`,
      isDemo: true,
      demoMemberCount: 1284,
      demoLikeCount: 396,
    });
    expect(await getCircle(t, id)).toMatchObject({
      memberCount: 0,
      likeCount: 396,
      members: { items: [], total: 0 },
    });
    expect(await change(t, 'PUT', 'membership', id, ben.session)).toMatchObject({
      memberCount: 1,
      likeCount: 396,
    });
    // The card in the list says what the circle's page lists.
    const [card] = (await listCircles(t, { q: word })).items;
    expect(card).toMatchObject({ id, memberCount: 1 });
    expect(await change(t, 'PUT', 'like', id, ben.session)).toMatchObject({ likeCount: 397 });
    const detail = await getCircle(t, id);
    expect(detail.members.total).toBe(1);
    expect(detail.members.items.map((m) => m.name)).toEqual(['Ben O.']);
  });

  it('a baseline on a circle that is not demo content is refused by the database', async () => {
    await expect(
      insertCircle(t, { title: `Fake ${uniqueWord()}`, isDemo: false, demoMemberCount: 50 }),
    ).rejects.toThrow(/circles_demo_counts/);
  });

  it('answers 401 signed out, 403 unverified and 404 for an unknown circle', async () => {
    const id = await insertCircle(t, { title: `Guarded ${uniqueWord()}` });
    const unverified = await makePerson(t, { verified: false });
    for (const [method, what] of [
      ['PUT', 'membership'],
      ['DELETE', 'membership'],
      ['PUT', 'like'],
      ['DELETE', 'like'],
    ] as const) {
      const anonymous = await t.request(method, `/api/circles/${id}/${what}`);
      expect(anonymous.statusCode, `${method} ${what}`).toBe(401);
      expect(anonymous.json()).toMatchObject({ type: 'general_unauthorized' });

      const notVerified = await t.request(method, `/api/circles/${id}/${what}`, {
        session: unverified.session,
      });
      expect(notVerified.statusCode, `${method} ${what}`).toBe(403);
      expect(notVerified.json()).toMatchObject({ type: 'user_email_not_verified' });

      const missing = await t.request(method, '/api/circles/no-such-circle/' + what, {
        session: ada.session,
      });
      expect(missing.statusCode, `${method} ${what}`).toBe(404);
      expect(missing.json()).toMatchObject({ type: 'circle_not_found', code: 404 });
    }
    expect(await getCircle(t, id)).toMatchObject({ memberCount: 0, likeCount: 0 });
  });

  it('refuses a join from a page of another site', async () => {
    const id = await insertCircle(t, { title: `Origin ${uniqueWord()}` });
    const res = await t.request('PUT', `/api/circles/${id}/membership`, {
      session: ada.session,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ type: 'general_unknown_origin' });
  });
});

describe('GET /api/circles/:id', () => {
  it('lists the newest members first and the approved mentors among them', async () => {
    const id = await insertCircle(t, { title: `Mentored ${uniqueWord()}`, category: 'education' });
    const admin = await makePerson(t, { email: ADMIN_EMAIL, name: 'Ada Admin' });
    const mentor = await onboardedPerson(t, 'coach', { name: 'Katherine Johnson' });
    const pending = await onboardedPerson(t, 'coach', { name: 'Pending Mentor' });
    const approve = await t.request('POST', `/api/admin/mentors/${mentor.id}/approve`, {
      session: admin.session,
    });
    expect(approve.statusCode, approve.body).toBe(200);

    for (const p of [ada, mentor, pending, ben]) {
      await change(t, 'PUT', 'membership', id, p.session);
    }
    const detail = CircleDetail.parse(await getCircle(t, id));
    expect(detail).toMatchObject({ id, category: 'education', memberCount: 4 });
    expect(detail.members.total).toBe(4);
    // Anyone may read this page: first names and initials, never full names.
    expect(detail.members.items.map((m) => m.name)).toEqual([
      'Ben O.',
      'Pending M.',
      'Katherine J.',
      'Ada L.',
    ]);
    // The mentor directory's name: first and last name of the mentor's bio step.
    expect(detail.mentors).toEqual([{ id: mentor.id, name: 'Katherine Johnson' }]);
    // Nothing but names and dates: no emails or ids of members.
    expect(JSON.stringify(detail.members)).not.toContain('@');
  });

  it('caps the member list at 50 and still counts everyone', async () => {
    const id = await insertCircle(t, { title: `Crowded ${uniqueWord()}` });
    // 51 accounts through the API would only test sign-up again; rows are enough here.
    for (let i = 0; i < 51; i++) {
      const userId = randomUUID();
      await t.db.query(
        `insert into users (id, email, name, password_hash, email_verified_at)
         values ($1, $2, $3, 'not-a-hash', now())`,
        [userId, uniqueEmail('member'), `Member${i} Row`],
      );
      await t.db.query(
        `insert into circle_memberships (circle_id, user_id, joined_at)
         values ($1, $2, now() - make_interval(mins => $3))`,
        [id, userId, 60 - i],
      );
    }
    const detail = await getCircle(t, id);
    expect(detail.memberCount).toBe(51);
    expect(detail.members.total).toBe(51);
    expect(detail.members.items).toHaveLength(50);
    expect(detail.members.items[0]!.name).toBe('Member50 R.');
  });

  it('answers 404 circle_not_found for an unknown id', async () => {
    const res = await t.request('GET', '/api/circles/00000000-0000-0000-0000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: 'circle_not_found' });
  });
});

describe('categories', () => {
  it('accepts every category of the spec', async () => {
    for (const category of CIRCLE_CATEGORIES) {
      const res = await t.request('GET', `/api/circles?category=${category}`);
      expect(res.statusCode, category).toBe(200);
    }
  });
});

describe('publicMemberName', () => {
  it('keeps the first name and the initial of the last', () => {
    expect(publicMemberName('Ada Lovelace')).toBe('Ada L.');
    expect(publicMemberName('  Mary  Ann  van Dyke ')).toBe('Mary D.');
    expect(publicMemberName('grace hopper')).toBe('grace H.');
    expect(publicMemberName('Ada')).toBe('Ada');
    expect(publicMemberName('Zoë 𝒵ed')).toBe('Zoë 𝒵.');
  });
});
