import type { SlotList } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilitySeeder } from '../../src/db/seed/availability.ts';
import { mentorsSeeder } from '../../src/db/seed/mentors.ts';
import { DEMO_SEEDERS } from '../../src/db/seed/registry.ts';
import { demoSeedContext } from '../../src/db/seed/types.ts';

/** Demo availability: a newcomer can book any approved demo mentor at once. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.database.transaction(async (tx) => {
    await mentorsSeeder.run(tx, demoSeedContext());
    await availabilitySeeder.run(tx, demoSeedContext());
  });
});
afterAll(() => t?.close());

describe('demo availability', () => {
  it('runs after the mentors it gives hours to', () => {
    expect(DEMO_SEEDERS.indexOf(availabilitySeeder)).toBeGreaterThan(
      DEMO_SEEDERS.indexOf(mentorsSeeder),
    );
  });

  it('gives every approved demo mentor bookable slots in the next two weeks, in several zones', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `select user_id as id from mentor_profiles where is_demo and status = 'approved'`,
    );
    expect(rows.length).toBeGreaterThan(10);
    const from = new Date();
    const to = new Date(from.getTime() + 14 * 24 * 60 * 60 * 1000);
    const zones = new Set<string>();
    for (const { id } of rows) {
      const res = await t.request(
        'GET',
        `/api/mentors/${id}/slots?from=${from.toISOString()}&to=${to.toISOString()}`,
      );
      expect(res.statusCode).toBe(200);
      const list = res.json<SlotList>();
      expect(list.slots.length, id).toBeGreaterThan(0);
      zones.add(list.mentorTimeZone);
    }
    expect(zones.size).toBeGreaterThanOrEqual(5);
  });
});
