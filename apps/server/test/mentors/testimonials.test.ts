import { randomUUID } from 'node:crypto';
import { Testimonial, type TestimonialList } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** `GET /api/testimonials`: public, in display order. */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const list = async () => {
  const res = await t.request('GET', '/api/testimonials');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TestimonialList>();
};

describe('GET /api/testimonials', () => {
  it('answers an empty list when there are none', async () => {
    expect(await list()).toEqual({ items: [] });
  });

  it('lists every testimonial by position, public fields only, to anyone', async () => {
    for (const [name, position] of [
      ['Third', 2],
      ['First', 0],
      ['Second', 1],
    ] as const) {
      await t.db.query(
        `insert into testimonials (id, name, role, rating, text, position, is_demo)
         values ($1, $2, 'Student', 4, $3, $4, false)`,
        [randomUUID(), name, `${name} testimonial text.`, position],
      );
    }
    const { items } = await list();
    expect(items.map((i) => i.name)).toEqual(['First', 'Second', 'Third']);
    for (const item of items) expect(Testimonial.strict().safeParse(item).success).toBe(true);
    expect(items[0]).toMatchObject({ role: 'Student', rating: 4, text: 'First testimonial text.' });
  });

  it('keeps ratings between 1 and 5 stars', async () => {
    await expect(
      t.db.query(
        `insert into testimonials (id, name, role, rating, text, position) values ($1, 'X', 'Y', 6, 'Z', 9)`,
        [randomUUID()],
      ),
    ).rejects.toThrow(/testimonials_rating/);
  });
});
