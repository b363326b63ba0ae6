import type { TestApp } from '@pathwise/server/test-support';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { approvedMentor, hoursAgo, insertBooking } from '../bookings/support.ts';
import { onboardedPerson, type Person } from '../onboarding/support.ts';

/**
 * A mentee with something of everything the product holds about a person (ADR 0019), a
 * mentor they booked, and a bystander with data of their own; rows written straight into the
 * tables where the API would need a clock (held sessions) or many steps.
 */
export interface SeededPeople {
  mentee: Person;
  mentor: Person;
  bystander: Person;
  heldBookingId: string;
  upcomingBookingId: string;
  circleId: string;
  menteeFile: { key: string; bytes: string };
  mentorFile: { key: string; bytes: string };
}

/** Words only the other people wrote: none may appear in the mentee's export. */
export const OTHERS_WORDS = [
  'reply-from-the-mentor',
  'mentor-session-note',
  'bystander-goal-title',
  'bystander-message',
  'mentor-file-bytes',
  'bystander-feature-title',
  'bystander-report-details',
];

async function insertAttachment(
  t: TestApp,
  bookingId: string,
  uploader: Person,
  role: 'mentee' | 'mentor',
  bytes: string,
) {
  const key = randomBytes(24).toString('hex');
  fs.mkdirSync(t.config.uploadsDir, { recursive: true });
  fs.writeFileSync(path.join(t.config.uploadsDir, key), bytes);
  await t.db.query(
    `insert into booking_attachments (id, booking_id, uploader_id, uploader_role, file_name,
       media_type, size_bytes, storage_key) values ($1, $2, $3, $4, $5, 'text/plain', $6, $7)`,
    [randomUUID(), bookingId, uploader.id, role, `${role}-notes.txt`, bytes.length, key],
  );
  return { key, bytes };
}

export async function seedPeople(t: TestApp): Promise<SeededPeople> {
  const mentor = await approvedMentor(t);
  const mentee = await onboardedPerson(t, 'mentee', { name: 'Grace Hopper' });
  const bystander = await onboardedPerson(t, 'mentee', { name: 'Barbara Liskov' });

  const heldBookingId = await insertBooking(t, mentor, mentee, { start: hoursAgo(30) });
  const upcomingBookingId = await insertBooking(t, mentor, mentee);
  await t.db.query(
    `update bookings set mentee_notes = 'mentee-private-note', mentor_notes = 'mentor-session-note'
     where id = $1`,
    [heldBookingId],
  );
  await t.db.query(
    `insert into reviews (booking_id, mentor_id, mentee_id, rating, text)
     values ($1, $2, $3, 5, 'mentee-review-text')`,
    [heldBookingId, mentor.id, mentee.id],
  );
  await t.db.query(
    `update mentor_profiles set review_count = 1, rating_avg = 5 where user_id = $1`,
    [mentor.id],
  );

  const goal = await t.request('POST', '/api/goals', {
    session: mentee.session,
    body: { title: 'mentee-goal-title' },
  });
  if (goal.statusCode !== 201) throw new Error(goal.body);
  const other = await t.request('POST', '/api/goals', {
    session: bystander.session,
    body: { title: 'bystander-goal-title' },
  });
  if (other.statusCode !== 201) throw new Error(other.body);
  await t.db.query(
    `insert into activities (id, mentee_id, created_by, name) values ($1, $2, $2, 'mentee-activity')`,
    [randomUUID(), mentee.id],
  );

  const conversation = randomUUID();
  const otherConversation = randomUUID();
  await t.db.query(
    `insert into conversations (id, mentee_id, mentor_id, last_message_at) values
       ($1, $2, $3, now()), ($4, $5, $3, now())`,
    [conversation, mentee.id, mentor.id, otherConversation, bystander.id],
  );
  await t.db.query(
    `insert into messages (id, conversation_id, sender_id, kind, text) values
       ($1, $2, $3, 'text', 'hello-from-the-mentee'),
       ($4, $2, $5, 'text', 'reply-from-the-mentor'),
       ($6, $7, $8, 'text', 'bystander-message')`,
    [
      randomUUID(),
      conversation,
      mentee.id,
      randomUUID(),
      mentor.id,
      randomUUID(),
      otherConversation,
      bystander.id,
    ],
  );

  const circle = randomUUID();
  await t.db.query(
    `insert into circles (id, slug, title, category, description)
     values ($1, $2, 'Career changers', 'education', 'People changing careers')`,
    [circle, `circle-${circle.slice(0, 8)}`],
  );
  await t.db.query(`insert into circle_memberships (circle_id, user_id) values ($1, $2)`, [
    circle,
    mentee.id,
  ]);
  await t.db.query(
    `insert into circle_posts (id, circle_id, author_id, body) values ($1, $2, $3, 'mentee-circle-post')`,
    [randomUUID(), circle, mentee.id],
  );
  await t.db.query(
    `insert into notifications (id, user_id, kind, event, data)
     values ($1, $2, 'messages', 'message.sent', '{"preview": "mentee-notification"}')`,
    [randomUUID(), mentee.id],
  );

  await t.db.query(
    `insert into expert_requests (id, mentee_id, topic, description, expires_at)
     values ($1, $2, 'career', 'mentee-expert-question', now() + interval '1 day')`,
    [randomUUID(), mentee.id],
  );
  await t.db.query(
    `insert into feature_requests (id, user_id, title, description) values
       ($1, $2, 'mentee-feature-title', 'Please add it'),
       ($3, $4, 'bystander-feature-title', 'Me too')`,
    [randomUUID(), mentee.id, randomUUID(), bystander.id],
  );

  // The mentee reported the mentor (a legal notice with their name and email); the bystander
  // reported the mentee, which the mentee's export must not show (it would name the reporter).
  await t.db.query(
    `insert into reports (id, reporter_id, subject_kind, subject_id, subject_user_id, reason,
       details, notice_name, notice_email, notice_accurate) values
       ($1, $2, 'user', $3, $3, 'illegal', 'mentee-report-details', 'Grace H.', 'grace-notice@example.com', true),
       ($4, $5, 'user', $2, $2, 'spam', 'bystander-report-details', null, null, null)`,
    [randomUUID(), mentee.id, mentor.id, randomUUID(), bystander.id],
  );

  const menteeFile = await insertAttachment(
    t,
    heldBookingId,
    mentee,
    'mentee',
    'mentee-file-bytes',
  );
  const mentorFile = await insertAttachment(
    t,
    heldBookingId,
    mentor,
    'mentor',
    'mentor-file-bytes',
  );
  return {
    mentee,
    mentor,
    bystander,
    heldBookingId,
    upcomingBookingId,
    circleId: circle,
    menteeFile,
    mentorFile,
  };
}
