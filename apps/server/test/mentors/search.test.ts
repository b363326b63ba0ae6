import { MentorCard, PublicMentor, type PublicMentorList } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMentor, names, search, type MentorInput } from './support.ts';

/**
 * The mentor directory API (docs/product.md#11-fix
 * "Discovery"): full-text search over name, role, company and skills with an explained
 * ranking, the filters, the sorts, pagination, and approved mentors only. One database for
 * this file, holding exactly the mentors below, so every expected list is exact.
 */

const MENTORS: Record<string, MentorInput> = {
  amara: {
    firstName: 'Amara',
    lastName: 'Okafor',
    headline: 'Engineering Director',
    company: 'Vantyx',
    skills: ['coding', 'management'],
    topics: ['leadership'],
    languages: ['en', 'fr'],
    years: 18,
    rating: 4.9,
    reviews: 132,
    prices: [450, 1200],
    featured: true,
  },
  daniel: {
    firstName: 'Daniel',
    lastName: 'Moreau',
    headline: 'Head of Product Design',
    company: 'Brightfold',
    skills: ['ux_design', 'design'],
    topics: ['career_growth'],
    languages: ['en', 'fr', 'es'],
    years: 15,
    rating: 4.9,
    reviews: 98,
    prices: [300],
    featured: true,
  },
  priya: {
    firstName: 'Priya',
    lastName: 'Raman',
    headline: 'VP of Finance',
    company: 'Quillary',
    skills: ['finance', 'strategy'],
    topics: ['leadership', 'career_growth'],
    languages: ['en', 'hi'],
    years: 21,
    rating: 4.8,
    reviews: 117,
    prices: [500],
  },
  lucas: {
    firstName: 'Lucas',
    lastName: 'Martin',
    headline: 'Frontend Engineer',
    company: 'Lumora',
    skills: ['coding'],
    topics: ['technical_skills'],
    languages: ['fr', 'en'],
    years: 10,
    rating: 4.7,
    reviews: 26,
    prices: [0],
  },
  neha: {
    firstName: 'Neha',
    lastName: 'Kapoor',
    headline: 'Career Coach',
    company: null,
    skills: ['marketing'],
    topics: ['career_growth'],
    languages: ['hi', 'en'],
    years: null,
    rating: null,
    prices: [0, 60],
  },
  // "marlow" in the name (weight A), the company (B) and the skills text (D); the ratings
  // run the other way, so only the ranking can put them in this order.
  marlowName: {
    firstName: 'Marlow',
    lastName: 'Quince',
    headline: 'Teacher',
    company: 'Northfield School',
    years: 30,
    prices: [],
  },
  marlowCompany: {
    firstName: 'Rita',
    lastName: 'Stone',
    headline: 'Sales Lead',
    company: 'Marlow & Co',
    skills: ['sales'],
    rating: 4.0,
    reviews: 5,
    prices: [200],
  },
  marlowText: {
    firstName: 'Ivo',
    lastName: 'Brand',
    headline: 'Coach',
    company: 'Solo',
    skills: ['strategy'],
    skillsText: 'Sailing courses near Marlow',
    rating: 5.0,
    reviews: 3,
    prices: [250],
  },
  // "science" in the role (B), a skill tag (C: data_science) and the skills text (D).
  scienceRole: {
    firstName: 'Omar',
    lastName: 'Farouk',
    headline: 'Science Teacher',
    company: 'Kestrel Labs',
    skills: ['coding'],
  },
  scienceTag: {
    firstName: 'Sofía',
    lastName: 'Álvarez',
    headline: 'Analyst',
    company: 'Meridian',
    skills: ['data_science'],
    languages: ['es', 'en'],
    rating: 4.0,
    reviews: 8,
  },
  scienceText: {
    firstName: 'Ben',
    lastName: 'Cohen',
    headline: 'Investor',
    company: 'Pinecrest',
    skills: ['finance'],
    skillsText: 'Reads science fiction',
    rating: 5.0,
    reviews: 40,
  },
  // Equal matches for "quorra": the tie goes to the rating, then the review count.
  tieLowFew: {
    firstName: 'Zoe',
    lastName: 'Thompson',
    headline: 'Advisor',
    company: 'Quorra',
    rating: 4.5,
    reviews: 10,
  },
  tieLowMany: {
    firstName: 'Laura',
    lastName: 'Rossi',
    headline: 'Advisor',
    company: 'Quorra',
    rating: 4.5,
    reviews: 20,
  },
  tieHigh: {
    firstName: 'Emily',
    lastName: 'Carter',
    headline: 'Advisor',
    company: 'Quorra',
    rating: 4.7,
    reviews: 5,
  },
  pending: {
    firstName: 'Pending',
    lastName: 'Person',
    company: 'Vantyx',
    status: 'pending',
    skills: ['coding'],
  },
  declined: {
    firstName: 'Declined',
    lastName: 'Person',
    company: 'Vantyx',
    status: 'declined',
    skills: ['coding'],
  },
};

type Key = keyof typeof MENTORS;
const ids = {} as Record<Key, string>;
const nameOf = (key: Key) => `${MENTORS[key]!.firstName} ${MENTORS[key]!.lastName ?? 'Tester'}`;
const APPROVED = Object.keys(MENTORS).filter((k) => !MENTORS[k]!.status);

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  for (const key of Object.keys(MENTORS)) ids[key] = await insertMentor(t, MENTORS[key]!);
});
afterAll(async () => {
  await t?.close();
});

/** Every matching mentor, across pages of 50. */
async function all(query: Record<string, string> = {}): Promise<PublicMentorList['items']> {
  const items: PublicMentorList['items'] = [];
  for (let page = 1; ; page++) {
    const list = await search(t, { ...query, page, pageSize: 50 });
    items.push(...list.items);
    if (items.length >= list.total) return items;
  }
}

const sorted = (keys: Key[]) => keys.map(nameOf).sort();

describe('search text', () => {
  it('finds a mentor by name, role, company or skill tag', async () => {
    expect(names(await search(t, { q: 'Okafor' }))).toEqual([nameOf('amara')]);
    expect(names(await search(t, { q: 'head of product design' }))).toEqual([nameOf('daniel')]);
    expect(names(await search(t, { q: 'quillary' }))).toEqual([nameOf('priya')]);
    // "UX Design" is a tag only Daniel carries; "design" also matches his role.
    expect(names(await search(t, { q: 'ux' }))).toEqual([nameOf('daniel')]);
  });

  it('matches partial words and other forms of a word', async () => {
    expect(names(await search(t, { q: 'okaf' }))).toEqual([nameOf('amara')]);
    // "enginee" is no English stem of "Engineering" ("engin"); the as-written half finds it.
    expect(names(await search(t, { q: 'enginee' })).sort()).toEqual(sorted(['amara', 'lucas']));
    expect((await search(t, { q: 'engineers' })).total).toBe(2);
  });

  it('needs every word to match', async () => {
    expect(names(await search(t, { q: 'design brightfold' }))).toEqual([nameOf('daniel')]);
    expect((await search(t, { q: 'design vantyx' })).total).toBe(0);
  });

  it('ranks a name match above a role or company match above a tag above the skills text', async () => {
    expect(names(await search(t, { q: 'marlow' }))).toEqual([
      nameOf('marlowName'),
      nameOf('marlowCompany'),
      nameOf('marlowText'),
    ]);
    expect(names(await search(t, { q: 'science' }))).toEqual([
      nameOf('scienceRole'),
      nameOf('scienceTag'),
      nameOf('scienceText'),
    ]);
  });

  it('breaks ties by rating, then by review count', async () => {
    expect(names(await search(t, { q: 'quorra' }))).toEqual([
      nameOf('tieHigh'),
      nameOf('tieLowMany'),
      nameOf('tieLowFew'),
    ]);
  });

  it('treats query syntax and punctuation as plain text', async () => {
    for (const q of ["vantyx' OR 1=1 --", 'a & | ! ( ) : * \\', '"okafor"', 'okafor:*&!']) {
      const res = await t.request('GET', `/api/mentors?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
    expect(names(await search(t, { q: '(Okafor)!' }))).toEqual([nameOf('amara')]);
    expect((await search(t, { q: "vantyx' OR 1=1 --" })).total).toBe(0);
    // Nothing but punctuation: no text filter at all.
    expect((await search(t, { q: '&|!' })).total).toBe(APPROVED.length);
  });

  it('lists approved mentors only, whatever the search', async () => {
    const found = names(await search(t, { q: 'vantyx', pageSize: 50 }));
    expect(found).toEqual([nameOf('amara')]);
    const everyone = await all();
    expect(everyone).toHaveLength(APPROVED.length);
    expect(everyone.map((m) => m.id)).not.toContain(ids.pending);
    expect(everyone.map((m) => m.id)).not.toContain(ids.declined);
  });
});

describe('filters', () => {
  const matching = async (query: Record<string, string>) =>
    (await all(query)).map((m) => m.name).sort();

  it('filters by skill tag, accepting the label or the slug', async () => {
    expect(await matching({ skill: 'finance' })).toEqual(sorted(['priya', 'scienceText']));
    expect(await matching({ skill: 'Finance' })).toEqual(sorted(['priya', 'scienceText']));
    expect(await matching({ skill: 'UX Design' })).toEqual([nameOf('daniel')]);
    expect(await matching({ skill: 'data_science' })).toEqual([nameOf('scienceTag')]);
  });

  it('filters by language, accepting the code or the English name', async () => {
    expect(await matching({ language: 'hi' })).toEqual(sorted(['priya', 'neha']));
    expect(await matching({ language: 'Spanish' })).toEqual(sorted(['daniel', 'scienceTag']));
  });

  it('filters by topic', async () => {
    expect(await matching({ topic: 'leadership' })).toEqual(sorted(['amara', 'priya']));
    expect(await matching({ topic: 'Technical Skills' })).toEqual([nameOf('lucas')]);
  });

  it('filters volunteers (every plan free) and paid mentors (a plan above 0)', async () => {
    // Neha's free plan sits beside a $60 one: her card says "From $60", so she is paid.
    expect(await matching({ price: 'volunteer' })).toEqual([nameOf('lucas')]);
    const paid = await matching({ price: 'paid' });
    // A mentor without plans is neither.
    expect(paid).toEqual(sorted(APPROVED.filter((k) => !['lucas', 'marlowName'].includes(k))));
  });

  it('keeps featured mentors', async () => {
    expect(await matching({ featured: 'true' })).toEqual(sorted(['amara', 'daniel']));
  });

  it('combines filters and text with AND', async () => {
    expect(await matching({ language: 'fr', skill: 'coding' })).toEqual(sorted(['amara', 'lucas']));
    expect(await matching({ language: 'fr', skill: 'coding', price: 'volunteer' })).toEqual([
      nameOf('lucas'),
    ]);
    expect(await matching({ q: 'engineer', topic: 'leadership' })).toEqual([nameOf('amara')]);
    expect(await matching({ q: 'okafor', language: 'hi' })).toEqual([]);
  });

  it('refuses values outside the lists with 400', async () => {
    for (const query of [
      'skill=cooking',
      'language=klingon',
      'topic=golf',
      'price=cheap',
      'sort=newest',
      'featured=yes',
      'pageSize=51',
      'page=0',
      `q=${'a'.repeat(201)}`,
    ]) {
      const res = await t.request('GET', `/api/mentors?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ type: 'general_argument_invalid' });
    }
  });
});

describe('sorting', () => {
  /** Whether `values` never goes up (or never down), with nulls only at the end. */
  function monotonic(values: (number | null)[], direction: 'desc' | 'asc') {
    const firstNull = values.indexOf(null);
    const known = (firstNull === -1 ? values : values.slice(0, firstNull)) as number[];
    if (firstNull !== -1) expect(values.slice(firstNull).every((v) => v === null)).toBe(true);
    for (let i = 1; i < known.length; i++) {
      if (direction === 'desc') expect(known[i]!).toBeLessThanOrEqual(known[i - 1]!);
      else expect(known[i]!).toBeGreaterThanOrEqual(known[i - 1]!);
    }
  }

  it('orders by rating, unrated last, more reviews first on equal ratings', async () => {
    const items = await all({ sort: 'rating' });
    monotonic(
      items.map((m) => m.ratingAvg),
      'desc',
    );
    // Ben and Ivo are rated 5.0, Amara and Daniel 4.9: in each pair more reviews come first.
    expect(items.slice(0, 4).map((m) => m.name)).toEqual(
      (['scienceText', 'marlowText', 'amara', 'daniel'] as const).map(nameOf),
    );
  });

  it('orders by the cheapest plan, both ways, mentors without plans last', async () => {
    const up = await all({ sort: 'price_asc' });
    monotonic(
      up.map((m) => m.lowestPrice?.priceMinor ?? null),
      'asc',
    );
    expect(up.at(-1)!.name).toBe(nameOf('marlowName'));
    const down = await all({ sort: 'price_desc' });
    monotonic(
      down.map((m) => m.lowestPrice?.priceMinor ?? null),
      'desc',
    );
    expect(down[0]!.name).toBe(nameOf('priya'));
    expect(down.at(-1)!.name).toBe(nameOf('marlowName'));
  });

  it('orders by years of experience, unknown last', async () => {
    const items = await all({ sort: 'experience' });
    monotonic(
      items.map((m) => m.yearsExperience),
      'desc',
    );
    expect(items[0]!.name).toBe(nameOf('marlowName'));
    expect(items.at(-1)!.name).toBe(nameOf('neha'));
  });

  it('orders by rating and review count when there is no search text', async () => {
    const items = await all();
    monotonic(
      items.map((m) => m.ratingAvg),
      'desc',
    );
    // Both rated 5.0: Ben has 40 reviews, Ivo 3.
    expect(items.slice(0, 2).map((m) => m.name)).toEqual([
      nameOf('scienceText'),
      nameOf('marlowText'),
    ]);
  });
});

describe('pagination', () => {
  it('pages through every match once, with the same total on each page', async () => {
    const everything = await search(t, { pageSize: 50 });
    expect(everything.total).toBe(APPROVED.length);
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(APPROVED.length / 5); page++) {
      const list = await search(t, { page, pageSize: 5 });
      expect(list).toMatchObject({ page, pageSize: 5, total: APPROVED.length });
      expect(list.items.length).toBeLessThanOrEqual(5);
      paged.push(...list.items.map((m) => m.id));
    }
    expect(paged).toEqual(everything.items.map((m) => m.id));
  });

  it('answers a page past the end with no items and the real total', async () => {
    const list = await search(t, { page: 99, pageSize: 5, q: 'quorra' });
    expect(list).toMatchObject({ items: [], page: 99, pageSize: 5, total: 3 });
  });

  it('uses pages of 12 by default', async () => {
    const list = await search(t);
    expect(list.pageSize).toBe(12);
    expect(list.items).toHaveLength(12);
  });
});

describe('cards and profiles', () => {
  it('shows a card with the public fields only', async () => {
    const [card] = (await search(t, { q: 'okafor' })).items;
    expect(MentorCard.strict().safeParse(card).success).toBe(true);
    expect(card).toEqual({
      id: ids.amara,
      name: 'Amara Okafor',
      photoPath: null,
      headline: 'Engineering Director',
      company: 'Vantyx',
      niche: 'career',
      skills: ['coding', 'management'],
      topics: ['leadership'],
      languages: ['en', 'fr'],
      yearsExperience: 18,
      ratingAvg: 4.9,
      reviewCount: 132,
      lowestPrice: { priceMinor: 45_000, currency: 'USD' },
      lowestPaidPrice: { priceMinor: 45_000, currency: 'USD' },
      featured: true,
      expertOptIn: false,
    });
  });

  it('shows the full public profile with plans in order', async () => {
    const res = await t.request('GET', `/api/mentors/${ids.amara}`);
    expect(res.statusCode).toBe(200);
    const profile = res.json<PublicMentor>();
    expect(PublicMentor.strict().safeParse(profile).success).toBe(true);
    expect(profile).toMatchObject({
      id: ids.amara,
      name: 'Amara Okafor',
      about: 'I help people grow.',
      certification: 'icf',
      plans: [
        { name: 'Starter Plan', priceMinor: 45_000, currency: 'USD', sessions: 2 },
        { name: 'Plan 2', priceMinor: 120_000, currency: 'USD', sessions: 2 },
      ],
    });
    expect(res.body).not.toMatch(/example\.com|password|status|declineReason/);
  });

  it('gives missing directory fields as null or empty, never invented', async () => {
    const res = await t.request('GET', `/api/mentors/${ids.neha}`);
    expect(res.json()).toMatchObject({
      company: null,
      yearsExperience: null,
      ratingAvg: null,
      reviewCount: 0,
      photoPath: null,
      lowestPrice: { priceMinor: 0, currency: 'USD' },
    });
    const noPlans = await t.request('GET', `/api/mentors/${ids.marlowName}`);
    expect(noPlans.json()).toMatchObject({ plans: [], lowestPrice: null, skills: [] });
  });

  it('answers 404 for an unknown, pending or declined mentor and 400 for a malformed id', async () => {
    for (const id of [ids.pending, ids.declined, 'nobody']) {
      const res = await t.request('GET', `/api/mentors/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ type: 'mentor_not_found' });
    }
    const res = await t.request('GET', `/api/mentors/${'x'.repeat(37)}`);
    expect(res.statusCode).toBe(400);
  });
});
