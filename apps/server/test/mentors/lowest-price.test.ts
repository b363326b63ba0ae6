import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMentor, search } from './support.ts';

/**
 * The cheapest plan a card shows and the price filter and sorts use is kept by a trigger on
 * mentor_plans (migration `mentor_lowest_price`), whichever code writes the plans.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const card = async (id: string) => {
  const res = await t.request('GET', `/api/mentors/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json<{
    lowestPrice: { priceMinor: number; currency: string } | null;
    lowestPaidPrice: { priceMinor: number; currency: string } | null;
  }>();
};

const ids = async (query: Record<string, string>) =>
  (await search(t, query)).items.map((m) => m.id);

describe('the lowest price', () => {
  it('follows the plans as they are added, repriced, replaced and removed', async () => {
    const id = await insertMentor(t, { firstName: 'Pricey', prices: [300, 120] });
    expect((await card(id)).lowestPrice).toEqual({ priceMinor: 12_000, currency: 'USD' });

    await t.db.query(
      `update mentor_plans set price_minor = 0 where mentor_id = $1 and position = 0`,
      [id],
    );
    expect((await card(id)).lowestPrice).toEqual({ priceMinor: 0, currency: 'USD' });
    // A free plan beside a paid one: the card still prices the paid one, not "Volunteer".
    expect((await card(id)).lowestPaidPrice).toEqual({ priceMinor: 12_000, currency: 'USD' });
    expect(await ids({ price: 'volunteer' })).not.toContain(id);
    expect(await ids({ price: 'paid' })).toContain(id);

    // Onboarding replaces a mentor's plans by deleting and inserting them.
    await t.db.query('delete from mentor_plans where mentor_id = $1', [id]);
    expect((await card(id)).lowestPrice).toBeNull();
    expect((await search(t, { price: 'paid' })).items.map((m) => m.id)).not.toContain(id);
    await t.db.query(
      `insert into mentor_plans (id, mentor_id, position, name, price_minor, currency, sessions)
       values (gen_random_uuid()::text, $1, 0, 'Starter Plan', 45000, 'USD', 2)`,
      [id],
    );
    expect((await card(id)).lowestPrice).toEqual({ priceMinor: 45_000, currency: 'USD' });
    expect((await search(t, { price: 'paid' })).items.map((m) => m.id)).toContain(id);
  });
});

describe('a free intro call beside a paid plan', () => {
  it('is Volunteer only when every plan is free, otherwise From the cheapest paid plan', async () => {
    const intro = await insertMentor(t, { firstName: 'Intro', prices: [0, 500] });
    const volunteer = await insertMentor(t, { firstName: 'Giver', prices: [0, 0] });

    const introCard = (await search(t, { q: 'Intro' })).items.find((m) => m.id === intro);
    expect(introCard).toMatchObject({
      lowestPrice: { priceMinor: 0, currency: 'USD' },
      lowestPaidPrice: { priceMinor: 50_000, currency: 'USD' },
    });
    expect((await card(volunteer)).lowestPaidPrice).toBeNull();

    const free = await ids({ price: 'volunteer' });
    expect(free).toContain(volunteer);
    expect(free).not.toContain(intro);
    const paid = await ids({ price: 'paid' });
    expect(paid).toContain(intro);
    expect(paid).not.toContain(volunteer);
  });
});
