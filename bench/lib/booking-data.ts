import crypto from 'node:crypto';
import path from 'node:path';

/**
 * The booking benchmarks' data (docs/performance.md), written with set-based SQL into a
 * DATA_DIR of their own, never mixed with the demo content:
 *
 * - the slots phase's mentor: approved, weekday hours, and {@link SLOTS_BOOKINGS} bookings
 *   already made (most over the next ~90 days' free time and the past, one in ten cancelled);
 * - the contention phase's {@link CONTENTION_MENTORS} mentors (plus one for its warm-up), all
 *   with the same hours, and {@link CONTENTION_MENTEES} onboarded mentees, each signed in
 *   with a session whose cookie token only this process knows (the table keeps its SHA-256,
 *   as the server's own sign-in does).
 *
 * Accounts are written directly rather than through sign-up: 200 argon2id hashes and mails
 * would take minutes on two cores and measure nothing the booking figures are about.
 */

/** Existing bookings of the slots phase's mentor. */
export const SLOTS_BOOKINGS = 500;
/** …of which this many start in the future (the rest are in the past). */
export const SLOTS_FUTURE_BOOKINGS = 200;
/** Mentors the contention phase books (plus one more for its warm-up). */
export const CONTENTION_MENTORS = 3;
/** Signed-in mentees of the contention phase. */
export const CONTENTION_MENTEES = 200;

/** Every bench mentor's time zone and hours (wall clock, Monday to Friday). */
export const BENCH_TIME_ZONE = 'Europe/Berlin';
const WEEKDAY_HOURS = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  ranges: [{ start: '08:00', end: '18:00' }],
}));
const CONTENTION_HOURS = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  ranges: [{ start: '08:00', end: '20:00' }],
}));

export interface BenchMentor {
  id: string;
  planId: string;
}

export interface BenchMentee {
  id: string;
  /** `pathwise_session=<token>`, ready for a `Cookie` header. */
  cookie: string;
}

export interface BookingData {
  slotsMentor: BenchMentor;
  contentionMentors: BenchMentor[];
  warmupMentor: BenchMentor;
  mentees: BenchMentee[];
  /** Milliseconds the writing and vacuuming took. */
  ms: number;
}

interface Pool {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

interface OpenedDb {
  pool: Pool;
  stop(): Promise<void>;
}

/**
 * Opens `dataDir`'s embedded cluster the way the server does (initialising it and applying
 * the migrations of the measured checkout's own code when needed). The server must not be
 * running on it.
 */
export async function openBenchDatabase(root: string, dataDir: string): Promise<OpenedDb> {
  const server = path.join(root, 'apps/server/src');
  const { startDatabase } = (await import(path.join(server, 'db/bootstrap.ts'))) as {
    startDatabase: (opts: { dataDir: string; log: unknown }) => Promise<{
      database: { pool: Pool; close(): Promise<void> };
      embedded?: { stop(): Promise<void> };
    }>;
  };
  const { createLogger } = (await import(path.join(server, 'lib/logger.ts'))) as {
    createLogger: (level: string) => unknown;
  };
  const db = await startDatabase({ dataDir, log: createLogger('silent') });
  return {
    pool: db.database.pool,
    async stop() {
      await db.database.close();
      await db.embedded?.stop();
    },
  };
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Initialise `dataDir`, write the mentors, mentees, sessions and the slots mentor's existing
 * bookings, `VACUUM ANALYZE`, and stop the cluster again.
 */
export async function writeBookingData(root: string, dataDir: string): Promise<BookingData> {
  const db = await openBenchDatabase(root, dataDir);
  const started = performance.now();
  const q = (text: string, values?: unknown[]) => db.pool.query(text, values);
  const mentor = (key: string): BenchMentor => ({
    id: `bench-mentor-${key}`,
    planId: `bench-plan-${key}`,
  });
  const slotsMentor = mentor('slots');
  const warmupMentor = mentor('warmup');
  const contentionMentors = Array.from({ length: CONTENTION_MENTORS }, (_, i) =>
    mentor(`book-${i + 1}`),
  );
  const mentees: BenchMentee[] = Array.from({ length: CONTENTION_MENTEES }, (_, i) => ({
    id: `bench-mentee-${pad(i + 1, 4)}`,
    cookie: `pathwise_session=${crypto.randomBytes(32).toString('base64url')}`,
  }));
  const allMentors = [slotsMentor, warmupMentor, ...contentionMentors];
  try {
    // Mentors: account, finished onboarding as a coach, approved profile, one plan.
    await q(
      `insert into users (id, email, name, password_hash, email_verified_at)
       select id, id || '@example.com', 'Bench Mentor ' || n, 'unusable', now()
       from unnest($1::text[]) with ordinality as m(id, n)`,
      [allMentors.map((m) => m.id)],
    );
    await q(
      `insert into onboarding (user_id, user_type, completed_at)
       select id, 'coach', now() from unnest($1::text[]) id`,
      [allMentors.map((m) => m.id)],
    );
    await q(
      `insert into mentor_profiles (user_id, about, niche, skills_text,
         certification, clients_count, goal, status, submitted_at, reviewed_at, headline,
         company, languages, years_experience, skills, topics)
       select id, 'I help people grow into their next role.',
         'career', 'System design interviews and engineering management.', 'icf', 12,
         'empower_clients', 'approved', now() - interval '30 days', now() - interval '29 days',
         'Engineering Director', 'Vantyx', array['en'], 15, array['coding'],
         array['career_growth']
       from unnest($1::text[]) with ordinality as m(id, n)`,
      [allMentors.map((m) => m.id)],
    );
    await q(
      `insert into mentor_plans (id, mentor_id, position, name, price_minor, currency, sessions)
       select plan, id, 0, 'Starter Plan', 24000, 'USD', 2
       from unnest($1::text[], $2::text[]) as p(id, plan)`,
      [allMentors.map((m) => m.id), allMentors.map((m) => m.planId)],
    );
    // Availability: the slots mentor works weekdays 08:00–18:00 and can be booked 90 days
    // ahead; the contention mentors every day 08:00–20:00. Hour-long sessions, 15 minutes
    // kept free after each, 24 hours' notice (the defaults).
    // The zone is the mentor's one zone, `users.time_zone`.
    const availabilitySql = `with zone as (update users set time_zone = $2 where id = $1)
        insert into availability (mentor_id, weekly_hours, booking_window_days)
        values ($1, $3::jsonb, $4)`;
    await q(availabilitySql, [slotsMentor.id, BENCH_TIME_ZONE, JSON.stringify(WEEKDAY_HOURS), 90]);
    for (const m of [warmupMentor, ...contentionMentors])
      await q(availabilitySql, [m.id, BENCH_TIME_ZONE, JSON.stringify(CONTENTION_HOURS), 90]);

    // Mentees: verified account, finished onboarding as a mentee, profile, a session.
    // 50 more mentees hold the slots mentor's existing bookings.
    const seedMentees = Array.from({ length: 50 }, (_, i) => `bench-seed-mentee-${pad(i, 2)}`);
    const menteeIds = [...mentees.map((m) => m.id), ...seedMentees];
    await q(
      `insert into users (id, email, name, password_hash, email_verified_at)
       select id, id || '@example.com', 'Bench Mentee ' || n, 'unusable', now()
       from unnest($1::text[]) with ordinality as m(id, n)`,
      [menteeIds],
    );
    await q(
      `insert into onboarding (user_id, user_type, completed_at)
       select id, 'mentee', now() from unnest($1::text[]) id`,
      [menteeIds],
    );
    await q(
      `insert into mentee_profiles (user_id, about, experience, timeline,
         number_of_sessions, frequency, period, skills, traits, goal)
       select id, 'Preparing for a move into management.',
         'mid_level', 'asap', 4, 2, 'month', array['coding'], array['patient'], 'career_growth'
       from unnest($1::text[]) with ordinality as m(id, n)`,
      [menteeIds],
    );
    await q(
      `insert into sessions (id, user_id, token_hash, expires_at)
       select 'bench-session-' || id, id, hash, now() + interval '1 day'
       from unnest($1::text[], $2::text[]) as s(id, hash)`,
      [
        mentees.map((m) => m.id),
        mentees.map((m) => sha256(m.cookie.slice('pathwise_session='.length))),
      ],
    );

    // The slots mentor's existing bookings: hour-long sessions starting at 08, 10, 12, 14
    // or 16 o'clock in the mentor's zone (two hours apart, so the 15-minute buffers never
    // overlap), five of every eight such weekday starts taken; the 200 nearest in the
    // future (~90 days) and the 300 nearest in the past. One in ten was cancelled.
    await q(
      `with candidates as (
         select ((d::date + make_time(h, 0, 0)) at time zone $2) as s
         from generate_series(current_date - 250, current_date + 100, interval '1 day') d,
           unnest(array[8, 10, 12, 14, 16]) h
         where extract(isodow from d) <= 5
       ), numbered as (
         select s, row_number() over (order by s) as rn from candidates
       ), picked as (
         select s from numbered where rn % 8 in (0, 1, 3, 4, 6)
       ), chosen as (
         (select s from picked where s > now() order by s limit $3)
         union all
         (select s from picked where s <= now() order by s desc limit $4)
       ), numbered_bookings as (
         select s, row_number() over (order by s) as n from chosen
       )
       insert into bookings (id, mentor_id, mentee_id, status, starts_at, ends_at,
         blocked_from, blocked_until, plan_id, plan_name, plan_sessions, price_minor,
         currency, agenda, meeting_url, mentor_time_zone, mentee_time_zone,
         cancelled_by, created_at, updated_at)
       select 'bench-seed-' || lpad(n::text, 4, '0'), $1,
         'bench-seed-mentee-' || lpad((n % 50)::text, 2, '0'),
         case when n % 10 = 0 then 'cancelled' else 'confirmed' end,
         s, s + interval '60 minutes', s, s + interval '75 minutes',
         $5, 'Starter Plan', 2, 12000, 'USD', 'Career planning',
         'https://meet.example.com/bench-' || n, $2, 'America/New_York',
         case when n % 10 = 0 then 'mentee' end,
         s - interval '10 days', s - interval '10 days'
       from numbered_bookings`,
      [
        slotsMentor.id,
        BENCH_TIME_ZONE,
        SLOTS_FUTURE_BOOKINGS,
        SLOTS_BOOKINGS - SLOTS_FUTURE_BOOKINGS,
        slotsMentor.planId,
      ],
    );
    await q(
      `insert into booking_changes (booking_id, actor_id, kind, actor_role, at)
       select id, mentee_id, 'booked', 'mentee', created_at from bookings`,
    );
    const { rows } = await q('select count(*)::int as n from bookings');
    if (rows[0]?.n !== SLOTS_BOOKINGS)
      throw new Error(`Wrote ${String(rows[0]?.n)} bookings, not ${SLOTS_BOOKINGS}.`);
    await q('vacuum analyze');
    return {
      slotsMentor,
      contentionMentors,
      warmupMentor,
      mentees,
      ms: performance.now() - started,
    };
  } finally {
    await db.stop();
  }
}

/** What the database says after the contention phase. */
export interface BookingAudit {
  /** Pairs of active bookings of one mentor whose blocked ranges (buffers included) overlap. */
  mentorOverlaps: number;
  /** Pairs of active bookings of one mentee whose times overlap. */
  menteeOverlaps: number;
  /** Active bookings of the contention mentors (the warm-up mentor's not counted). */
  contentionBookings: number;
}

/**
 * Looks for double bookings with plain SQL, independently of the exclusion constraints that
 * should prevent them: every pair of active (pending or confirmed) bookings of one mentor
 * whose blocked ranges overlap, and of one mentee whose times overlap, over every booking in
 * the database. Opens `dataDir` after the server has stopped.
 */
export async function auditBookings(
  root: string,
  dataDir: string,
  contentionMentorIds: string[],
): Promise<BookingAudit> {
  const db = await openBenchDatabase(root, dataDir);
  try {
    const count = async (text: string, values?: unknown[]) =>
      Number((await db.pool.query(text, values)).rows[0]?.n ?? NaN);
    const active = `status in ('pending', 'confirmed')`;
    return {
      mentorOverlaps: await count(
        `select count(*)::int as n from bookings a join bookings b
           on a.mentor_id = b.mentor_id and a.id < b.id
          and tstzrange(a.blocked_from, a.blocked_until, '[)')
              && tstzrange(b.blocked_from, b.blocked_until, '[)')
         where a.${active} and b.${active}`,
      ),
      menteeOverlaps: await count(
        `select count(*)::int as n from bookings a join bookings b
           on a.mentee_id = b.mentee_id and a.id < b.id
          and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')
         where a.${active} and b.${active}`,
      ),
      contentionBookings: await count(
        `select count(*)::int as n from bookings where mentor_id = any($1::text[]) and ${active}`,
        [contentionMentorIds],
      ),
    };
  } finally {
    await db.stop();
  }
}
