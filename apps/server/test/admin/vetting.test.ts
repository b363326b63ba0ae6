import {
  MentorApplication,
  MentorCard,
  PublicMentor,
  type MentorApplicationList,
  type PublicMentorList,
} from '@pathwise/contracts';
import {
  buildTestApp,
  linkTo,
  TEST_APP_URL,
  uniqueEmail,
  type TestApp,
} from '@pathwise/server/test-support';
import type { CaughtMail } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  complete,
  getState,
  makePerson,
  MENTOR_ANSWERS,
  onboardedPerson,
  save,
  type Person,
} from '../onboarding/support.ts';
import { defaultAvailability } from '../../src/modules/bookings/service.ts';

/**
 * Mentor vetting (docs/product.md#121-mentor-vetting "Mentor vetting"): admins from
 * ADMIN_EMAILS approve or decline applications with a reason, the mentor is mailed either
 * way (read at the SMTP catcher), a declined mentor can resubmit, and only approved mentors
 * are listed publicly.
 */

const ADMIN_EMAIL = uniqueEmail('admin');
let t: TestApp;
let admin: Person;

beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAILS: ` other-admin@example.com, ${ADMIN_EMAIL.toUpperCase()} ` },
  });
  admin = await makePerson(t, { email: ADMIN_EMAIL, name: 'Ada Admin' });
});
afterAll(async () => {
  await t?.close();
});

const list = async (query = '') => {
  const res = await t.request('GET', `/api/admin/mentors${query}`, { session: admin.session });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MentorApplicationList>();
};
const approve = (userId: string, session = admin.session) =>
  t.request('POST', `/api/admin/mentors/${userId}/approve`, { session });
const decline = (userId: string, reason: unknown, session = admin.session) =>
  t.request('POST', `/api/admin/mentors/${userId}/decline`, { session, body: { reason } });
const publicList = async () => {
  const res = await t.request('GET', '/api/mentors?pageSize=50');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PublicMentorList>();
};
const isPubliclyListed = async (id: string) => {
  const all: string[] = [];
  for (let page = 1; ; page++) {
    const res = await t.request('GET', `/api/mentors?page=${page}&pageSize=50`);
    const body = res.json<PublicMentorList>();
    all.push(...body.items.map((m) => m.id));
    if (page * 50 >= body.total) break;
  }
  return all.includes(id);
};
const mailTo = (email: string, subject: RegExp) => (m: CaughtMail) =>
  m.to.includes(email) && subject.test(m.subject);

/** How many mails to `email` with a subject matching `subject` were enqueued (pg-boss). */
async function enqueuedMails(email: string, subject: string): Promise<number> {
  const { rows } = await t.db.query<{ n: string }>(
    `select count(*) as n from pgboss.job where name = 'mail' and data->>'to' = $1 and data->>'subject' like $2`,
    [email, `%${subject}%`],
  );
  return Number(rows[0]!.n);
}

/** The admins' digest jobs waiting to run (one at most: docs/product.md#121-mentor-vetting). */
async function queuedDigests(): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `select count(*)::int as n from pgboss.job
     where name = 'mentor-applications-digest' and state = 'created'`,
  );
  return rows[0]!.n;
}

describe('the admin', () => {
  it('is the account whose email is in ADMIN_EMAILS (any case, spaces around)', async () => {
    const res = await t.request('GET', '/api/account', { session: admin.session });
    expect(res.json()).toMatchObject({ email: ADMIN_EMAIL, isAdmin: true, onboarded: false });
    const someone = await makePerson(t);
    const other = await t.request('GET', '/api/account', { session: someone.session });
    expect(other.json()).toMatchObject({ isAdmin: false });
  });

  it('sees everything a mentor entered, with the account email and the submission time', async () => {
    const mentor = await onboardedPerson(t, 'coach');
    const { items } = await list('?status=pending');
    const application = items.find((a) => a.userId === mentor.id);
    expect(MentorApplication.strict().safeParse(application).success).toBe(true);
    const { submittedAt, ...rest } = application!;
    expect(Date.now() - Date.parse(submittedAt)).toBeLessThan(60_000);
    expect(rest).toEqual({
      userId: mentor.id,
      accountEmail: mentor.email,
      // The bio's names became the account's one name (ADR 0016).
      accountName: 'Katherine Johnson',
      contactEmail: null,
      location: 'Hampton, VA',
      institution: null,
      bioRole: 'professional',
      domain: 'engineering',
      about: MENTOR_ANSWERS.about.text,
      niche: 'career',
      skillsText: MENTOR_ANSWERS.skills.text,
      expertOptIn: true,
      certification: 'others',
      certificationOther: 'Certified Professional Co-Active Coach',
      plans: [
        {
          name: 'Starter Plan',
          priceMinor: 50_000,
          currency: 'USD',
          sessions: 2,
          deliverables: null,
        },
        {
          name: 'Plan 2',
          priceMinor: 120_050,
          currency: 'USD',
          sessions: 5,
          deliverables: 'A written career plan',
        },
      ],
      clientsCount: 12,
      yearsExperience: null,
      goal: 'expand_impact',
      goalOther: null,
      status: 'pending',
      declineReason: null,
      reviewedAt: null,
      reviewerEmail: null,
      delistedAt: null,
      delistReason: null,
    });
  });

  it('shows the years of experience a pending mentor states in Settings → Profile', async () => {
    const mentor = await onboardedPerson(t, 'coach');
    const saved = await t.request('PUT', '/api/profile', {
      session: mentor.session,
      body: { about: 'Coach.', yearsExperience: 11 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { items } = await list('?status=pending&pageSize=50');
    expect(items.find((a) => a.userId === mentor.id)?.yearsExperience).toBe(11);
  });

  it('lists pending applications first, then the most recently submitted', async () => {
    const first = await onboardedPerson(t, 'coach');
    const approved = await onboardedPerson(t, 'coach');
    const last = await onboardedPerson(t, 'coach');
    expect((await approve(approved.id)).statusCode).toBe(200);

    const { items, total } = await list('?status=all&pageSize=50');
    expect(total).toBe(items.length);
    const statuses = items.map((a) => a.status);
    const firstDecided = statuses.findIndex((s) => s !== 'pending');
    expect(statuses.slice(firstDecided).every((s) => s !== 'pending')).toBe(true);
    const ids = items.map((a) => a.userId);
    expect(ids.indexOf(last.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(approved.id));

    const onlyApproved = await list('?status=approved');
    expect(onlyApproved.items.every((a) => a.status === 'approved')).toBe(true);
    expect(onlyApproved.items.map((a) => a.userId)).toContain(approved.id);
    expect((await list('?status=pending')).items.map((a) => a.userId)).not.toContain(approved.id);
  });

  it('pages the list and refuses a page size above 50 and an unknown status', async () => {
    await onboardedPerson(t, 'coach');
    await onboardedPerson(t, 'coach');
    const whole = await list('?status=all&pageSize=50');
    const one = await list('?status=all&pageSize=1&page=2');
    expect(one).toMatchObject({ page: 2, pageSize: 1, total: whole.total });
    expect(one.items.map((a) => a.userId)).toEqual([whole.items[1]!.userId]);
    for (const query of ['?pageSize=51', '?status=maybe', '?page=0']) {
      const res = await t.request('GET', `/api/admin/mentors${query}`, { session: admin.session });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ type: 'general_argument_invalid' });
    }
  });
});

describe('approving', () => {
  it('lists the mentor publicly and mails them to set weekly hours first', async () => {
    const mentor = await onboardedPerson(t, 'coach');
    expect(await isPubliclyListed(mentor.id)).toBe(false);
    expect((await t.request('GET', `/api/mentors/${mentor.id}`)).statusCode).toBe(404);

    const res = await approve(mentor.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      userId: mentor.id,
      status: 'approved',
      reviewerEmail: ADMIN_EMAIL,
      declineReason: null,
    });
    expect(res.json<MentorApplication>().reviewedAt).not.toBeNull();

    const mail = await t.waitForMail(mailTo(mentor.email, /approved/));
    expect(mail.subject).toBe('Your Pathwise mentor profile is approved');
    expect(mail.text).toContain('Hi Katherine,');
    expect(mail.text).toContain(
      'First step: set your weekly hours. Until you do, nobody can book a session with you.',
    );
    expect(mail.text).toContain('Set your weekly hours: ');
    expect(linkTo(mail, '/dashboard_mentor/availability').href).toBe(
      `${TEST_APP_URL}/dashboard_mentor/availability`,
    );

    expect(await getState(t, mentor.session)).toMatchObject({
      mentorStatus: 'approved',
      declineReason: null,
      resumePath: '/dashboard_mentor',
    });
    expect(await isPubliclyListed(mentor.id)).toBe(true);
  });

  it('links a mentor who already set weekly hours to their dashboard', async () => {
    const mentor = await onboardedPerson(t, 'coach');
    const hours = await t.request('PUT', '/api/availability', {
      session: mentor.session,
      body: {
        ...defaultAvailability('UTC'),
        weeklyHours: [{ weekday: 1, ranges: [{ start: '09:00', end: '12:00' }] }],
      },
    });
    expect(hours.statusCode, hours.body).toBe(200);
    expect((await approve(mentor.id)).statusCode).toBe(200);
    const mail = await t.waitForMail(mailTo(mentor.email, /approved/));
    expect(mail.text).not.toContain('weekly hours');
    expect(linkTo(mail, '/dashboard_mentor').href).toBe(`${TEST_APP_URL}/dashboard_mentor`);
  });

  it('twice changes nothing and sends one mail', async () => {
    const mentor = await onboardedPerson(t, 'coach');
    const first = await approve(mentor.id);
    const second = await approve(mentor.id);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    await t.waitForMail(mailTo(mentor.email, /approved/));
    expect(await enqueuedMails(mentor.email, 'approved')).toBe(1);
  });

  it('an unknown application: 404', async () => {
    const res = await approve('no-such-user');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: 'mentor_application_not_found' });
    const mentee = await onboardedPerson(t, 'mentee');
    expect((await approve(mentee.id)).statusCode).toBe(404);
  });
});

describe('declining', () => {
  it('needs a reason of 1 to 1000 characters', async () => {
    const mentor = await onboardedPerson(t, 'coach');
    for (const reason of [undefined, '', '   ', 'r'.repeat(1001)]) {
      const res = await decline(mentor.id, reason);
      expect(res.statusCode, String(reason)).toBe(400);
      expect(res.json()).toMatchObject({ type: 'general_argument_invalid' });
      expect(res.json<{ message: string }>().message).toMatch(/reason/);
    }
    expect((await getState(t, mentor.session)).mentorStatus).toBe('pending');
    expect((await decline(mentor.id, 'r'.repeat(1000))).statusCode).toBe(200);
  });

  it('mails the reason (escaped in HTML), keeps the mentor unlisted, and shows the reason to them', async () => {
    const mentor = await onboardedPerson(t, 'coach');
    const reason =
      'Please describe your <b>coaching</b> experience & add a certification.\nThanks!';
    const res = await decline(mentor.id, reason);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'declined',
      declineReason: reason,
      reviewerEmail: ADMIN_EMAIL,
    });

    const mail = await t.waitForMail(mailTo(mentor.email, /declined/));
    expect(mail.subject).toBe('Your Pathwise mentor application was declined');
    expect(mail.text).toContain(
      '> Please describe your <b>coaching</b> experience & add a certification.',
    );
    expect(mail.text).toContain('> Thanks!');
    expect(mail.html).toContain(
      'Please describe your &lt;b&gt;coaching&lt;/b&gt; experience &amp; add a certification.',
    );
    expect(mail.html).not.toContain('<b>coaching</b>');
    expect(linkTo(mail, '/dashboard_mentor').origin).toBe(TEST_APP_URL);

    expect(await getState(t, mentor.session)).toMatchObject({
      completed: true,
      mentorStatus: 'declined',
      declineReason: reason,
    });
    expect(await isPubliclyListed(mentor.id)).toBe(false);
    expect((await t.request('GET', `/api/mentors/${mentor.id}`)).statusCode).toBe(404);
  });

  it('cannot decide again on a decided application: 409', async () => {
    const approved = await onboardedPerson(t, 'coach');
    await approve(approved.id);
    const res = await decline(approved.id, 'Changed my mind');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ type: 'mentor_application_not_pending' });
    expect(await isPubliclyListed(approved.id)).toBe(true);

    const declined = await onboardedPerson(t, 'coach');
    await decline(declined.id, 'Not enough detail');
    for (const res of [await approve(declined.id), await decline(declined.id, 'Again')]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ type: 'mentor_application_not_pending' });
    }
    expect(await enqueuedMails(declined.email, 'declined')).toBe(1);
  });
});

describe('resubmitting after a decline', () => {
  it('lets the mentor edit and resubmit; the application is pending again and can be approved', async () => {
    const mentor = await onboardedPerson(t, 'coach');
    await decline(mentor.id, 'Tell us more about your skills.');
    await t.waitForMail(mailTo(mentor.email, /declined/));

    const skills = { text: 'Orbital mechanics; 12 years coaching early-career engineers.' };
    const edit = await save(t, mentor.session, 'skills', skills);
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ completed: true, mentorStatus: 'declined' });
    // Editing does not let the role change.
    expect((await save(t, mentor.session, 'confirmRole', { userType: 'mentee' })).statusCode).toBe(
      409,
    );

    const res = await complete(t, mentor.session);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      completed: true,
      mentorStatus: 'pending',
      declineReason: null,
      resumePath: '/dashboard_mentor',
    });
    const { items } = await list('?status=pending&pageSize=50');
    expect(items.find((a) => a.userId === mentor.id)).toMatchObject({
      status: 'pending',
      skillsText: skills.text,
      declineReason: null,
      reviewedAt: null,
      reviewerEmail: null,
    });

    // Pending again: no more edits until the next decision.
    expect((await save(t, mentor.session, 'skills', { text: 'More' })).statusCode).toBe(409);

    expect((await approve(mentor.id)).statusCode).toBe(200);
    const profile = await t.request('GET', `/api/mentors/${mentor.id}`);
    expect(profile.json()).toMatchObject({ skillsText: skills.text });
  });
});

describe('the public listing', () => {
  it('shows approved mentors only, with public fields only', async () => {
    const pending = await onboardedPerson(t, 'coach');
    const declined = await onboardedPerson(t, 'coach');
    const approved = await onboardedPerson(t, 'coach');
    await decline(declined.id, 'No');
    await approve(approved.id);

    const { items, total } = await publicList();
    const ids = items.map((m) => m.id);
    expect(ids).toContain(approved.id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(declined.id);
    const { rows } = await t.db.query<{ n: string }>(
      `select count(*) as n from mentor_profiles where status = 'approved'`,
    );
    expect(total).toBe(Number(rows[0]!.n));

    const one = items.find((m) => m.id === approved.id)!;
    expect(MentorCard.strict().safeParse(one).success).toBe(true);
    // Onboarding does not ask for the directory's fields: empty until the mentor adds them.
    expect(one).toEqual({
      id: approved.id,
      name: 'Katherine Johnson',
      photoPath: null,
      headline: null,
      company: null,
      niche: 'career',
      skills: [],
      topics: [],
      languages: [],
      yearsExperience: null,
      ratingAvg: null,
      reviewCount: 0,
      lowestPrice: { priceMinor: 50_000, currency: 'USD' },
      lowestPaidPrice: { priceMinor: 50_000, currency: 'USD' },
      featured: false,
      expertOptIn: true,
    });
    const body = JSON.stringify(items);
    expect(body).not.toContain(approved.email);
    expect(body).not.toMatch(/status|declineReason|reviewer/);

    const single = await t.request('GET', `/api/mentors/${approved.id}`);
    expect(single.statusCode).toBe(200);
    expect(PublicMentor.strict().safeParse(single.json()).success).toBe(true);
    expect(single.json()).toEqual({
      ...one,
      about: MENTOR_ANSWERS.about.text,
      skillsText: MENTOR_ANSWERS.skills.text,
      certification: 'others',
      certificationOther: 'Certified Professional Co-Active Coach',
      // Settings → Profile fields an onboarded mentor has not filled in yet.
      employmentStatus: null,
      industry: null,
      links: {},
      plans: [
        {
          id: expect.any(String) as string,
          name: 'Starter Plan',
          priceMinor: 50_000,
          currency: 'USD',
          sessions: 2,
          deliverables: null,
        },
        {
          id: expect.any(String) as string,
          name: 'Plan 2',
          priceMinor: 120_050,
          currency: 'USD',
          sessions: 5,
          deliverables: 'A written career plan',
        },
      ],
      acceptingNewMentees: true,
    });
    expect(single.body).not.toContain(approved.email);
    for (const id of [pending.id, declined.id, 'nobody']) {
      const res = await t.request('GET', `/api/mentors/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: 'mentor_not_found' });
    }
  });

  it('pages with page and pageSize ≤ 50, newest approval first', async () => {
    const a = await onboardedPerson(t, 'coach');
    const b = await onboardedPerson(t, 'coach');
    await approve(a.id);
    await approve(b.id);
    const first = await t.request('GET', '/api/mentors?pageSize=1');
    expect(first.json()).toMatchObject({ page: 1, pageSize: 1, items: [{ id: b.id }] });
    const second = await t.request('GET', '/api/mentors?pageSize=1&page=2');
    expect(second.json()).toMatchObject({ page: 2, items: [{ id: a.id }] });
    expect((await t.request('GET', '/api/mentors?pageSize=51')).statusCode).toBe(400);
  });
});

describe('a new application is announced', () => {
  it('mails the applicant a receipt saying what happens next, and queues the admins’ digest, once', async () => {
    const mentor = await onboardedPerson(t, 'coach');
    const receipt = await t.waitForMail(mailTo(mentor.email, /received your/));
    expect(receipt.subject).toBe('We received your Pathwise mentor application');
    expect(receipt.text).toContain('Hi Katherine,');
    expect(receipt.text).toContain('an admin reviews your application, usually within 2 business');
    expect(receipt.text).toContain('we mail you the decision');
    expect(linkTo(receipt, '/dashboard_mentor').href).toBe(`${TEST_APP_URL}/dashboard_mentor`);
    // The admins hear of it in the hourly digest (test/onboarding/application-digest.test.ts).
    expect(await queuedDigests()).toBe(1);
    // Confirming again changes nothing and mails nobody again.
    expect((await complete(t, mentor.session)).statusCode).toBe(200);
    expect(await enqueuedMails(mentor.email, 'received your')).toBe(1);
  });

  it('queues the digest when a declined application is sent again; a mentee sends nothing', async () => {
    const mentor = await onboardedPerson(t, 'coach');
    await decline(mentor.id, 'Tell us more about your skills.');
    const edit = await save(t, mentor.session, 'skills', { text: 'Twelve years of coaching.' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await complete(t, mentor.session)).statusCode).toBe(200);
    expect(await queuedDigests()).toBe(1);
    await t.waitForMail(mailTo(mentor.email, /received your/));
    expect(await enqueuedMails(mentor.email, 'received your')).toBe(2);

    const mentee = await onboardedPerson(t, 'mentee');
    expect(await enqueuedMails(mentee.email, 'received your')).toBe(0);
  });
});
