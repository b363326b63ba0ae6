import type { NotificationList } from '@pathwise/contracts';
import {
  buildDemoApp,
  signIn,
  TEST_DEMO_PASSWORD,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MENTEE_EMAIL, DEMO_MENTOR_EMAIL } from '../../src/db/seed/demo-accounts.ts';
import { notificationsSeeder } from '../../src/db/seed/notifications.ts';
import { demoSeedContext } from '../../src/db/seed/types.ts';

/** The demo accounts' notifications (docs/product.md#13-demo-content). */

let t: TestApp;
beforeAll(async () => {
  t = await buildDemoApp();
});
afterAll(() => t?.close());

async function listOf(email: string): Promise<NotificationList> {
  const session = await signIn(t, { email, password: TEST_DEMO_PASSWORD });
  const res = await t.request('GET', '/api/notifications', { session });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationList>();
}

describe('demo notifications', () => {
  it('give Jordan and Sofia a few notifications, some unread, linking to their real sessions', async () => {
    const jordan = await listOf(DEMO_MENTEE_EMAIL);
    const sofia = await listOf(DEMO_MENTOR_EMAIL);
    expect(jordan.items.map((n) => n.event)).toEqual([
      'booking.confirmed',
      'activity.assigned',
      'booking.starting',
    ]);
    expect(jordan.unreadCount).toBe(2);
    expect(sofia.items.map((n) => n.event)).toEqual([
      'booking.created',
      'booking.reviewed',
      'application.approved',
    ]);
    expect(sofia.unreadCount).toBe(2);
    for (const n of [...jordan.items, ...sofia.items].filter((n) => n.data.bookingId)) {
      const { rows } = await t.db.query('select 1 from bookings where id = $1', [n.data.bookingId]);
      expect(rows, n.link).toHaveLength(1);
      expect(n.link).toBe(`/sessions/${n.data.bookingId}`);
    }
    // "reviewed your session" opens a session that has that review.
    const review = sofia.items.find((n) => n.event === 'booking.reviewed')!;
    const { rows: found } = await t.db.query<{ rating: number }>(
      'select rating from reviews where booking_id = $1',
      [review.data.bookingId],
    );
    expect(found).toEqual([{ rating: review.data.rating }]);
    expect(sofia.items[0]!.data.name).toBe('Jordan Rivera');
    expect(jordan.items[0]!.data.name).toBe('Sofia Lindqvist');
  });

  it('replaces its own rows when run again', async () => {
    await t.database.transaction((tx) => notificationsSeeder.run(tx, demoSeedContext()));
    expect((await listOf(DEMO_MENTEE_EMAIL)).items).toHaveLength(3);
  });
});
