import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, approvedMentor, book, mentee, slotsOf } from './lifecycle-support.ts';

/**
 * Instants in years 9999 and 0001 (valid ISO strings, far outside any
 * calendar) answer 400 naming the field on booking, reschedule, proposal and slots, never 500.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const EXTREMES = ['9999-12-31T23:00:00.000Z', '0001-01-01T00:00:00.000Z'];

/** A 400 whose message names `field`, in the error machinery's shape. */
function expectNamed(res: { statusCode: number; body: string; json: <T>() => T }, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ code: 400, type: 'general_argument_invalid' });
  expect(res.json<{ message: string }>().message).toContain(`\`${field}\``);
}

describe('extreme dates', () => {
  it('answer 400 naming the field on booking, reschedule, proposal and slots', async () => {
    const { mentor, planId } = await approvedMentor(t);
    const grace = await mentee(t);
    const start = (await slotsOf(t, mentor.id, 48))[0]!;
    const booking = await book(t, grace, { mentorId: mentor.id, start, planId });

    for (const when of EXTREMES) {
      const created = await t.request('POST', '/api/bookings', {
        session: grace.session,
        body: { mentorId: mentor.id, start: when, planId },
      });
      expectNamed(created, 'start');
      expectNamed(await act(t, grace, booking.id, 'reschedule', { start: when }), 'start');
      expectNamed(await act(t, mentor, booking.id, 'proposal', { start: when }), 'start');
      const near = new Date().toISOString();
      const fromFar = await t.request(
        'GET',
        `/api/mentors/${mentor.id}/slots?from=${when}&to=${near}`,
      );
      expectNamed(fromFar, 'from');
      const toFar = await t.request(
        'GET',
        `/api/mentors/${mentor.id}/slots?from=${near}&to=${when}`,
      );
      expectNamed(toFar, 'to');
    }
    const list = await t.request('GET', `/api/bookings?from=${EXTREMES[1]}&to=${EXTREMES[0]}`, {
      session: grace.session,
    });
    expectNamed(list, 'from');
  });
});
