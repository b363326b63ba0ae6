import {
  CIRCLE_POST_MAX_LENGTH,
  CIRCLE_POST_PAGE_SIZE,
  CIRCLE_POSTS_PER_MINUTE,
  CirclePost,
  CirclePostList,
  CirclePostReplies,
  type MenteeSummary,
  type RealtimeAck,
} from '@pathwise/contracts';
import {
  buildTestApp,
  connectSocket,
  listen,
  nextEvent,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, onboardedPerson, type Person } from '../onboarding/support.ts';
import { change, insertCircle, listCircles, uniqueWord } from './support.ts';

/**
 * Circle discussions (docs/product.md#128-circles): public reading, members-only posting,
 * one-level threads, author-only edit and delete, paging, the posting rate limit, live
 * events to people watching the circle, trending order and the First Post badge.
 */

let t: TestApp;
let ada: Person;
let ben: Person;
let cleo: Person;
let circle: string;

beforeAll(async () => {
  t = await buildTestApp();
  [ada, ben, cleo] = await Promise.all([
    makePerson(t, { name: 'Ada Lovelace' }),
    makePerson(t, { name: 'Ben Okafor' }),
    makePerson(t, { name: 'Cleo Silva' }),
  ]);
  circle = await insertCircle(t, { title: `Talk ${uniqueWord()}` });
  await change(t, 'PUT', 'membership', circle, ada.session);
  await change(t, 'PUT', 'membership', circle, ben.session);
});
afterAll(async () => {
  await t?.close();
});

async function post(
  person: Person,
  circleId: string,
  body: unknown,
): Promise<{ statusCode: number; body: string; json: <T>() => T }> {
  return t.request('POST', `/api/circles/${circleId}/posts`, { session: person.session, body });
}

async function created(person: Person, circleId: string, body: unknown): Promise<CirclePost> {
  const res = await post(person, circleId, body);
  expect(res.statusCode, res.body).toBe(201);
  return CirclePost.parse(res.json());
}

async function list(circleId: string, session?: string, before?: string): Promise<CirclePostList> {
  const qs = before ? `?before=${before}` : '';
  const res = await t.request('GET', `/api/circles/${circleId}/posts${qs}`, { session });
  expect(res.statusCode, res.body).toBe(200);
  return CirclePostList.parse(res.json());
}

async function replies(circleId: string, postId: string, session?: string) {
  const res = await t.request('GET', `/api/circles/${circleId}/posts/${postId}/replies`, {
    session,
  });
  expect(res.statusCode, res.body).toBe(200);
  return CirclePostReplies.parse(res.json()).items;
}

describe('posting and reading', () => {
  it('a member posts; anyone reads it with the public name, newest first', async () => {
    const first = await created(ada, circle, { body: 'Hello circle\nSecond line' });
    expect(first).toMatchObject({
      circleId: circle,
      parentId: null,
      author: { id: ada.id, name: 'Ada L.', isMentor: false },
      body: 'Hello circle\nSecond line',
      replyCount: 0,
      mine: true,
      editedAt: null,
    });
    const second = await created(ben, circle, { body: 'Hi Ada' });

    const signedOut = await list(circle);
    expect(signedOut.items.slice(0, 2).map((p) => p.id)).toEqual([second.id, first.id]);
    expect(signedOut.items.every((p) => !p.mine)).toBe(true);
    const asAda = await list(circle, ada.session);
    expect(asAda.items.find((p) => p.id === first.id)?.mine).toBe(true);
    expect(asAda.items.find((p) => p.id === second.id)?.mine).toBe(false);
  });

  it('refuses a signed-out visitor (401) and a non-member (403 circle_members_only)', async () => {
    const out = await t.request('POST', `/api/circles/${circle}/posts`, { body: { body: 'x' } });
    expect(out.statusCode).toBe(401);
    const res = await post(cleo, circle, { body: 'Let me in' });
    expect(res.statusCode).toBe(403);
    const error = res.json<{ type: string; message: string }>();
    expect(error.type).toBe('circle_members_only');
    expect(error.message).toMatch(/join the circle/i);
    const unknown = await post(ada, 'no-such-circle', { body: 'Hello' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ type: 'circle_not_found' });
  });

  it('validates the body: empty, blank, too long, control characters → 400', async () => {
    for (const body of [
      '',
      '   \n ',
      'x'.repeat(CIRCLE_POST_MAX_LENGTH + 1),
      'bell\u0007',
      'nul\u0000',
    ]) {
      const res = await post(ada, circle, { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ type: 'general_argument_invalid' });
    }
    const longest = await created(ada, circle, { body: 'y'.repeat(CIRCLE_POST_MAX_LENGTH) });
    expect(longest.body).toHaveLength(CIRCLE_POST_MAX_LENGTH);
  });

  it('keeps threads one level deep: a reply to a reply joins the post; replies oldest first', async () => {
    const root = await created(ada, circle, { body: 'What do you read?' });
    const r1 = await created(ben, circle, { body: 'SICP', parentId: root.id });
    expect(r1.parentId).toBe(root.id);
    const r2 = await created(ada, circle, { body: 'Nice', parentId: r1.id });
    expect(r2.parentId).toBe(root.id);

    expect((await replies(circle, root.id)).map((r) => [r.body, r.author.name])).toEqual([
      ['SICP', 'Ben O.'],
      ['Nice', 'Ada L.'],
    ]);
    const page = await list(circle);
    expect(page.items.find((p) => p.id === root.id)?.replyCount).toBe(2);
    // Replies are not top-level posts.
    expect(page.items.some((p) => p.id === r1.id)).toBe(false);
    // A reply's id has no thread of its own; a parent in another circle is not found.
    const res = await t.request('GET', `/api/circles/${circle}/posts/${r1.id}/replies`);
    expect(res.statusCode).toBe(404);
    const other = await insertCircle(t, { title: `Other ${uniqueWord()}` });
    await change(t, 'PUT', 'membership', other, ada.session);
    const cross = await post(ada, other, { body: 'x', parentId: root.id });
    expect(cross.statusCode).toBe(404);
    expect(cross.json()).toMatchObject({ type: 'circle_post_not_found' });
  });

  it('pages 20 at a time with before=', async () => {
    const paged = await insertCircle(t, { title: `Paged ${uniqueWord()}` });
    const writer = await makePerson(t, { name: 'Pat Writer' });
    await change(t, 'PUT', 'membership', paged, writer.session);
    const ids: string[] = [];
    // Inserted straight (the rate limit allows 10 a minute), a second apart.
    for (let i = 0; i < CIRCLE_POST_PAGE_SIZE + 5; i += 1) {
      const id = `${paged.slice(0, 8)}-post-${String(i).padStart(2, '0')}`;
      await t.db.query(
        `insert into circle_posts (id, circle_id, author_id, body, created_at)
         values ($1, $2, $3, $4, now() - make_interval(secs => $5))`,
        [id, paged, writer.id, `Post ${i}`, 100 - i],
      );
      ids.push(id);
    }
    const newest = [...ids].reverse();
    const one = await list(paged);
    expect(one.items.map((p) => p.id)).toEqual(newest.slice(0, CIRCLE_POST_PAGE_SIZE));
    expect(one.hasMore).toBe(true);
    const two = await list(paged, undefined, one.items.at(-1)!.id);
    expect(two.items.map((p) => p.id)).toEqual(newest.slice(CIRCLE_POST_PAGE_SIZE));
    expect(two.hasMore).toBe(false);
  });
});

describe('editing and deleting', () => {
  it('only the author edits; the post shows it was edited', async () => {
    const mine = await created(ada, circle, { body: 'Typo hree' });
    const url = `/api/circles/${circle}/posts/${mine.id}`;
    const notMine = await t.request('PATCH', url, {
      session: ben.session,
      body: { body: 'Hacked' },
    });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toMatchObject({ type: 'circle_post_not_author' });
    const out = await t.request('PATCH', url, { body: { body: 'Hacked' } });
    expect(out.statusCode).toBe(401);
    const bad = await t.request('PATCH', url, { session: ada.session, body: { body: ' ' } });
    expect(bad.statusCode).toBe(400);

    const res = await t.request('PATCH', url, {
      session: ada.session,
      body: { body: 'Typo here' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(CirclePost.parse(res.json())).toMatchObject({ body: 'Typo here', mine: true });
    expect(res.json<CirclePost>().editedAt).not.toBeNull();
    const page = await list(circle);
    expect(page.items.find((p) => p.id === mine.id)?.body).toBe('Typo here');
  });

  it('saving an unchanged post does not mark it edited', async () => {
    // Its own author: the others' posts in this file count against the posting rate limit.
    const dana = await makePerson(t, { name: 'Dana Reyes' });
    await change(t, 'PUT', 'membership', circle, dana.session);
    const mine = await created(dana, circle, { body: 'Exactly right' });
    const url = `/api/circles/${circle}/posts/${mine.id}`;
    const same = await t.request('PATCH', url, {
      session: dana.session,
      body: { body: 'Exactly right' },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json<CirclePost>()).toMatchObject({ body: 'Exactly right', editedAt: null });
    expect((await list(circle)).items.find((p) => p.id === mine.id)?.editedAt).toBeNull();
  });

  it('only the author deletes; deleting a post removes its replies', async () => {
    const root = await created(ben, circle, { body: 'Delete me later' });
    const reply = await created(ada, circle, { body: 'A reply', parentId: root.id });
    const url = `/api/circles/${circle}/posts/${root.id}`;
    const notMine = await t.request('DELETE', url, { session: ada.session });
    expect(notMine.statusCode).toBe(403);
    const res = await t.request('DELETE', url, { session: ben.session });
    expect(res.statusCode, res.body).toBe(204);
    expect((await list(circle)).items.some((p) => p.id === root.id)).toBe(false);
    const { rows } = await t.db.query('select 1 from circle_posts where id = $1', [reply.id]);
    expect(rows).toHaveLength(0);
    const again = await t.request('DELETE', url, { session: ben.session });
    expect(again.statusCode).toBe(404);
  });
});

describe('rate limit', () => {
  it(`allows ${CIRCLE_POSTS_PER_MINUTE} posts a minute per person, then 429`, async () => {
    const busy = await makePerson(t, { name: 'Busy Bee' });
    await change(t, 'PUT', 'membership', circle, busy.session);
    for (let i = 0; i < CIRCLE_POSTS_PER_MINUTE; i += 1) {
      await created(busy, circle, { body: `Message ${i}` });
    }
    const res = await post(busy, circle, { body: 'One too many' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ type: 'general_rate_limit_exceeded' });
    // Someone else is not affected.
    await created(ben, circle, { body: 'Still here' });
  });
});

describe('live events', () => {
  it('a post, its edit and its deletion reach a second person watching the circle', async () => {
    const url = await listen(t);
    const watcher = await connectSocket(url, cleo.session);
    try {
      const watch = (circleId: string): Promise<RealtimeAck> =>
        watcher.emitWithAck('circle:watch', { circleId }) as Promise<RealtimeAck>;
      const bad = await watch('');
      expect(bad).toMatchObject({ ok: false });
      const unknown = await watch('no-such-circle');
      expect(unknown).toMatchObject({ ok: false, type: 'circle_not_found' });
      expect(await watch(circle)).toEqual({ ok: true });

      const arrived = nextEvent(watcher, 'circle-post:new');
      const sent = await created(ada, circle, { body: 'Live hello' });
      const { post: live } = await arrived;
      expect(live).toMatchObject({ id: sent.id, body: 'Live hello', mine: false });
      expect(live.author).toEqual({ id: ada.id, name: 'Ada L.', isMentor: false });

      const updated = nextEvent(watcher, 'circle-post:updated');
      await t.request('PATCH', `/api/circles/${circle}/posts/${sent.id}`, {
        session: ada.session,
        body: { body: 'Live hello!' },
      });
      expect((await updated).post.body).toBe('Live hello!');

      const deleted = nextEvent(watcher, 'circle-post:deleted');
      await t.request('DELETE', `/api/circles/${circle}/posts/${sent.id}`, {
        session: ada.session,
      });
      expect(await deleted).toEqual({ circleId: circle, postId: sent.id, parentId: null });

      // After unwatching, nothing more arrives.
      watcher.emit('circle:unwatch', { circleId: circle });
      await new Promise((r) => setTimeout(r, 100));
      const silent = nextEvent(watcher, 'circle-post:new', 400);
      await created(ada, circle, { body: 'Nobody hears this' });
      await expect(silent).rejects.toThrow(/within/);
    } finally {
      watcher.close();
    }
  });
});

describe('trending counts posts', () => {
  it('most_active and hot_trending move when a circle gets posts and replies', async () => {
    const word = uniqueWord();
    const a = await insertCircle(t, { title: `A ${word}` });
    const b = await insertCircle(t, { title: `B ${word}` });
    const poster = await makePerson(t, { name: 'Tess Trend' });
    await change(t, 'PUT', 'membership', a, ada.session);
    await change(t, 'PUT', 'membership', a, ben.session);
    await change(t, 'PUT', 'membership', b, poster.session);
    // Older than the hot window: a's joins do not count as recent.
    await t.db.query(
      `update circle_memberships set joined_at = now() - interval '8 days' where circle_id = any($1)`,
      [[a, b]],
    );

    const ids = async (trending: string) =>
      (await listCircles(t, { q: word, trending })).items.map((c) => c.id);
    expect(await ids('most_active')).toEqual([a, b]);
    expect(await ids('hot_trending')).toEqual([a, b]);

    const root = await created(poster, b, { body: 'Anyone here?' });
    await created(poster, b, { body: 'Me, replying to myself', parentId: root.id });
    // b: 1 member + 2 posts = 3 > a: 2 members; this week b has 2, a has 0.
    expect(await ids('most_active')).toEqual([b, a]);
    expect(await ids('hot_trending')).toEqual([b, a]);

    // Posts older than a week leave hot_trending, not most_active.
    await t.db.query(
      `update circle_posts set created_at = now() - interval '8 days' where circle_id = $1`,
      [b],
    );
    expect(await ids('most_active')).toEqual([b, a]);
    expect(await ids('hot_trending')).toEqual([a, b]);
  });
});

describe('First Post badge', () => {
  it("is earned by a mentee's first circle post", async () => {
    const mentee = await onboardedPerson(t, 'mentee', { name: 'Fiona First' });
    const summary = async () => {
      const res = await t.request('GET', '/api/me/summary?timeZone=UTC', {
        session: mentee.session,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<MenteeSummary>().badges.find((b) => b.key === 'first_post')!;
    };
    expect((await summary()).earnedAt).toBeNull();
    await change(t, 'PUT', 'membership', circle, mentee.session);
    const first = await created(mentee, circle, { body: 'My first post' });
    expect((await summary()).earnedAt).toBe(first.createdAt);
  });
});
