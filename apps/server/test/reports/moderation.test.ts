import {
  type CirclePostList,
  type MentorReviews,
  type MessagePage,
  type PublicMentor,
  REPORTS_PER_HOUR,
} from '@pathwise/contracts';
import { describe, expect, it } from 'vitest';
import { insertBooking, hoursAgo } from '../bookings/support.ts';
import { change, insertCircle, uniqueWord } from '../circles/support.ts';
import { pair, send, approvedMentor, mentee } from '../messages/support.ts';
import { makePerson, type Person } from '../onboarding/support.ts';
import { moderationApp } from './support.ts';

/**
 * Reporting and moderation against the real PostgreSQL (docs/product.md#141-reporting,
 * docs/product.md#143-moderation-and-suspension): each kind of report, what a reporter cannot
 * see, duplicates and the hourly limit; each resolution with its effects and audit row; the
 * statement of reasons and its appeal. Suspension is in `suspension.test.ts`.
 */

const m = moderationApp();
const { report, queue, openReportOn, resolve, auditOf } = m;

async function notificationEvents(person: Person): Promise<string[]> {
  const res = await m.t.request('GET', '/api/notifications', { session: person.session });
  return res
    .json<{ items: { event: string; data: { outcome?: string } }[] }>()
    .items.map((n) => (n.data.outcome ? `${n.event}:${n.data.outcome}` : n.event));
}

const messagesOf = async (person: Person, conversationId: string) => {
  const res = await m.t.request('GET', `/api/conversations/${conversationId}/messages`, {
    session: person.session,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MessagePage>().items;
};

describe('reporting', () => {
  it('a participant reports a message: 201, acknowledged, shown in its context', async () => {
    const { mentor, mentee: grace, conversation } = await pair(m.t);
    for (let i = 1; i <= 7; i++) await send(m.t, mentor, conversation.id, `before ${i}`);
    const bad = await send(m.t, mentor, conversation.id, 'the bad one');
    for (let i = 1; i <= 7; i++) await send(m.t, grace, conversation.id, `after ${i}`);

    const res = await report(grace, { kind: 'message', id: bad.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'open' });
    expect(await notificationEvents(grace)).toContain('report.received');

    const item = await openReportOn(bad.id);
    expect(item.reporter.id).toBe(grace.id);
    expect(item.reportedPerson).toMatchObject({ id: mentor.id, suspended: false });
    expect(item.context?.kind).toBe('message');
    const texts = item.context?.kind === 'message' ? item.context.items.map((m) => m.text) : [];
    expect(texts).toEqual([
      'before 3',
      'before 4',
      'before 5',
      'before 6',
      'before 7',
      'the bad one',
      'after 1',
      'after 2',
      'after 3',
      'after 4',
      'after 5',
    ]);
    expect(item.context?.kind === 'message' && item.context.items.find((m) => m.reported)?.id).toBe(
      bad.id,
    );
  });

  it('404 for a message of a conversation one is not in, 409 for a second open report, 400 for one’s own', async () => {
    const { mentor, mentee: grace, conversation } = await pair(m.t);
    const message = await send(m.t, mentor, conversation.id, 'hi');
    const stranger = await mentee(m.t);
    const unseen = await report(stranger, { kind: 'message', id: message.id });
    expect(unseen.statusCode).toBe(404);
    expect(unseen.json()).toMatchObject({ type: 'report_subject_not_found' });
    expect((await report(grace, { kind: 'message', id: 'no-such-id' })).statusCode).toBe(404);

    expect((await report(grace, { kind: 'message', id: message.id })).statusCode).toBe(201);
    const again = await report(grace, { kind: 'message', id: message.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ type: 'report_duplicate' });

    const own = await report(mentor, { kind: 'message', id: message.id });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ type: 'report_own_subject' });
    expect((await report(grace, { kind: 'user', id: grace.id })).statusCode).toBe(400);
  });

  it('reports a person, a circle post with its thread, and a review with its session', async () => {
    const reporter = await makePerson(m.t, { name: 'Rita Reporter' });
    const author = await makePerson(m.t, { name: 'Aldo Author' });
    expect((await report(reporter, { kind: 'user', id: author.id })).statusCode).toBe(201);
    expect((await report(reporter, { kind: 'user', id: 'nobody' })).statusCode).toBe(404);

    const circle = await insertCircle(m.t, { title: `Mod ${uniqueWord()}` });
    await change(m.t, 'PUT', 'membership', circle, author.session);
    const posted = await m.t.request('POST', `/api/circles/${circle}/posts`, {
      session: author.session,
      body: { body: 'The root post' },
    });
    const root = posted.json<{ id: string }>().id;
    const replied = await m.t.request('POST', `/api/circles/${circle}/posts`, {
      session: author.session,
      body: { body: 'A reply', parentId: root },
    });
    const reply = replied.json<{ id: string }>().id;
    expect((await report(reporter, { kind: 'circle_post', id: reply })).statusCode).toBe(201);
    const postItem = await openReportOn(reply);
    expect(postItem.context).toMatchObject({
      kind: 'circle_post',
      items: [
        { id: root, text: 'The root post', reported: false },
        { id: reply, text: 'A reply', reported: true },
      ],
    });

    const { mentor } = await approvedMentor(m.t);
    const reviewer = await mentee(m.t);
    const bookingId = await insertBooking(m.t, mentor, reviewer, { start: hoursAgo(5) });
    const reviewed = await m.t.request('POST', `/api/bookings/${bookingId}/review`, {
      session: reviewer.session,
      body: { rating: 1, text: 'Awful person.' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    expect(
      (await report(mentor, { kind: 'review', id: bookingId }, { reason: 'inappropriate' }))
        .statusCode,
    ).toBe(201);
    const reviewItem = await openReportOn(bookingId);
    expect(reviewItem.context).toMatchObject({
      kind: 'review',
      rating: 1,
      item: { text: 'Awful person.' },
    });
    expect(reviewItem.reportedPerson.id).toBe(reviewer.id);
  });

  it('an illegal-content notice needs the reporter’s name, email and accuracy statement', async () => {
    const reporter = await makePerson(m.t);
    const other = await makePerson(m.t);
    const bare = await report(reporter, { kind: 'user', id: other.id }, { reason: 'illegal' });
    expect(bare.statusCode).toBe(400);
    const notice = { name: 'Rita R', email: 'rita@example.com', accurate: true };
    const res = await report(
      reporter,
      { kind: 'user', id: other.id },
      { reason: 'illegal', notice },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await openReportOn(other.id)).notice).toEqual({
      name: 'Rita R',
      email: 'rita@example.com',
    });
  });

  it(`allows ${REPORTS_PER_HOUR} reports an hour per person, then 429`, async () => {
    const reporter = await makePerson(m.t);
    const people = await Promise.all(
      Array.from({ length: REPORTS_PER_HOUR + 1 }, () => makePerson(m.t)),
    );
    for (const p of people.slice(0, REPORTS_PER_HOUR)) {
      expect((await report(reporter, { kind: 'user', id: p.id })).statusCode).toBe(201);
    }
    const over = await report(reporter, { kind: 'user', id: people.at(-1)!.id });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ type: 'general_rate_limit_exceeded' });
  });
});

describe('resolving reports', () => {
  it('dismiss closes every open report on the subject, records a row, tells reporters in general terms', async () => {
    const { mentor, mentee: grace, conversation } = await pair(m.t);
    const message = await send(m.t, mentor, conversation.id, 'borderline');
    await report(grace, { kind: 'message', id: message.id });
    const item = await openReportOn(message.id);
    expect((await resolve(item.id, { action: 'dismiss', note: '' })).statusCode).toBe(400);
    const res = await resolve(item.id, { action: 'dismiss', note: 'No breach.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'dismissed' });
    expect((await queue()).some((r) => r.subject.id === message.id)).toBe(false);
    expect((await resolve(item.id, { action: 'dismiss', note: 'Again' })).statusCode).toBe(409);
    expect(await notificationEvents(grace)).toContain('report.resolved:dismissed');
    expect((await auditOf(mentor.id)).map((e) => [e.action, e.note])).toEqual([
      ['dismiss', 'No breach.'],
    ]);
  });

  it('remove hides a message from both sides as removed, keeps it, mails a statement with an appeal that reopens the case', async () => {
    const { mentor, mentee: grace, conversation } = await pair(m.t);
    const message = await send(m.t, mentor, conversation.id, 'Pay me on the side');
    await report(grace, { kind: 'message', id: message.id }, { reason: 'scam' });
    const item = await openReportOn(message.id);
    const res = await resolve(item.id, { action: 'remove', note: 'Asking for payment off-site.' });
    expect(res.statusCode, res.body).toBe(200);

    for (const person of [grace, mentor]) {
      const seen = (await messagesOf(person, conversation.id)).find((m) => m.id === message.id);
      expect(seen).toMatchObject({ removed: true, text: '' });
    }
    const { rows } = await m.t.db.query<{ text: string; removed_by: string }>(
      'select text, removed_by from messages where id = $1',
      [message.id],
    );
    expect(rows).toEqual([{ text: 'Pay me on the side', removed_by: m.admin.id }]);
    expect(await notificationEvents(grace)).toContain('report.resolved:actioned');
    expect((await auditOf(mentor.id)).map((e) => [e.action, e.subject?.kind])).toEqual([
      ['remove', 'message'],
    ]);

    const statement = await m.t.waitForMail(
      (m) => m.to.includes(mentor.email) && m.subject.includes('removed'),
    );
    expect(statement.text).toContain('no automated decision');
    expect(statement.text).toContain('No scams');
    const token = /\/appeal\/([0-9a-f]+)/.exec(statement.text)?.[1];
    expect(token).toBeDefined();
    const appealCase = await m.t.request('GET', `/api/appeals/${token}`);
    expect(appealCase.json()).toMatchObject({ action: 'remove', appealed: false });
    const appeal = await m.t.request('POST', `/api/appeals/${token}`, {
      body: { text: 'It was a joke between us.' },
    });
    expect(appeal.statusCode, appeal.body).toBe(200);
    expect(
      (await m.t.request('POST', `/api/appeals/${token}`, { body: { text: 'Again' } })).statusCode,
    ).toBe(409);
    const reopened = await openReportOn(message.id);
    expect(reopened.id).toBe(item.id);
    expect(reopened.appeal).toMatchObject({ text: 'It was a joke between us.' });
    expect((await m.t.request('GET', '/api/appeals/not-a-token')).statusCode).toBe(404);
  });

  it('remove shows a circle post as removed to everyone', async () => {
    const author = await makePerson(m.t);
    const reader = await makePerson(m.t);
    const circle = await insertCircle(m.t, { title: `Rm ${uniqueWord()}` });
    await change(m.t, 'PUT', 'membership', circle, author.session);
    const posted = await m.t.request('POST', `/api/circles/${circle}/posts`, {
      session: author.session,
      body: { body: 'Spam spam spam' },
    });
    const postId = posted.json<{ id: string }>().id;
    await report(reader, { kind: 'circle_post', id: postId }, { reason: 'spam' });
    await resolve((await openReportOn(postId)).id, { action: 'remove', note: 'Spam.' });
    const list = await m.t.request('GET', `/api/circles/${circle}/posts`);
    expect(list.json<CirclePostList>().items.find((p) => p.id === postId)).toMatchObject({
      removed: true,
      body: '',
    });
    // Kept for the record: its author can no longer change or delete it.
    const remove = await m.t.request('DELETE', `/api/circles/${circle}/posts/${postId}`, {
      session: author.session,
    });
    expect(remove.statusCode).toBe(404);
  });

  it('remove takes a review off the profile and out of the rating', async () => {
    const { mentor } = await approvedMentor(m.t);
    const reviewer = await mentee(m.t);
    const bookingId = await insertBooking(m.t, mentor, reviewer, { start: hoursAgo(5) });
    await m.t.request('POST', `/api/bookings/${bookingId}/review`, {
      session: reviewer.session,
      body: { rating: 1, text: 'Slurs here.' },
    });
    await report(mentor, { kind: 'review', id: bookingId }, { reason: 'harassment' });
    await resolve((await openReportOn(bookingId)).id, { action: 'remove', note: 'Hateful.' });
    const profile = (await m.t.request('GET', `/api/mentors/${mentor.id}`)).json<PublicMentor>();
    expect(profile).toMatchObject({ ratingAvg: null, reviewCount: 0 });
    const reviews = await m.t.request('GET', `/api/mentors/${mentor.id}/reviews`);
    expect(reviews.json<MentorReviews>().items).toEqual([]);
  });

  it('warn mails and notifies the person with the admin’s text', async () => {
    const reporter = await makePerson(m.t);
    const person = await makePerson(m.t);
    await report(reporter, { kind: 'user', id: person.id }, { reason: 'conduct' });
    const res = await resolve((await openReportOn(person.id)).id, {
      action: 'warn',
      note: 'Please keep your sessions.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await m.t.waitForMail(
      (m) => m.to.includes(person.email) && m.subject.includes('warning'),
    );
    expect(mail.text).toContain('Please keep your sessions.');
    expect(await notificationEvents(person)).toContain('moderation.warned');
    expect((await auditOf(person.id)).map((e) => [e.action, e.note])).toEqual([
      ['warn', 'Please keep your sessions.'],
    ]);
  });
});
