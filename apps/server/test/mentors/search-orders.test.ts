import type { MentorSort } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMentor, names, search, type MentorInput } from './support.ts';

/**
 * The directory's orders combined with search text, and its pages (docs/product.md#122-discovery;
 * contracts `MENTOR_SORTS`). Every order but `relevance` puts the text rank after
 * its own key, so mentors equal on that key come by relevance: the name before the role or
 * company before the skills text. One database for this file, holding exactly these mentors.
 */

const SAME = { rating: 4.5, reviews: 10, prices: [100], years: 10 } satisfies Partial<MentorInput>;

const MENTORS = {
  // Equal on every sort key; "quillon" in the name (weight A), the company (B), the text (D).
  name: { firstName: 'Quillon', lastName: 'Abbot', ...SAME, approvedDaysAgo: 3 },
  company: { firstName: 'Rhea', lastName: 'Ng', company: 'Quillon Partners', ...SAME },
  text: { firstName: 'Saul', lastName: 'Ode', skillsText: 'Reads about Quillon', ...SAME },
  // Also named "quillon" (as relevant as `name`), and first or last on every other key.
  other: {
    firstName: 'Quillon',
    lastName: 'Zed',
    rating: 4.8,
    reviews: 10,
    prices: [50],
    years: 20,
    approvedDaysAgo: 2,
  },
  // Matches nothing of the text.
  unrelated: { firstName: 'Tomas', lastName: 'Vey', rating: 5, reviews: 90, prices: [10] },
  volunteer: {
    firstName: 'Uma',
    lastName: 'Quillon',
    rating: 3,
    reviews: 1,
    prices: [0],
    years: 5,
  },
} satisfies Record<string, MentorInput>;

type Key = keyof typeof MENTORS;
const nameOf = (key: Key) => `${MENTORS[key].firstName} ${MENTORS[key].lastName}`;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  for (const input of Object.values(MENTORS)) await insertMentor(t, input);
});
afterAll(async () => {
  await t?.close();
});

describe('orders with search text', () => {
  it.each<[MentorSort, Key[]]>([
    // Relevance first; `name` and `other` are equally relevant, the rating decides.
    ['relevance', ['other', 'name', 'volunteer', 'company', 'text']],
    ['rating', ['other', 'name', 'company', 'text', 'volunteer']],
    ['price_asc', ['volunteer', 'other', 'name', 'company', 'text']],
    ['price_desc', ['name', 'company', 'text', 'other', 'volunteer']],
    ['experience', ['other', 'name', 'company', 'text', 'volunteer']],
  ])('%s: ties on the order’s own key go by relevance', async (sort, expected) => {
    const list = await search(t, { q: 'quillon', sort });
    expect(names(list)).toEqual(expected.map(nameOf));
    expect(list.total).toBe(expected.length);
  });

  it('combines an order, the text and a filter', async () => {
    const list = await search(t, { q: 'quillon', price: 'paid', sort: 'price_desc' });
    expect(names(list)).toEqual((['name', 'company', 'text', 'other'] as const).map(nameOf));
  });
});

describe('pages', () => {
  it.each<MentorSort>(['relevance', 'rating', 'price_asc', 'price_desc', 'experience'])(
    '%s: pages of one, with and without text, give the whole list once and the same total',
    async (sort) => {
      for (const q of ['quillon', '']) {
        const whole = await search(t, { q, sort, pageSize: 50 });
        const paged: string[] = [];
        for (let page = 1; page <= whole.total; page++) {
          const list = await search(t, { q, sort, page, pageSize: 1 });
          expect(list.total).toBe(whole.total);
          paged.push(...names(list));
        }
        expect(paged).toEqual(names(whole));
      }
    },
  );

  it('answers a page past the end with no items and the real total, also without text', async () => {
    expect(await search(t, { page: 9, pageSize: 5 })).toMatchObject({
      items: [],
      page: 9,
      pageSize: 5,
      total: Object.keys(MENTORS).length,
    });
    expect(
      await search(t, { price: 'volunteer', sort: 'price_asc', page: 2, pageSize: 1 }),
    ).toMatchObject({ items: [], page: 2, pageSize: 1, total: 1 });
    expect(await search(t, { q: 'quillon', sort: 'rating', page: 3, pageSize: 5 })).toMatchObject({
      items: [],
      page: 3,
      pageSize: 5,
      total: 5,
    });
  });

  it('answers no match with an empty first page and a total of 0', async () => {
    for (const sort of ['relevance', 'experience'] as const) {
      expect(await search(t, { q: 'nobodyhere', sort })).toMatchObject({ items: [], total: 0 });
    }
  });
});
