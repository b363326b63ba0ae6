import type { MentorReviews, PublicMentor, Review } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus, type DomainEvents } from '../../src/lib/events.ts';
import { createReviewsService } from '../../src/modules/bookings/reviews.ts';
import { createBookingsService } from '../../src/modules/bookings/service.ts';
import { createMentorsService } from '../../src/modules/mentors/service.ts';
import { onboardedPerson, type Person } from '../onboarding/support.ts';
import { approvedMentor, hoursAgo, insertBooking } from './support.ts';

/**
 * Reviews of held sessions and a mentor's public track record against the real PostgreSQL
 * (docs/product.md#124-sessions: one review per held booking; ratings and counts from real
 * reviews; recent reviews and reliability on the profile).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

function review(who: Person, bookingId: string, body: Record<string, unknown>) {
  return t.request('POST', `/api/bookings/${bookingId}/review`, { session: who.session, body });
}

async function profile(mentorId: string): Promise<PublicMentor> {
  const res = await t.request('GET', `/api/mentors/${mentorId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PublicMentor>();
}

/** A held session: confirmed, started `hours` hours ago (and so ended an hour later). */
const held = (mentor: Person, mentee: Person, hours = 3) =>
  insertBooking(t, mentor, mentee, { start: hoursAgo(hours) });

describe('reviewing a session', () => {
  it('is the mentee’s, once per held session; the profile’s rating and count follow', async () => {
    const mentor = await approvedMentor(t);
    const mentee = await onboardedPerson(t, 'mentee'); // first name Grace
    expect(await profile(mentor.id)).toMatchObject({ ratingAvg: null, reviewCount: 0 });

    const first = await held(mentor, mentee, 30);
    const res = await review(mentee, first, { rating: 4, text: 'Clear and kind.\nThank you!' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Review>()).toMatchObject({
      bookingId: first,
      rating: 4,
      text: 'Clear and kind.\nThank you!',
      author: 'Grace',
    });
    expect(await profile(mentor.id)).toMatchObject({ ratingAvg: 4, reviewCount: 1 });

    const again = await review(mentee, first, { rating: 1 });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ type: 'review_exists' });
    expect(await profile(mentor.id)).toMatchObject({ ratingAvg: 4, reviewCount: 1 });

    const second = await held(mentor, mentee, 6);
    expect((await review(mentee, second, { rating: 5 })).statusCode).toBe(201);
    expect(await profile(mentor.id)).toMatchObject({ ratingAvg: 4.5, reviewCount: 2 });

    // The rating reaches the directory's cards too (its kept answers are not reused).
    const list = await t.request('GET', '/api/mentors?pageSize=50&sort=rating');
    const card = list
      .json<{ items: Array<{ id: string; ratingAvg: number | null; reviewCount: number }> }>()
      .items.find((c) => c.id === mentor.id);
    expect(card).toMatchObject({ ratingAvg: 4.5, reviewCount: 2 });

    // The history records it.
    const { rows } = await t.db.query<{ kind: string; actor_role: string }>(
      'select kind, actor_role from booking_changes where booking_id = $1',
      [first],
    );
    expect(rows).toEqual([{ kind: 'reviewed', actor_role: 'mentee' }]);
  });

  it('refuses a session that was not held with 409', async () => {
    const mentor = await approvedMentor(t);
    const mentee = await onboardedPerson(t, 'mentee');
    const cases = [
      await insertBooking(t, mentor, mentee), // confirmed, in the future
      await insertBooking(t, mentor, mentee, { start: hoursAgo(0.5) }), // not ended yet
      await insertBooking(t, mentor, mentee, { status: 'pending' }),
      await insertBooking(t, mentor, mentee, {
        status: 'cancelled',
        cancelledBy: 'mentor',
        start: hoursAgo(10),
      }),
      await insertBooking(t, mentor, mentee, { status: 'expired', start: hoursAgo(20) }),
    ];
    for (const id of cases) {
      const res = await review(mentee, id, { rating: 5 });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ type: 'booking_change_not_allowed' });
    }
    expect(await profile(mentor.id)).toMatchObject({ ratingAvg: null, reviewCount: 0 });
  });

  it('is refused to anyone but the booking’s mentee', async () => {
    const mentor = await approvedMentor(t);
    const mentee = await onboardedPerson(t, 'mentee');
    const stranger = await onboardedPerson(t, 'mentee');
    const id = await held(mentor, mentee);
    const byStranger = await review(stranger, id, { rating: 5 });
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json()).toMatchObject({ type: 'booking_not_found' });
    expect((await review(mentor, id, { rating: 5 })).statusCode).toBe(403);
    expect((await review(mentee, randomUUID(), { rating: 5 })).statusCode).toBe(404);
  });

  it('publishes booking.reviewed in its transaction, with both participants for mail', async () => {
    const mentor = await approvedMentor(t);
    const mentee = await onboardedPerson(t, 'mentee');
    const id = await held(mentor, mentee);
    const events = createEventBus();
    const seen: DomainEvents['booking.reviewed'][] = [];
    events.on('booking.reviewed', async (event, tx) => {
      // Inside the transaction: the review is there, not yet committed for others.
      const { rows } = await tx.client.query('select rating from reviews where booking_id = $1', [
        id,
      ]);
      expect(rows).toEqual([{ rating: 2 }]);
      seen.push(event);
    });
    const bookings = createBookingsService({
      config: t.config,
      database: t.database,
      mentors: t.app.mentors,
      accounts: t.app.accounts,
      events,
    });
    const reviews = createReviewsService({
      database: t.database,
      mentors: createMentorsService({ database: t.database, profiles: t.app.profiles }),
      events: { bus: events, bookings },
    });
    await reviews.create(mentee.id, id, { rating: 2, text: '' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      bookingId: id,
      rating: 2,
      actor: 'mentee',
      status: 'confirmed',
      mentor: { id: mentor.id, email: mentor.email },
      mentee: { id: mentee.id, email: mentee.email },
    });
  });

  it('validates the rating (1–5) and the text', async () => {
    const mentor = await approvedMentor(t);
    const mentee = await onboardedPerson(t, 'mentee');
    const id = await held(mentor, mentee);
    for (const body of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      {},
      { rating: 3, text: 'x'.repeat(10_000) },
    ]) {
      const res = await review(mentee, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const ok = await review(mentee, id, { rating: 3 });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<Review>().text).toBe('');
  });
});

describe('a mentor’s reviews and reliability', () => {
  it('lists the reviews 10 a page, newest first, with first names only', async () => {
    const mentor = await approvedMentor(t);
    const mentee = await onboardedPerson(t, 'mentee');
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await held(mentor, mentee, 100 - i * 2));
    for (const [i, id] of ids.entries()) {
      const res = await review(mentee, id, { rating: (i % 5) + 1, text: `Session ${i}` });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await t.request('GET', `/api/mentors/${mentor.id}/reviews`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<MentorReviews>();
    expect(body.items).toHaveLength(10);
    expect(body.items.map((r) => r.text)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Session ${11 - i}`),
    );
    for (const item of body.items) expect(item.author).toBe('Grace');
    expect(JSON.stringify(body)).not.toContain('Hopper');
    expect(body.reliability).toEqual({ held: 12, booked: 12 });
    expect(body).toMatchObject({ page: 1, pageSize: 10, total: 12 });

    // The rest is one page further, and a page past the end is empty.
    const second = await t.request('GET', `/api/mentors/${mentor.id}/reviews?page=2`);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<MentorReviews>()).toMatchObject({ page: 2, total: 12 });
    expect(second.json<MentorReviews>().items.map((r) => r.text)).toEqual([
      'Session 1',
      'Session 0',
    ]);
    const past = await t.request('GET', `/api/mentors/${mentor.id}/reviews?page=3`);
    expect(past.json<MentorReviews>()).toMatchObject({ items: [], page: 3, total: 12 });
    const bad = await t.request('GET', `/api/mentors/${mentor.id}/reviews?page=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ type: 'general_argument_invalid', code: 400 });
  });

  it('counts, of the last 20 sessions that were due, those held without the mentor absent', async () => {
    const mentor = await approvedMentor(t);
    const mentee = await onboardedPerson(t, 'mentee');
    // Due: 3 held, 1 held with the mentor reported absent, 1 cancelled by the mentor.
    await held(mentor, mentee, 10);
    await held(mentor, mentee, 12);
    await insertBooking(t, mentor, mentee, { start: hoursAgo(14), menteeAbsent: true }); // held: the mentor came
    await insertBooking(t, mentor, mentee, { start: hoursAgo(16), mentorAbsent: true });
    await insertBooking(t, mentor, mentee, {
      status: 'cancelled',
      cancelledBy: 'mentor',
      start: hoursAgo(18),
    });
    // Not due: cancelled by the mentee, declined, expired, pending, upcoming.
    await insertBooking(t, mentor, mentee, {
      status: 'cancelled',
      cancelledBy: 'mentee',
      start: hoursAgo(20),
    });
    await insertBooking(t, mentor, mentee, { status: 'declined', start: hoursAgo(22) });
    await insertBooking(t, mentor, mentee, { status: 'expired', start: hoursAgo(24) });
    await insertBooking(t, mentor, mentee, { status: 'pending' });
    await insertBooking(t, mentor, mentee);
    const first = await t.request('GET', `/api/mentors/${mentor.id}/reviews`);
    expect(first.json<MentorReviews>()).toEqual({
      items: [],
      page: 1,
      pageSize: 10,
      total: 0,
      reliability: { held: 3, booked: 5 },
    });

    // Only the last 20 due count: 18 more held sessions, older than those above, of which
    // the newest 15 join the 5 above ("held 18 of the last 20 booked sessions").
    for (let i = 0; i < 18; i++) await held(mentor, mentee, 30 + 2 * i);
    const later = await t.request('GET', `/api/mentors/${mentor.id}/reviews`);
    expect(later.json<MentorReviews>().reliability).toEqual({ held: 18, booked: 20 });
  });

  it('is public, and 404 for a mentor who is not approved', async () => {
    const pending = await onboardedPerson(t, 'coach');
    const res = await t.request('GET', `/api/mentors/${pending.id}/reviews`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: 'mentor_not_found' });
    expect((await t.request('GET', `/api/mentors/${randomUUID()}/reviews`)).statusCode).toBe(404);
  });
});
