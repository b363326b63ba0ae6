import type { BookingDetail, MentorReviews, Review } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardedPerson } from '../onboarding/support.ts';
import { approvedMentor, hoursAgo, insertBooking } from './support.ts';

/**
 * A mentor's one reply to each review of theirs against the real PostgreSQL
 * (docs/product.md#1215-review-replies): only the reviewed mentor replies, once, never edited;
 * the public profile and the session show it under the review.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** A mentor, a mentee and the mentee's 5-star review of a held session between them. */
async function reviewed() {
  const mentor = await approvedMentor(t);
  const mentee = await onboardedPerson(t, 'mentee');
  const bookingId = await insertBooking(t, mentor, mentee, { start: hoursAgo(5) });
  const res = await t.request('POST', `/api/bookings/${bookingId}/review`, {
    session: mentee.session,
    body: { rating: 5, text: 'Wonderful session.' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { mentor, mentee, bookingId };
}

const reply = (session: string | undefined, id: string, text: unknown) =>
  t.request('PUT', `/api/reviews/${id}/reply`, { session, body: { text } });

describe('replying to a review', () => {
  it('is the reviewed mentor’s, once; the profile and the session show it under the review', async () => {
    const { mentor, mentee, bookingId } = await reviewed();
    const res = await reply(mentor.session, bookingId, 'Thank you, Grace!\nGood luck.');
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json<Review>();
    expect(answered).toMatchObject({
      bookingId,
      rating: 5,
      text: 'Wonderful session.',
      reply: 'Thank you, Grace!\nGood luck.',
    });
    expect(Date.parse(answered.repliedAt!)).toBeGreaterThan(Date.now() - 60_000);

    const page = await t.request('GET', `/api/mentors/${mentor.id}/reviews`);
    expect(page.json<MentorReviews>().items[0]).toMatchObject({
      reply: 'Thank you, Grace!\nGood luck.',
      repliedAt: answered.repliedAt,
    });
    const session = await t.request('GET', `/api/bookings/${bookingId}`, {
      session: mentee.session,
    });
    expect(session.json<BookingDetail>().review).toMatchObject({ reply: answered.reply });

    // Once: no second reply, no edit.
    const again = await reply(mentor.session, bookingId, 'Edited');
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ code: 409, type: 'review_reply_exists' });
    const still = await t.request('GET', `/api/mentors/${mentor.id}/reviews`);
    expect(still.json<MentorReviews>().items[0]!.reply).toBe('Thank you, Grace!\nGood luck.');
  });

  it('a review without a reply says so', async () => {
    const { mentor } = await reviewed();
    const page = await t.request('GET', `/api/mentors/${mentor.id}/reviews`);
    expect(page.json<MentorReviews>().items[0]).toMatchObject({ reply: null, repliedAt: null });
  });

  it('refuses anyone else (403), an unknown review (404), signed out (401), and bad text (400)', async () => {
    const { mentee, bookingId } = await reviewed();
    const otherMentor = await approvedMentor(t);
    for (const who of [mentee, otherMentor]) {
      const res = await reply(who.session, bookingId, 'Hi');
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ type: 'general_forbidden' });
    }
    const unknown = await reply(otherMentor.session, '00000000-0000-4000-8000-000000000000', 'Hi');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ type: 'review_not_found' });
    expect((await reply(undefined, bookingId, 'Hi')).statusCode).toBe(401);
    const { mentor, bookingId: id } = await reviewed();
    for (const text of ['   ', 'x'.repeat(1001), undefined]) {
      const bad = await reply(mentor.session, id, text);
      expect(bad.statusCode, String(text).slice(0, 10)).toBe(400);
    }
    expect((await reply(mentor.session, id, 'x'.repeat(1000))).statusCode).toBe(200);
  });
});
