import type { BlogPost, BlogPostList } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/crypto.ts';
import { demoPosts, resourcesSeeder } from '../../src/db/seed/resources.ts';
import { demoSeedContext } from '../../src/db/seed/types.ts';
import { insertPosts } from '../../src/modules/resources/repository.ts';

/**
 * `GET /api/resources/posts` and `GET /api/resources/posts/:slug` (docs/product.md#2-screens-and-routes
 * "/resources"; docs/product.md#1114-resources-search-and-newsletter: search filters posts, articles open), on the demo articles
 * as the seeder loads them plus two posts of this file's own.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.database.transaction((tx) => resourcesSeeder.run(tx, demoSeedContext()));
  await insertPosts(t.database.db, [
    {
      id: newId(),
      slug: 'scheduled-for-next-year',
      title: 'A Post Scheduled for Later',
      author: 'Future Author',
      category: 'Mentoring',
      publishedAt: new Date(Date.now() + 365 * 24 * 60 * 60 * 1000),
      excerpt: 'Not out yet.',
      paragraphs: ['Not out yet.'],
      coverImage: null,
      trendingScore: 100,
      isDemo: false,
    },
    {
      id: newId(),
      slug: 'hundred-percent-effort',
      title: '100% Effort: Myth or Method?',
      author: 'Percy Underscore_Smith',
      category: 'Skills',
      publishedAt: new Date('2024-01-15T12:00:00Z'),
      excerpt: 'On effort.',
      paragraphs: ['First paragraph.', 'Second <b>paragraph</b>.'],
      coverImage: null,
      trendingScore: 0,
      isDemo: false,
    },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const list = async (query = '') => {
  const res = await t.request('GET', `/api/resources/posts${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BlogPostList>();
};
const titles = (l: BlogPostList) => l.items.map((p) => p.title);

describe('the demo articles', () => {
  it('are eight real articles, marked as demo data, each with several paragraphs', async () => {
    const { rows } = await t.db.query<{ n: string; demo: string }>(
      `select count(*) as n, count(*) filter (where is_demo) as demo from blog_posts
       where slug <> all($1)`,
      [['scheduled-for-next-year', 'hundred-percent-effort']],
    );
    expect(rows[0]).toEqual({ n: '8', demo: '8' });
    for (const post of demoPosts()) {
      expect(post.paragraphs.length, post.slug).toBeGreaterThanOrEqual(5);
      expect(post.paragraphs.join(' ').split(/\s+/).length, post.slug).toBeGreaterThan(200);
    }
  });

  it('loading them again changes nothing', async () => {
    await t.database.transaction((tx) => resourcesSeeder.run(tx, demoSeedContext()));
    expect((await list('?pageSize=50')).total).toBe(9);
  });
});

describe('listing', () => {
  it('lists published posts newest first, never a scheduled one', async () => {
    const all = await list('?pageSize=50');
    expect(all.total).toBe(9);
    expect(all.items.map((p) => p.slug)).not.toContain('scheduled-for-next-year');
    const times = all.items.map((p) => Date.parse(p.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newest = all.items[0]!;
    expect(newest.excerpt).toMatch(/^Sixty minutes go fast\./);
    expect(newest).toEqual({
      slug: 'first-mentoring-session',
      title: 'How to Get the Most Out of Your First Mentoring Session',
      author: 'Priya Raman',
      category: 'Mentoring',
      publishedAt: '2025-09-08T12:00:00.000Z',
      excerpt: newest.excerpt,
      coverImage: '/images/resources/first-mentoring-session.svg',
      trending: false,
    });
  });

  it("gives 'Latest Blogs' the four newest and 'Trending' the trending ones by score", async () => {
    const latest = await list('?pageSize=4');
    expect(titles(latest)).toEqual([
      'How to Get the Most Out of Your First Mentoring Session',
      'Negotiating Your First Salary Without Fear',
      'From Individual Contributor to Manager: The First 90 Days',
      'Building a Personal Brand That Opens Doors',
    ]);
    expect(latest).toMatchObject({ total: 9, page: 1, pageSize: 4 });

    const trending = await list('?sort=trending&pageSize=4');
    expect(titles(trending)).toEqual([
      'The Art of Asking for Feedback',
      'Changing Careers After Thirty: A Practical Roadmap',
      'Why Every Founder Needs a Mentor (and How to Find One)',
      'Setting Career Goals You Will Actually Keep',
    ]);
    expect(trending.total).toBe(4);
    expect(trending.items.every((p) => p.trending)).toBe(true);
  });

  it('pages through the posts', async () => {
    const first = await list('?pageSize=4&page=1');
    const third = await list('?pageSize=4&page=3');
    expect(third.items).toHaveLength(1);
    expect(third.items[0]!.slug).toBe('hundred-percent-effort');
    expect(first.items.map((p) => p.slug)).not.toContain(third.items[0]!.slug);
    expect((await list('?pageSize=4&page=9')).items).toEqual([]);
  });

  it.each([
    ['?pageSize=0', 'pageSize'],
    ['?pageSize=51', 'pageSize'],
    ['?page=0', 'page'],
    ['?sort=oldest', 'sort'],
    [`?q=${'x'.repeat(101)}`, 'q'],
  ])('refuses %s', async (query, param) => {
    const res = await t.request('GET', `/api/resources/posts${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: 'general_argument_invalid' });
    expect(res.json<{ message: string }>().message).toContain(`\`${param}\``);
  });
});

describe('search', () => {
  it('matches the title, case-insensitively', async () => {
    expect(titles(await list('?q=SALARY'))).toEqual(['Negotiating Your First Salary Without Fear']);
  });

  it('matches the author', async () => {
    expect(titles(await list('?q=grace%20lin'))).toEqual([
      'Changing Careers After Thirty: A Practical Roadmap',
    ]);
  });

  it('matches the category, newest first', async () => {
    expect(titles(await list('?q=career%20growth'))).toEqual([
      'Building a Personal Brand That Opens Doors',
      'Setting Career Goals You Will Actually Keep',
    ]);
  });

  it('combines with the trending order', async () => {
    expect(titles(await list('?q=career&sort=trending'))).toEqual([
      'Changing Careers After Thirty: A Practical Roadmap',
      'Setting Career Goals You Will Actually Keep',
    ]);
  });

  it('takes % and _ literally', async () => {
    expect(titles(await list('?q=100%25'))).toEqual(['100% Effort: Myth or Method?']);
    expect(titles(await list('?q=%25'))).toEqual(['100% Effort: Myth or Method?']);
    expect(titles(await list('?q=e_s'))).toEqual(['100% Effort: Myth or Method?']);
  });

  it('finds nothing for text no post contains, and ignores surrounding spaces', async () => {
    expect(await list('?q=quantum%20knitting')).toMatchObject({ items: [], total: 0 });
    expect(titles(await list('?q=%20%20salary%20'))).toEqual([
      'Negotiating Your First Salary Without Fear',
    ]);
    expect((await list('?q=%20%20')).total).toBe(9);
  });
});

describe('one article', () => {
  it('has its body as plain-text paragraphs', async () => {
    const res = await t.request('GET', '/api/resources/posts/the-art-of-asking-for-feedback');
    expect(res.statusCode).toBe(200);
    const post = res.json<BlogPost>();
    expect(post).toMatchObject({
      slug: 'the-art-of-asking-for-feedback',
      title: 'The Art of Asking for Feedback',
      author: 'Samuel Okoye',
      category: 'Skills',
      trending: true,
    });
    expect(post.body).toHaveLength(6);
    expect(post.body[0]).toMatch(/^Ask a colleague "do you have any feedback\?"/);
  });

  it('keeps markup as text', async () => {
    const res = await t.request('GET', '/api/resources/posts/hundred-percent-effort');
    expect(res.json<BlogPost>().body).toEqual(['First paragraph.', 'Second <b>paragraph</b>.']);
  });

  it.each(['no-such-article', 'scheduled-for-next-year', 'Not A Slug!'])(
    'answers 404 for %j',
    async (slug) => {
      const res = await t.request('GET', `/api/resources/posts/${encodeURIComponent(slug)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'No article at this address.',
        code: 404,
        type: 'blog_post_not_found',
      });
    },
  );
});
