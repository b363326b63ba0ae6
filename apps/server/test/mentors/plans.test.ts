import type {
  Availability,
  Booking,
  OwnPlanList,
  PlanBalanceList,
  PublicMentor,
  PublicMentorList,
  SavePlan,
} from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardedPerson, type Person } from '../onboarding/support.ts';

/**
 * Settings → Mentee Management against the real PostgreSQL: the mentor's plans
 * (edits never touch a plan a mentee opened, the first plan stays) and the intake rules
 * (accepting new mentees off, the most active mentees at once) on the booking path.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const ALWAYS: Availability = {
  timeZone: 'UTC',
  weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    ranges: [{ start: '00:00', end: '24:00' }],
  })),
  dateOverrides: [],
  sessionMinutes: 60,
  minimumNoticeMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  bookingWindowDays: 60,
  maxPerDay: null,
  changeNoticeMinutes: 1440,
  requiresConfirmation: false,
  meetingUrl: null,
};

async function approvedMentor(): Promise<Person> {
  const mentor = await onboardedPerson(t, 'coach');
  await t.db.query(`update mentor_profiles set status = 'approved' where user_id = $1`, [
    mentor.id,
  ]);
  const put = await t.request('PUT', '/api/availability', {
    session: mentor.session,
    body: ALWAYS,
  });
  expect(put.statusCode, put.body).toBe(200);
  return mentor;
}

let hour = 0;
/** A free start: whole hours from 3 hours ahead, one per call. */
function nextStart(): string {
  const d = new Date(Date.now() + (3 + ++hour) * 60 * 60 * 1000);
  d.setUTCMinutes(0, 0, 0);
  return d.toISOString();
}

async function book(mentee: Person, mentorId: string, planId: string) {
  return t.request('POST', '/api/bookings', {
    session: mentee.session,
    body: { mentorId, planId, start: nextStart(), agenda: '' },
  });
}

async function plansOf(mentor: Person): Promise<OwnPlanList> {
  const res = await t.request('GET', '/api/mentor/plans', { session: mentor.session });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OwnPlanList>();
}

async function profileOf(mentorId: string): Promise<PublicMentor> {
  const res = await t.request('GET', `/api/mentors/${mentorId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PublicMentor>();
}

const GOLD: SavePlan = { name: 'Gold', priceMinor: 90_000, currency: 'USD', sessions: 3 };

describe('mentor plans', () => {
  it('lists, adds, edits in place and removes plans nobody opened; the profile shows them at once', async () => {
    const mentor = await approvedMentor();
    const before = await plansOf(mentor);
    expect(before.max).toBe(10);
    expect(before.items[0]).toMatchObject({ first: true, opened: false });

    const added = await t.request('POST', '/api/mentor/plans', {
      session: mentor.session,
      body: GOLD,
    });
    expect(added.statusCode, added.body).toBe(201);
    const gold = added.json<OwnPlanList>().items.at(-1)!;
    expect(gold).toMatchObject({ name: 'Gold', priceMinor: 90_000, sessions: 3, first: false });
    expect((await profileOf(mentor.id)).plans.map((p) => p.name)).toContain('Gold');

    const edited = await t.request('PUT', `/api/mentor/plans/${gold.id}`, {
      session: mentor.session,
      body: { ...GOLD, name: 'Gold plus', priceMinor: 120_000 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json<OwnPlanList>().items.at(-1)!;
    expect(after).toMatchObject({ id: gold.id, name: 'Gold plus', priceMinor: 120_000 });

    const removed = await t.request('DELETE', `/api/mentor/plans/${gold.id}`, {
      session: mentor.session,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<OwnPlanList>().items.map((p) => p.id)).not.toContain(gold.id);
    const { rows } = await t.db.query('select 1 from mentor_plans where id = $1', [gold.id]);
    expect(rows).toHaveLength(0);
  });

  it('refuses to remove the first plan, plans of others, and bad terms', async () => {
    const mentor = await approvedMentor();
    const other = await approvedMentor();
    const [first] = (await plansOf(mentor)).items;
    const res = await t.request('DELETE', `/api/mentor/plans/${first!.id}`, {
      session: mentor.session,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ type: 'plan_change_not_allowed' });

    const foreign = await t.request('PUT', `/api/mentor/plans/${first!.id}`, {
      session: other.session,
      body: GOLD,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ type: 'plan_not_found' });

    const bad = await t.request('POST', '/api/mentor/plans', {
      session: mentor.session,
      body: { ...GOLD, name: '', sessions: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ type: 'general_argument_invalid' });

    const mentee = await onboardedPerson(t, 'mentee');
    const notMentor = await t.request('GET', '/api/mentor/plans', { session: mentee.session });
    expect(notMentor.statusCode).toBe(403);
  });

  it('archives an opened plan on edit: the mentee keeps its price and balance, the profile shows the new terms', async () => {
    const mentor = await approvedMentor();
    const mentee = await onboardedPerson(t, 'mentee');
    const count = (await plansOf(mentor)).items.length;
    const list = await t.request('POST', '/api/mentor/plans', {
      session: mentor.session,
      body: GOLD,
    });
    const gold = list.json<OwnPlanList>().items.at(-1)!;
    const first = await book(mentee, mentor.id, gold.id);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Booking>().priceMinor).toBe(30_000);
    expect((await plansOf(mentor)).items.at(-1)).toMatchObject({ id: gold.id, opened: true });

    // Saving the same terms again changes nothing.
    const unchanged = await t.request('PUT', `/api/mentor/plans/${gold.id}`, {
      session: mentor.session,
      body: GOLD,
    });
    expect(unchanged.json<OwnPlanList>().items.at(-1)).toMatchObject({ id: gold.id });
    const edited = await t.request('PUT', `/api/mentor/plans/${gold.id}`, {
      session: mentor.session,
      body: { ...GOLD, name: 'Gold 2027', priceMinor: 150_000 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const current = edited.json<OwnPlanList>().items;
    const replacement = current.at(-1)!;
    expect(replacement.id).not.toBe(gold.id);
    expect(replacement).toMatchObject({ name: 'Gold 2027', priceMinor: 150_000, opened: false });
    expect(current).toHaveLength(count + 1);

    // The opened plan is unchanged in the database, and gone from the public profile.
    const { rows } = await t.db.query(
      'select name, price_minor, archived_at from mentor_plans where id = $1',
      [gold.id],
    );
    expect(rows[0]).toMatchObject({ name: 'Gold', price_minor: 90_000 });
    expect(rows[0]!.archived_at).not.toBeNull();
    const profile = await profileOf(mentor.id);
    expect(profile.plans.map((p) => p.name)).toContain('Gold 2027');
    expect(profile.plans.map((p) => p.id)).not.toContain(gold.id);

    // The mentee's open package: 2 of 3 left at the old price, still bookable.
    const balances = await t.request('GET', `/api/mentors/${mentor.id}/plan-balances`, {
      session: mentee.session,
    });
    const body = balances.json<PlanBalanceList>();
    expect(body.items).toContainEqual({ planId: gold.id, sessions: 3, left: 2 });
    expect(body.archived).toEqual([expect.objectContaining({ id: gold.id, name: 'Gold' })]);
    const second = await book(mentee, mentor.id, gold.id);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json<Booking>()).toMatchObject({ priceMinor: 30_000, planName: 'Gold' });

    // Another mentee cannot open the archived plan.
    const stranger = await onboardedPerson(t, 'mentee');
    const refused = await book(stranger, mentor.id, gold.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ type: 'booking_plan_not_found' });
  });

  it('archives an opened plan on removal, and the directory’s lowest price ignores archived plans', async () => {
    const mentor = await approvedMentor();
    const mentee = await onboardedPerson(t, 'mentee');
    const cheap = (
      await t.request('POST', '/api/mentor/plans', {
        session: mentor.session,
        body: { name: 'Taster', priceMinor: 1_000, currency: 'USD', sessions: 1 },
      })
    )
      .json<OwnPlanList>()
      .items.at(-1)!;
    expect((await book(mentee, mentor.id, cheap.id)).statusCode).toBe(201);
    const removed = await t.request('DELETE', `/api/mentor/plans/${cheap.id}`, {
      session: mentor.session,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<OwnPlanList>().items.map((p) => p.id)).not.toContain(cheap.id);
    const { rows } = await t.db.query('select archived_at from mentor_plans where id = $1', [
      cheap.id,
    ]);
    expect(rows[0]!.archived_at).not.toBeNull();
    const card = await t.request('GET', '/api/mentors?pageSize=50&sort=price_asc');
    const listed = card.json<PublicMentorList>().items.find((m) => m.id === mentor.id);
    const profile = await profileOf(mentor.id);
    expect(profile.lowestPrice).toEqual({ priceMinor: 50_000, currency: 'USD' });
    if (listed) expect(listed.lowestPrice).toEqual({ priceMinor: 50_000, currency: 'USD' });
  });
});

describe('mentee intake', () => {
  async function intake(mentor: Person, body: Record<string, unknown>) {
    const res = await t.request('PUT', '/api/mentor/mentee-management', {
      session: mentor.session,
      body,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('saves the settings, and refuses a limit below 1', async () => {
    const mentor = await approvedMentor();
    const got = await t.request('GET', '/api/mentor/mentee-management', {
      session: mentor.session,
    });
    expect(got.json()).toEqual({ acceptingNewMentees: true, maxActiveMentees: null });
    await intake(mentor, { acceptingNewMentees: false, maxActiveMentees: 4 });
    const again = await t.request('GET', '/api/mentor/mentee-management', {
      session: mentor.session,
    });
    expect(again.json()).toEqual({ acceptingNewMentees: false, maxActiveMentees: 4 });
    const bad = await t.request('PUT', '/api/mentor/mentee-management', {
      session: mentor.session,
      body: { acceptingNewMentees: true, maxActiveMentees: 0 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('off: the profile says so, a new mentee gets booking_mentor_not_accepting, an existing one may book', async () => {
    const mentor = await approvedMentor();
    const planId = (await profileOf(mentor.id)).plans[0]!.id;
    const existing = await onboardedPerson(t, 'mentee');
    expect((await book(existing, mentor.id, planId)).statusCode).toBe(201);
    await intake(mentor, { acceptingNewMentees: false, maxActiveMentees: null });

    expect((await profileOf(mentor.id)).acceptingNewMentees).toBe(false);
    const newcomer = await onboardedPerson(t, 'mentee');
    const refused = await book(newcomer, mentor.id, planId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ type: 'booking_mentor_not_accepting' });
    const balances = await t.request('GET', `/api/mentors/${mentor.id}/plan-balances`, {
      session: newcomer.session,
    });
    expect(balances.json<PlanBalanceList>().closed).toBe('not_accepting');

    const again = await book(existing, mentor.id, planId);
    expect(again.statusCode, again.body).toBe(201);
    const open = await t.request('GET', `/api/mentors/${mentor.id}/plan-balances`, {
      session: existing.session,
    });
    expect(open.json<PlanBalanceList>().closed).toBeNull();
  });

  it('at the most active mentees, a new mentee gets booking_mentor_at_capacity until a place frees', async () => {
    const mentor = await approvedMentor();
    const planId = (await profileOf(mentor.id)).plans[0]!.id;
    await intake(mentor, { acceptingNewMentees: true, maxActiveMentees: 2 });
    const [a, b, c] = [
      await onboardedPerson(t, 'mentee'),
      await onboardedPerson(t, 'mentee'),
      await onboardedPerson(t, 'mentee'),
    ];
    expect((await book(a, mentor.id, planId)).statusCode).toBe(201);
    const bBooking = await book(b, mentor.id, planId);
    expect(bBooking.statusCode).toBe(201);
    const refused = await book(c, mentor.id, planId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ type: 'booking_mentor_at_capacity' });
    // An active mentee books again at the limit.
    expect((await book(a, mentor.id, planId)).statusCode).toBe(201);
    // B cancels: a place frees and C gets it.
    const cancel = await t.request('POST', `/api/bookings/${bBooking.json<Booking>().id}/cancel`, {
      session: b.session,
      body: { reason: 'Something came up' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await book(c, mentor.id, planId)).statusCode).toBe(201);
  });

  it('saves whether bookings need confirmation and the meeting link through PATCH /api/availability', async () => {
    const mentor = await approvedMentor();
    const res = await t.request('PATCH', '/api/availability', {
      session: mentor.session,
      body: { requiresConfirmation: true, meetingUrl: 'https://video.example.com/sofia' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const got = await t.request('GET', '/api/availability', { session: mentor.session });
    expect(got.json()).toEqual({
      ...ALWAYS,
      requiresConfirmation: true,
      meetingUrl: 'https://video.example.com/sofia',
    });
    const bad = await t.request('PATCH', '/api/availability', {
      session: mentor.session,
      body: { meetingUrl: 'ftp://nope' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
