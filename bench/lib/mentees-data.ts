import crypto from 'node:crypto';
import { openBenchDatabase } from './booking-data.ts';

/**
 * The mentees table benchmark's data (docs/performance.md: "The mentor's mentees table
 * with 200 mentees"), written with set-based SQL into a DATA_DIR of its own:
 *
 * - one approved mentor, signed in with a session whose cookie token only this process knows
 *   (the table keeps its SHA-256, as the server's sign-in does);
 * - {@link MENTEES} onboarded mentees with profiles (three quality skills, one or two
 *   languages, a mentee goal, spread deterministically), each with three bookings with the
 *   mentor: a held one, a cancelled one and one ahead (one in five pending), so the Meeting
 *   column has every state and the mentor's calendar 600 bookings;
 * - per mentee four goals (three shared, one private) with five activities each (two done),
 *   and the mentor's two assignments and one test (one overdue, the test of every other mentee
 *   scored): 800 goals and 4,600 activities.
 */

/** Mentees of the bench mentor. */
export const MENTEES = 200;
/** Goals per mentee (the last one private) and activities per goal. */
const GOALS_PER_MENTEE = 4;
const ACTIVITIES_PER_GOAL = 5;

/** The requests of the phase, in turn: what a mentor does on the page and the home tracker. */
export const MENTEES_MIX = [
  '/api/mentor/mentees?timeZone=Europe/Berlin',
  '/api/mentor/mentees?sort=next&limit=3&timeZone=Europe/Berlin',
  '/api/mentor/mentees?page=7&timeZone=Europe/Berlin',
  '/api/mentor/mentees?skills=leadership&timeZone=Europe/Berlin',
  '/api/mentor/mentees?q=mentee%2012&timeZone=Europe/Berlin',
  '/api/mentor/mentees?language=es&topic=career_clarity&timeZone=Europe/Berlin',
];

export interface MenteesData {
  mentorId: string;
  /** `pathwise_session=<token>`, ready for a `Cookie` header. */
  cookie: string;
  /** One mentee, for the detail request. */
  menteeId: string;
  ms: number;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** Initialise `dataDir`, write the mentor, mentees, bookings and plans, `VACUUM ANALYZE`, stop. */
export async function writeMenteesData(root: string, dataDir: string): Promise<MenteesData> {
  const db = await openBenchDatabase(root, dataDir);
  const started = performance.now();
  const q = (text: string, values?: unknown[]) => db.pool.query(text, values);
  const mentorId = 'bench-mentees-mentor';
  const token = crypto.randomBytes(32).toString('base64url');
  try {
    await q(
      `insert into users (id, email, name, password_hash, email_verified_at)
       values ($1::text, $1::text || '@example.com', 'Bench Mentor', 'unusable', now())`,
      [mentorId],
    );
    await q(
      `insert into onboarding (user_id, user_type, completed_at) values ($1, 'coach', now())`,
      [mentorId],
    );
    await q(
      `insert into mentor_profiles (user_id, about, niche, skills_text,
         certification, clients_count, goal, status, submitted_at, reviewed_at, headline,
         company, languages, years_experience, skills, topics)
       values ($1, 'I help people grow into their next role.', 'career',
         'Interviews and leadership.', 'icf', 12, 'empower_clients', 'approved',
         now() - interval '30 days', now() - interval '29 days', 'Engineering Director',
         'Vantyx', array['en'], 15, array['coding'], array['career_growth'])`,
      [mentorId],
    );
    await q(
      `insert into mentor_plans (id, mentor_id, position, name, price_minor, currency, sessions)
       values ('bench-mentees-plan', $1, 0, 'Starter Plan', 24000, 'USD', 2)`,
      [mentorId],
    );
    await q(
      `insert into sessions (id, user_id, token_hash, expires_at)
       values ('bench-mentees-session', $1, $2, now() + interval '1 day')`,
      [mentorId, sha256(token)],
    );

    // Mentees: account, onboarding, profile with skills, languages and a goal.
    await q(
      `insert into users (id, email, name, password_hash, email_verified_at)
       select 'bench-mentee-' || lpad(n::text, 4, '0'), 'bench-mentee-' || n || '@example.com',
         'Bench Mentee ' || n, 'unusable', now()
       from generate_series(1, $1) n`,
      [MENTEES],
    );
    await q(
      `insert into onboarding (user_id, user_type, completed_at)
       select 'bench-mentee-' || lpad(n::text, 4, '0'), 'mentee', now()
       from generate_series(1, $1) n`,
      [MENTEES],
    );
    await q(
      `with skills as (select array['interview_skills', 'networking', 'marketing',
           'stress_management', 'sales', 'time_management', 'communication', 'goal_setting',
           'negotiation', 'customer_success', 'leadership', 'resume_writing'] as s),
       goals as (select array['develop_skills', 'achieve_career_goals', 'career_clarity',
           'personal_branding', 'interview_preparation', 'overcome_obstacles'] as g),
       langs as (select array['en', 'es', 'hi', 'fr', 'de', 'pt'] as l)
       insert into mentee_profiles (user_id, about, experience, timeline,
         number_of_sessions, frequency, period, skills, traits, goal, languages, headline)
       select 'bench-mentee-' || lpad(n::text, 4, '0'),
         'Preparing for a move into management.', 'mid_level', '3_6_months', 4, 2, 'monthly',
         array[s[1 + n % 12], s[1 + (n + 4) % 12], s[1 + (n + 8) % 12]], array['patient'],
         g[1 + n % 6], array['en', l[1 + n % 6]], 'Product Designer'
       from generate_series(1, $1) n, skills, goals, langs`,
      [MENTEES],
    );

    // Bookings: a held one (2 h apart in the past), one ahead (2 h apart; one in five
    // pending), both active so spaced to keep the exclusion constraints happy, and a
    // cancelled one.
    await q(
      `insert into bookings (id, mentor_id, mentee_id, status, starts_at, ends_at,
         blocked_from, blocked_until, plan_id, plan_name, plan_sessions, price_minor, currency,
         agenda, meeting_url, mentor_time_zone, mentee_time_zone, cancelled_by, created_at,
         updated_at)
       select 'bench-mb-' || kind || '-' || n, $1, 'bench-mentee-' || lpad(n::text, 4, '0'),
         case when kind = 'past' then 'confirmed'
              when kind = 'cancelled' then 'cancelled'
              when n % 5 = 0 then 'pending' else 'confirmed' end,
         at, at + interval '1 hour', at, at + interval '1 hour',
         'bench-mentees-plan', 'Starter Plan', 2, 12000, 'USD', 'Career planning',
         'https://meet.example.com/bench-mb-' || n, 'Europe/Berlin', 'Europe/Berlin',
         case when kind = 'cancelled' then 'mentee' end, at - interval '10 days',
         at - interval '10 days'
       from generate_series(1, $2) n,
         lateral (values
           ('past', date_trunc('hour', now()) - make_interval(hours => 2 * n + 2)),
           ('next', date_trunc('hour', now()) + make_interval(hours => 2 * n + 2)),
           ('cancelled', date_trunc('hour', now()) - make_interval(days => 3, hours => n))
         ) as b(kind, at)`,
      [mentorId, MENTEES],
    );

    // Goals (the last of each mentee private) and their activities, two of five done.
    await q(
      `insert into goals (id, mentee_id, title, why, target_date, category, status, shared)
       select 'bench-goal-' || n || '-' || g, 'bench-mentee-' || lpad(n::text, 4, '0'),
         'Goal ' || g || ' of mentee ' || n, 'Because it matters.',
         current_date + g * 15, 'career', 'active', g < $2
       from generate_series(1, $1) n, generate_series(1, $2) g`,
      [MENTEES, GOALS_PER_MENTEE],
    );
    await q(
      `insert into activities (id, mentee_id, created_by, goal_id, name, category, due_date,
         status, source, kind)
       select 'bench-act-' || n || '-' || g || '-' || a, 'bench-mentee-' || lpad(n::text, 4, '0'),
         'bench-mentee-' || lpad(n::text, 4, '0'), 'bench-goal-' || n || '-' || g,
         'Activity ' || a, 'skills', current_date + (a * 3 - 6),
         case when a <= 2 then 'complete' else 'not_started' end, 'mentee', 'activity'
       from generate_series(1, $1) n, generate_series(1, $2) g, generate_series(1, $3) a`,
      [MENTEES, GOALS_PER_MENTEE, ACTIVITIES_PER_GOAL],
    );
    // The mentor's work: two assignments (one overdue, one done) and a test (scored for
    // every other mentee).
    await q(
      `insert into activities (id, mentee_id, created_by, goal_id, name, category, due_date,
         status, source, kind, score, completed_at)
       select 'bench-work-' || n || '-' || w, 'bench-mentee-' || lpad(n::text, 4, '0'), $2,
         case when w = 1 then 'bench-goal-' || n || '-1' end, 'Work ' || w, 'skills',
         current_date + (w * 4 - 6),
         case when w = 2 or (w = 3 and n % 2 = 0) then 'complete' else 'in_progress' end,
         'mentor_assignment', case when w = 3 then 'test' else 'assignment' end,
         case when w = 3 and n % 2 = 0 then 80 end,
         case when w = 2 or (w = 3 and n % 2 = 0) then now() end
       from generate_series(1, $1) n, generate_series(1, 3) w`,
      [MENTEES, mentorId],
    );
    await q('vacuum analyze');
    return {
      mentorId,
      cookie: `pathwise_session=${token}`,
      menteeId: 'bench-mentee-0001',
      ms: performance.now() - started,
    };
  } finally {
    await db.stop();
  }
}
