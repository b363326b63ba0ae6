import crypto from 'node:crypto';
import { openBenchDatabase } from './booking-data.ts';

/**
 * The mentee home summary benchmark's data (docs/performance.md), written with set-based
 * SQL into a DATA_DIR of its own: one approved, featured mentor with a paid and a free plan,
 * and one signed-in mentee with {@link SUMMARY_GOALS} goals, {@link SUMMARY_ACTIVITIES}
 * activities and {@link SUMMARY_SESSIONS} sessions with that mentor.
 *
 * - Goals: target dates spread over ±60 days, one in five achieved, one in ten dropped.
 * - Activities: due dates spread over ±60 days (so this week has ~30), every status,
 *   category and kind; most under a goal.
 * - Sessions: one a day at 10:00 UTC, the 90 before today held (one in four free, one in
 *   twelve with the mentee absent, one in fifteen cancelled), the 10 after it upcoming.
 */
export const SUMMARY_GOALS = 50;
export const SUMMARY_ACTIVITIES = 500;
export const SUMMARY_SESSIONS = 100;

export interface SummaryData {
  mentorId: string;
  menteeId: string;
  /** `pathwise_session=<token>` of the mentee, ready for a `Cookie` header. */
  cookie: string;
  /** Milliseconds the writing and vacuuming took. */
  ms: number;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** Initialise `dataDir`, write the summary data, `VACUUM ANALYZE`, and stop the cluster. */
export async function writeSummaryData(root: string, dataDir: string): Promise<SummaryData> {
  const db = await openBenchDatabase(root, dataDir);
  const started = performance.now();
  const q = (text: string, values?: unknown[]) => db.pool.query(text, values);
  const mentorId = 'bench-summary-mentor';
  const menteeId = 'bench-summary-mentee';
  const token = crypto.randomBytes(32).toString('base64url');
  try {
    await q(
      `insert into users (id, email, name, password_hash, email_verified_at)
       values ($1::text, $1::text || '@example.com', 'Bench Mentor', 'unusable', now()),
              ($2::text, $2::text || '@example.com', 'Bench Mentee', 'unusable', now())`,
      [mentorId, menteeId],
    );
    await q(
      `insert into onboarding (user_id, user_type, completed_at)
       values ($1, 'coach', now()), ($2, 'mentee', now())`,
      [mentorId, menteeId],
    );
    await q(
      `insert into mentor_profiles (user_id, about, niche, skills_text,
         certification, clients_count, goal, status, submitted_at, reviewed_at, headline,
         company, languages, years_experience, skills, topics, featured)
       values ($1, 'I help people grow into their next role.', 'career',
         'System design interviews.', 'icf', 12, 'empower_clients', 'approved',
         now() - interval '30 days', now() - interval '29 days', 'Engineering Director',
         'Vantyx', array['en'], 15, array['coding'], array['career_growth'], true)`,
      [mentorId],
    );
    await q(
      `insert into mentor_plans (id, mentor_id, position, name, price_minor, currency, sessions)
       values ('bench-summary-free', $1, 0, 'Intro call', 0, 'USD', 1),
              ('bench-summary-paid', $1, 1, 'Starter Plan', 24000, 'USD', 2)`,
      [mentorId],
    );
    await q(
      `insert into mentee_profiles (user_id, about, experience, timeline,
         number_of_sessions, frequency, period, skills, traits, goal)
       values ($1, 'Preparing for a move into management.', 'mid_level',
         'asap', 4, 2, 'month', array['coding'], array['patient'], 'career_growth')`,
      [menteeId],
    );
    await q(
      `insert into sessions (id, user_id, token_hash, expires_at)
       values ('bench-summary-session', $1, $2, now() + interval '1 day')`,
      [menteeId, sha256(token)],
    );
    await q(
      `insert into goals (id, mentee_id, title, target_date, category, status)
       select 'bench-goal-' || n, $1, 'Goal number ' || n,
         current_date + ((n * 7) % 121 - 60),
         (array['skills','career','branding','interviews','networking','wellbeing','other'])[1 + n % 7],
         case when n % 5 = 0 then 'achieved' when n % 10 = 3 then 'dropped' else 'active' end
       from generate_series(1, $2::int) n`,
      [menteeId, SUMMARY_GOALS],
    );
    await q(
      `insert into activities (id, mentee_id, created_by, goal_id, name, category, due_date,
         status, source, kind, completed_at)
       select 'bench-activity-' || n, $1::text, case when n % 6 = 0 then $2::text else $1::text end,
         case when n % 8 = 0 then null else 'bench-goal-' || (1 + n % $3::int) end,
         'Activity number ' || n,
         (array['skills','career','branding','interviews','networking','wellbeing','other'])[1 + n % 7],
         current_date + ((n * 13) % 121 - 60),
         (array['not_started','in_progress','complete'])[1 + n % 3],
         case when n % 6 = 0 then 'mentor_assignment' else 'mentee' end,
         case when n % 6 = 0 then 'assignment' else 'activity' end,
         case when n % 3 = 2 then now() end
       from generate_series(1, $4::int) n`,
      [menteeId, mentorId, SUMMARY_GOALS, SUMMARY_ACTIVITIES],
    );
    await q(
      `insert into bookings (id, mentor_id, mentee_id, status, starts_at, ends_at,
         blocked_from, blocked_until, plan_id, plan_name, plan_sessions, price_minor, currency,
         agenda, meeting_url, mentor_time_zone, mentee_time_zone, mentee_absent, cancelled_by,
         created_at, updated_at)
       select 'bench-summary-booking-' || n, $1, $2,
         case when n % 15 = 0 then 'cancelled' else 'confirmed' end,
         s, s + interval '60 minutes', s, s + interval '75 minutes',
         case when n % 4 = 0 then 'bench-summary-free' else 'bench-summary-paid' end,
         'Starter Plan', 2, case when n % 4 = 0 then 0 else 12000 end, 'USD', 'Career planning',
         'https://meet.example.com/bench-summary-' || n, 'Europe/Berlin', 'America/New_York',
         n % 12 = 0, case when n % 15 = 0 then 'mentee' end,
         s - interval '10 days', s - interval '10 days'
       from generate_series(1, $3::int) n,
         lateral (select (current_date + (n - 90) + time '10:00') at time zone 'UTC' as s) t`,
      [mentorId, menteeId, SUMMARY_SESSIONS],
    );
    await q('vacuum analyze');
    return {
      mentorId,
      menteeId,
      cookie: `pathwise_session=${token}`,
      ms: performance.now() - started,
    };
  } finally {
    await db.stop();
  }
}
