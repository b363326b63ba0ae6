import type { Booking, BookingList, MyMentorList } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  act,
  approvedMentor,
  book,
  detail,
  endedHoursAgo,
  mentee,
  rules,
  sessionsLeft,
  slotsOf,
} from './lifecycle-support.ts';

/**
 * The booking lifecycle against the real PostgreSQL: confirm and decline, cancel,
 * reschedule, proposals, history, who may read what, notes, details, absences, the list's
 * filters and search, plan balances and My Mentors.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function sequenceOf(id: string): Promise<number> {
  const { rows } = await t.db.query<{ sequence: number }>(
    'select sequence from bookings where id = $1',
    [id],
  );
  return rows[0]!.sequence;
}

describe('confirm and decline', () => {
  it('the mentor confirms a pending booking; the mentee cannot', async () => {
    const { mentor, planId } = await approvedMentor(t, rules({ requiresConfirmation: true }));
    const grace = await mentee(t);
    const start = (await slotsOf(t, mentor.id))[2]!;
    const booking = await book(t, grace, { mentorId: mentor.id, start, planId });
    expect(booking).toMatchObject({ status: 'pending', role: 'mentee' });
    expect(booking.actions).toMatchObject({ confirm: false, decline: false, cancel: true });
    const asMentor = await detail(t, mentor, booking.id);
    expect(asMentor.role).toBe('mentor');
    expect(asMentor.actions).toMatchObject({ confirm: true, decline: true, propose: true });

    const refused = await act(t, grace, booking.id, 'confirm');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ type: 'booking_change_not_allowed' });

    const before = await sequenceOf(booking.id);
    const res = await act(t, mentor, booking.id, 'confirm');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Booking>()).toMatchObject({ status: 'confirmed', role: 'mentor' });
    expect(await sequenceOf(booking.id)).toBe(before + 1);
    const again = await act(t, mentor, booking.id, 'confirm');
    expect(again.statusCode).toBe(409);

    const history = (await detail(t, grace, booking.id)).history;
    expect(history.map((h) => [h.kind, h.by])).toEqual([
      ['created', 'mentee'],
      ['confirmed', 'mentor'],
    ]);
  });

  it('decline frees the slot and gives the plan session back', async () => {
    const { mentor, planId } = await approvedMentor(t, rules({ requiresConfirmation: true }));
    const grace = await mentee(t);
    expect(await sessionsLeft(t, grace, mentor.id, planId)).toBe('2 of 2');
    const start = (await slotsOf(t, mentor.id))[4]!;
    const booking = await book(t, grace, { mentorId: mentor.id, start, planId });
    expect(await sessionsLeft(t, grace, mentor.id, planId)).toBe('1 of 2');
    expect(await slotsOf(t, mentor.id)).not.toContain(start);

    const res = await act(t, mentor, booking.id, 'decline', { reason: 'Travelling that week' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Booking>().status).toBe('declined');
    expect(await slotsOf(t, mentor.id)).toContain(start);
    expect(await sessionsLeft(t, grace, mentor.id, planId)).toBe('2 of 2');
    const last = (await detail(t, grace, booking.id)).history.at(-1)!;
    expect(last).toMatchObject({ kind: 'declined', by: 'mentor', reason: 'Travelling that week' });
    // Someone else can book the freed slot.
    const other = await mentee(t);
    await book(t, other, { mentorId: mentor.id, start, planId });
  });
});

describe('cancel', () => {
  it('either side cancels with a reason; the mentor’s cancellation is never late', async () => {
    const { mentor, planId } = await approvedMentor(t, rules({ changeNoticeMinutes: 10_080 }));
    const grace = await mentee(t);
    const start = (await slotsOf(t, mentor.id))[1]!;
    const booking = await book(t, grace, { mentorId: mentor.id, start, planId });
    const before = await sequenceOf(booking.id);
    const res = await act(t, mentor, booking.id, 'cancel', { reason: 'Ill' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Booking>()).toMatchObject({ status: 'cancelled', lateCancellation: false });
    expect(res.json<Booking>().actions.cancel).toBe(false);
    expect(await sequenceOf(booking.id)).toBe(before + 1);
    expect(await sessionsLeft(t, grace, mentor.id, planId)).toBe('2 of 2');
    const again = await act(t, grace, booking.id, 'cancel');
    expect(again.statusCode).toBe(409);
    expect((await detail(t, grace, booking.id)).history.at(-1)).toMatchObject({
      kind: 'cancelled',
      by: 'mentor',
      reason: 'Ill',
    });
  });
});

describe('reschedule and proposals', () => {
  it('the mentee reschedules to another free slot before the notice; the old slot is free', async () => {
    const { mentor, planId } = await approvedMentor(t);
    const grace = await mentee(t);
    const slots = await slotsOf(t, mentor.id, 48);
    const start = slots[0]!;
    const booking = await book(t, grace, { mentorId: mentor.id, start, planId });
    expect(booking.actions.reschedule).toBe(true);
    // One hour later overlaps the booking's own buffer: its own time counts as free.
    const next = new Date(Date.parse(start) + 60 * 60_000).toISOString();
    const res = await act(t, grace, booking.id, 'reschedule', { start: next, reason: 'Clash' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Booking>()).toMatchObject({ start: next, status: 'confirmed' });
    const last = (await detail(t, mentor, booking.id)).history.at(-1)!;
    expect(last).toMatchObject({
      kind: 'rescheduled',
      by: 'mentee',
      previousStart: start,
      newStart: next,
    });
    const far = slots[10]!;
    const again = await act(t, grace, booking.id, 'reschedule', { start: far });
    expect(again.statusCode, again.body).toBe(200);
    const free = await slotsOf(t, mentor.id, 48);
    expect(free).toContain(start);
    expect(free).toContain(next);
    expect(free).not.toContain(far);

    const offGrid = new Date(Date.parse(far) + 7 * 60_000).toISOString();
    const odd = await act(t, grace, booking.id, 'reschedule', { start: offGrid });
    expect(odd.statusCode).toBe(409);
    expect(odd.json()).toMatchObject({ type: 'booking_slot_unavailable' });
    const byMentor = await act(t, mentor, booking.id, 'reschedule', { start });
    expect(byMentor.statusCode).toBe(409);
  });

  it('a proposal accepted moves the booking; declined keeps the old time', async () => {
    const { mentor, planId } = await approvedMentor(t);
    const grace = await mentee(t);
    const slots = await slotsOf(t, mentor.id, 24);
    const booking = await book(t, grace, { mentorId: mentor.id, start: slots[0]!, planId });
    // Any future time, even outside the hours (here: on a minute that is no slot).
    const proposed = new Date(Date.parse(slots[0]!) + 3 * 24 * 60 * 60_000 + 30 * 60_000);
    const res = await act(t, mentor, booking.id, 'proposal', {
      start: proposed.toISOString(),
      reason: 'Conference',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Booking>().proposal).toMatchObject({
      start: proposed.toISOString(),
      end: new Date(proposed.getTime() + 60 * 60_000).toISOString(),
      reason: 'Conference',
    });
    expect(res.json<Booking>().start).toBe(slots[0]);
    const seen = await detail(t, grace, booking.id);
    expect(seen.actions.respondToProposal).toBe(true);
    expect(await act(t, mentor, booking.id, 'proposal/accept').then((r) => r.statusCode)).toBe(409);

    const before = await sequenceOf(booking.id);
    const accepted = await act(t, grace, booking.id, 'proposal/accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<Booking>()).toMatchObject({
      start: proposed.toISOString(),
      proposal: null,
    });
    expect(await sequenceOf(booking.id)).toBe(before + 1);
    const history = (await detail(t, grace, booking.id)).history;
    expect(history.slice(-2)).toMatchObject([
      { kind: 'proposed', by: 'mentor', reason: 'Conference', newStart: proposed.toISOString() },
      {
        kind: 'proposal_accepted',
        by: 'mentee',
        previousStart: slots[0],
        newStart: proposed.toISOString(),
      },
    ]);

    const later = new Date(proposed.getTime() + 24 * 60 * 60_000).toISOString();
    await act(t, mentor, booking.id, 'proposal', { start: later });
    const declined = await act(t, grace, booking.id, 'proposal/decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<Booking>()).toMatchObject({
      start: proposed.toISOString(),
      proposal: null,
    });
    expect((await detail(t, grace, booking.id)).history.at(-1)!.kind).toBe('proposal_declined');
    expect((await act(t, grace, booking.id, 'proposal/decline')).statusCode).toBe(409);
  });

  it('accepting a time taken meanwhile answers 409 and keeps the booking', async () => {
    const { mentor, planId } = await approvedMentor(t);
    const grace = await mentee(t);
    const slots = await slotsOf(t, mentor.id, 24);
    const booking = await book(t, grace, { mentorId: mentor.id, start: slots[0]!, planId });
    const target = slots[20]!;
    const proposed = await act(t, mentor, booking.id, 'proposal', { start: target });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const other = await mentee(t);
    await book(t, other, { mentorId: mentor.id, start: target, planId });
    const res = await act(t, grace, booking.id, 'proposal/accept');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ type: 'booking_slot_unavailable' });
    expect((await detail(t, grace, booking.id)).start).toBe(slots[0]);
    // Proposing a taken time is refused at once.
    const taken = await act(t, mentor, booking.id, 'proposal', { start: target });
    expect(taken.statusCode).toBe(409);
  });
});

describe('access, notes and details', () => {
  it('a third person gets 404 everywhere', async () => {
    const { mentor, planId } = await approvedMentor(t);
    const grace = await mentee(t);
    const start = (await slotsOf(t, mentor.id))[3]!;
    const booking = await book(t, grace, { mentorId: mentor.id, start, planId });
    const stranger = await mentee(t);
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/cancel'],
      ['POST', '/confirm'],
      ['PUT', '/notes'],
    ] as const) {
      const res = await t.request(method, `/api/bookings/${booking.id}${path}`, {
        session: stranger.session,
        body: method === 'PUT' ? { text: 'x' } : undefined,
      });
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toMatchObject({ type: 'booking_not_found' });
    }
    const list = await t.request('GET', '/api/bookings', { session: stranger.session });
    expect(list.json<BookingList>().items).toEqual([]);
  });

  it('the mentee’s private notes and the mentor’s priority stay on their side', async () => {
    const { mentor, planId } = await approvedMentor(t);
    const grace = await mentee(t);
    const start = (await slotsOf(t, mentor.id))[6]!;
    const booking = await book(t, grace, { mentorId: mentor.id, start, planId });
    const put = (person: typeof grace, text: string) =>
      t.request('PUT', `/api/bookings/${booking.id}/notes`, {
        session: person.session,
        body: { text },
      });
    expect((await put(grace, 'Ask about salary')).json<Booking>().privateNotes).toBe(
      'Ask about salary',
    );
    expect((await put(mentor, 'Prepare CV review')).json<Booking>()).toMatchObject({
      notes: 'Prepare CV review',
      privateNotes: '',
    });
    const patch = await t.request('PATCH', `/api/bookings/${booking.id}`, {
      session: mentor.session,
      body: { priority: 'high', tags: ['cv', 'career'] },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json<Booking>()).toMatchObject({ priority: 'high', tags: ['cv', 'career'] });

    const mine = await detail(t, grace, booking.id);
    expect(mine).toMatchObject({
      privateNotes: 'Ask about salary',
      notes: 'Prepare CV review',
      priority: null,
      tags: ['cv', 'career'],
    });
    const theirs = await detail(t, mentor, booking.id);
    expect(theirs.privateNotes).toBe('');
    expect(JSON.stringify(theirs)).not.toContain('salary');
    const list = await t.request('GET', '/api/bookings', { session: mentor.session });
    expect(list.body).not.toContain('salary');
    // The mentee cannot set the mentor's details.
    const byMentee = await t.request('PATCH', `/api/bookings/${booking.id}`, {
      session: grace.session,
      body: { priority: 'low' },
    });
    expect(byMentee.statusCode).toBe(409);
  });

  it('a recording link and absences only for a held session, absences within 48 hours', async () => {
    const { mentor, planId } = await approvedMentor(t);
    const grace = await mentee(t);
    const start = (await slotsOf(t, mentor.id))[8]!;
    const booking = await book(t, grace, { mentorId: mentor.id, start, planId });
    const recording = { recordingUrl: 'https://video.example.com/rec/1' };
    const early = await t.request('PATCH', `/api/bookings/${booking.id}`, {
      session: mentor.session,
      body: recording,
    });
    expect(early.statusCode).toBe(409);
    expect((await act(t, mentor, booking.id, 'absence')).statusCode).toBe(409);

    await endedHoursAgo(t, booking.id, 2);
    const held = await detail(t, grace, booking.id);
    expect(held.status).toBe('held');
    expect(held.actions).toMatchObject({ review: true, reportAbsence: true, cancel: false });
    const late = await t.request('PATCH', `/api/bookings/${booking.id}`, {
      session: mentor.session,
      body: recording,
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json<Booking>().recordingUrl).toBe(recording.recordingUrl);

    const absent = await act(t, mentor, booking.id, 'absence');
    expect(absent.statusCode, absent.body).toBe(200);
    expect(absent.json<Booking>()).toMatchObject({ menteeAbsent: true, mentorAbsent: false });
    expect(absent.json<Booking>().actions.reportAbsence).toBe(false);
    expect((await act(t, mentor, booking.id, 'absence')).statusCode).toBe(409);
    expect((await detail(t, grace, booking.id)).history.at(-1)).toMatchObject({
      kind: 'absence_reported',
      by: 'mentor',
    });

    await endedHoursAgo(t, booking.id, 49);
    const tooLate = await act(t, grace, booking.id, 'absence');
    expect(tooLate.statusCode).toBe(409);
  });
});

describe('lists', () => {
  it('filters by when, with, from/to, and searches name, agenda, notes and tags', async () => {
    const { mentor, planId } = await approvedMentor(t);
    const ada = await mentee(t, 'Ada Lovelace');
    const alan = await mentee(t, 'Alan Turing');
    const slots = await slotsOf(t, mentor.id);
    const a = await book(t, ada, {
      mentorId: mentor.id,
      start: slots[0]!,
      planId,
      agenda: 'Analytical engine',
    });
    const b = await book(t, alan, {
      mentorId: mentor.id,
      start: slots[3]!,
      planId,
      agenda: 'Code breaking',
    });
    const c = await book(t, ada, { mentorId: mentor.id, start: slots[6]!, planId });
    await act(t, ada, c.id, 'cancel');
    await t.request('PATCH', `/api/bookings/${b.id}`, {
      session: mentor.session,
      body: { tags: ['cryptography'] },
    });

    const ids = async (query: string, who = mentor) => {
      const res = await t.request('GET', `/api/bookings${query}`, { session: who.session });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<BookingList>().items.map((i) => i.id);
    };
    expect(await ids('')).toEqual([a.id, b.id, c.id]);
    expect(await ids('?when=upcoming')).toEqual([a.id, b.id]);
    expect(await ids('?when=past')).toEqual([c.id]);
    expect(await ids('?when=pending')).toEqual([]);
    expect(await ids(`?with=${ada.id}`)).toEqual([a.id, c.id]);
    expect(await ids('?q=lovelace')).toEqual([a.id, c.id]);
    expect(await ids('?q=ENGINE')).toEqual([a.id]);
    expect(await ids('?q=crypto')).toEqual([b.id]);
    expect(await ids('?q=nothing-like-this')).toEqual([]);
    expect(await ids(`?from=${slots[1]}&to=${slots[6]}`)).toEqual([b.id]);
    expect(await ids('?limit=1')).toEqual([a.id]);
    expect(await ids('?when=all&sort=recent')).toEqual([c.id, b.id, a.id]);
    expect(await ids('?sort=mentor')).toEqual([a.id, c.id, b.id]);
    expect(await ids('?q=katherine', ada)).toEqual([a.id, c.id]);
    const bad = await t.request('GET', '/api/bookings?when=someday', { session: ada.session });
    expect(bad.statusCode).toBe(400);

    const item = (
      await t.request('GET', '/api/bookings', { session: ada.session })
    ).json<BookingList>().items[0]!;
    expect(item).toMatchObject({
      role: 'mentee',
      mentor: { id: mentor.id, name: 'Katherine Johnson' },
      mentee: { id: ada.id, name: 'Ada Lovelace', photoPath: null, headline: null },
      mentorTimeZone: 'UTC',
      menteeTimeZone: 'UTC',
      planSessions: 2,
      attachmentCount: 0,
      review: null,
    });
  });

  it('My Mentors lists the booked mentors with counts', async () => {
    const one = await approvedMentor(t);
    const two = await approvedMentor(t);
    const grace = await mentee(t);
    const s1 = await slotsOf(t, one.mentor.id);
    const done = await book(t, grace, {
      mentorId: one.mentor.id,
      start: s1[0]!,
      planId: one.planId,
    });
    await book(t, grace, { mentorId: one.mentor.id, start: s1[5]!, planId: one.planId });
    await endedHoursAgo(t, done.id, 24 * 3);
    const s2 = await slotsOf(t, two.mentor.id);
    await book(t, grace, { mentorId: two.mentor.id, start: s2[10]!, planId: two.planId });
    const res = await t.request('GET', '/api/my-mentors', { session: grace.session });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<MyMentorList>().items;
    expect(items.map((i) => [i.mentor.id, i.completedSessions, i.upcomingSessions])).toEqual([
      [two.mentor.id, 0, 1],
      [one.mentor.id, 1, 1],
    ]);
    expect(items[1]!.lastSessionAt).not.toBeNull();
    expect(items[1]!.nextSessionAt).toBe(s1[5]);
    const asMentor = await t.request('GET', '/api/my-mentors', { session: one.mentor.session });
    expect(asMentor.statusCode).toBe(403);
  });
});
