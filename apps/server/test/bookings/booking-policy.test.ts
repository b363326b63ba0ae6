import type { BookingPolicy } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardedPerson } from '../onboarding/support.ts';
import { approvedMentor, rules } from './lifecycle-support.ts';

/**
 * The change policy is shown before booking ("It is shown before you
 * book", the Terms), so anyone may read an approved mentor's change notice.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const policyOf = (mentorId: string) => t.request('GET', `/api/mentors/${mentorId}/booking-policy`);

describe('booking policy', () => {
  it('names the mentor’s change notice to anyone, signed out too', async () => {
    const { mentor } = await approvedMentor(t, rules({ changeNoticeMinutes: 48 * 60 }));
    const res = await policyOf(mentor.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BookingPolicy>()).toEqual({ changeNoticeMinutes: 48 * 60 });
  });

  it('is 24 hours for a mentor who never saved availability', async () => {
    const mentor = await onboardedPerson(t, 'coach');
    await t.db.query(`update mentor_profiles set status = 'approved' where user_id = $1`, [
      mentor.id,
    ]);
    expect((await policyOf(mentor.id)).json<BookingPolicy>()).toEqual({
      changeNoticeMinutes: 24 * 60,
    });
  });

  it('answers 404 for a mentor who is not approved', async () => {
    const pending = await onboardedPerson(t, 'coach');
    const res = await policyOf(pending.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: 'mentor_not_found' });
  });
});
