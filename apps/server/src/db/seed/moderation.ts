import { sql } from 'drizzle-orm';
import { newId } from '../../lib/crypto.ts';
import { DEMO_ADMIN_EMAIL, DEMO_MENTEE_EMAIL } from './demo-accounts.ts';
import type { DemoSeeder } from './types.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Demo trust and safety (docs/product.md#13-demo-content, docs/product.md#14-trust-and-safety):
 * so the demo admin's queue, audit log and overview are not empty on a fresh `npm start`. Two
 * open reports (the demo mentee reports a circle post as spam; a demo mentee reports a demo
 * mentor's message), one dismissed with its audit row, and the approvals of the three most
 * recently approved demo mentors recorded as the demo admin's. Idempotent (nothing once any
 * report exists); nothing without the demo admin and the demo mentee; no mail.
 */
export const moderationSeeder: DemoSeeder = {
  name: 'moderation',
  async run(tx, ctx) {
    const { db } = tx;
    const people = await db.execute<{ email: string; id: string }>(
      sql`select email, id from users where email in (${DEMO_ADMIN_EMAIL}, ${DEMO_MENTEE_EMAIL})`,
    );
    const id = (email: string) => people.rows.find((r) => r.email === email)?.id;
    const adminId = id(DEMO_ADMIN_EMAIL);
    const jordanId = id(DEMO_MENTEE_EMAIL);
    if (!adminId || !jordanId) return;
    if ((await db.execute(sql`select 1 from reports limit 1`)).rows.length > 0) return;
    const at = (hoursAgo: number) => new Date(ctx.now - hoursAgo * HOUR_MS).toISOString();

    // A circle post by someone else, reported by the demo mentee.
    const post = await db.execute<{ id: string; author_id: string }>(sql`
      select id, author_id from circle_posts
      where is_demo and parent_id is null and author_id <> ${jordanId}
      order by created_at desc limit 1`);
    if (post.rows[0]) {
      await db.execute(sql`
        insert into reports (id, reporter_id, subject_kind, subject_id, subject_user_id, reason,
          details, created_at)
        values (${newId()}, ${jordanId}, 'circle_post', ${post.rows[0].id},
          ${post.rows[0].author_id}, 'spam',
          'This reads like an advert for a paid course, not a question for the circle.', ${at(20)})`);
    }

    // A mentor's message in another demo conversation, reported by its mentee.
    const message = await db.execute<{ id: string; sender_id: string; mentee_id: string }>(sql`
      select m.id, m.sender_id, c.mentee_id from messages m
      join conversations c on c.id = m.conversation_id
      where m.kind = 'text' and m.sender_id = c.mentor_id and c.mentee_id <> ${jordanId}
      order by m.created_at desc limit 1`);
    if (message.rows[0]) {
      const m = message.rows[0];
      await db.execute(sql`
        insert into reports (id, reporter_id, subject_kind, subject_id, subject_user_id, reason,
          details, created_at)
        values (${newId()}, ${m.mentee_id}, 'message', ${m.id}, ${m.sender_id}, 'scam',
          'After this message they asked me to pay for extra sessions by bank transfer.', ${at(6)})`);
    }

    // A report the demo admin dismissed, and its audit row.
    const mentors = await db.execute<{ user_id: string; reviewed_at: string }>(sql`
      select user_id, reviewed_at from mentor_profiles
      where is_demo and status = 'approved' and reviewed_at is not null
      order by reviewed_at desc limit 3`);
    const dismissedOn = mentors.rows[2];
    if (dismissedOn) {
      const reportId = newId();
      const note = 'The mentor’s employment history checks out; nothing to act on.';
      await db.execute(sql`
        insert into reports (id, reporter_id, subject_kind, subject_id, subject_user_id, reason,
          details, status, created_at, resolved_at, resolved_by, resolution_action, resolution_note)
        values (${reportId}, ${jordanId}, 'user', ${dismissedOn.user_id}, ${dismissedOn.user_id},
          'impersonation', 'I am not sure this person really worked where the profile says.',
          'dismissed', ${at(72)}, ${at(50)}, ${adminId}, 'dismiss', ${note})`);
      await db.execute(sql`
        insert into admin_actions (id, admin_id, action, subject_user_id, subject_kind, subject_id,
          note, created_at)
        values (${newId()}, ${adminId}, 'dismiss', ${dismissedOn.user_id}, 'report', ${reportId},
          ${note}, ${at(50)})`);
    }

    // The latest approvals, as the demo admin's decisions.
    for (const mentor of mentors.rows) {
      await db.execute(sql`
        update mentor_profiles set reviewed_by = ${adminId} where user_id = ${mentor.user_id}`);
      await db.execute(sql`
        insert into admin_actions (id, admin_id, action, subject_user_id, subject_kind, subject_id,
          created_at)
        values (${newId()}, ${adminId}, 'approve', ${mentor.user_id}, 'application',
          ${mentor.user_id}, ${mentor.reviewed_at})`);
    }
  },
};
