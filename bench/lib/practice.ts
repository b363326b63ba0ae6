import autocannon from 'autocannon';
import crypto from 'node:crypto';
import { openBenchDatabase } from './booking-data.ts';
import { percentile, type LoadResult } from './load.ts';

/**
 * The practice benchmarks' data and load (docs/performance.md), in a DATA_DIR of their
 * own: one approved mentor (Europe/Berlin) signed in by a session row, with
 * {@link PRACTICE_VISITS} counted profile visits spread over the last 90 days and every
 * source, written with one `INSERT … SELECT generate_series`.
 */

/** Counted visits of the analytics phase's mentor. */
export const PRACTICE_VISITS = 100_000;

export interface PracticeData {
  mentorId: string;
  /** `pathwise_session=<token>` of the mentor. */
  cookie: string;
  /** Milliseconds the writing and vacuuming took. */
  ms: number;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** Initialise `dataDir`, write the mentor, their session and their visits, and stop. */
export async function writePracticeData(root: string, dataDir: string): Promise<PracticeData> {
  const db = await openBenchDatabase(root, dataDir);
  const started = performance.now();
  const q = (text: string, values?: unknown[]) => db.pool.query(text, values);
  const mentorId = 'bench-practice-mentor';
  const token = crypto.randomBytes(32).toString('base64url');
  try {
    await q(
      `insert into users (id, email, name, password_hash, email_verified_at)
       values ($1::text, $1::text || '@example.com', 'Bench Practice Mentor', 'unusable', now())`,
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
         'System design interviews.', 'icf', 12, 'empower_clients', 'approved',
         now() - interval '30 days', now() - interval '29 days', 'Engineering Director',
         'Vantyx', array['en'], 15, array['coding'], array['career_growth'])`,
      [mentorId],
    );
    await q(
      `insert into mentor_plans (id, mentor_id, position, name, price_minor, currency, sessions)
       values ('bench-practice-plan', $1, 0, 'Starter Plan', 24000, 'USD', 2)`,
      [mentorId],
    );
    await q(`insert into availability (mentor_id) values ($1)`, [mentorId]);
    await q(`update users set time_zone = 'Europe/Berlin' where id = $1`, [mentorId]);
    await q(
      `insert into sessions (id, user_id, token_hash, expires_at)
       values ('bench-practice-session', $1, $2, now() + interval '1 day')`,
      [mentorId, sha256(token)],
    );
    await q(
      `insert into profile_visits (mentor_id, day, visitor_hash, source, referrer_host)
       select $1, current_date - (n % 90), md5(n::text) || md5((n * 7)::text),
              (array['directory','home','circles','ask_expert','other_site','direct'])[1 + n % 6],
              case when n % 6 = 4 then 'site' || (n % 40) || '.example' end
         from generate_series(1, $2::int) n`,
      [mentorId, PRACTICE_VISITS],
    );
    await q('vacuum analyze profile_visits');
    return { mentorId, cookie: `pathwise_session=${token}`, ms: performance.now() - started };
  } finally {
    await db.stop();
  }
}

/** Views sent by this run so far: each has its own address, across phases too. */
let viewers = 0;

/** A visitor's headers: a browser's user agent and an address of its own. */
function viewer(): Record<string, string> {
  return {
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
    'x-forwarded-for': `10.${(viewers >> 16) & 255}.${(viewers >> 8) & 255}.${viewers++ & 255}`,
  };
}

/**
 * `GET /api/mentors/:id` (the public profile page's API) from `connections` connections for
 * `duration` s, with or without counting views (`countViews`):
 * - `false`: the GET alone;
 * - `'beside'`: `POST /api/mentors/:id/views` from as many more connections, each sending its
 *   next view when the last is answered (a closed loop: the faster views are answered, the
 *   more are sent);
 * - `'per-visit'`: each connection is a run of visitors, each sending the GET and then its
 *   view, as the page does after it renders.
 *
 * With `rate`, the phase sends that many page visits per second in all (autocannon's
 * `overallRate`; with `'per-visit'` twice as many requests, a GET and a view per visit) instead
 * of as fast as they are answered: the latency a reader sees at a given traffic, where a closed
 * loop at full load measures how the CPU is shared (docs/performance.md, "views and slots").
 * Every view comes from its own client address (`X-Forwarded-For`, trusted as the server runs
 * with `TRUST_PROXY=loopback`), so each is a new visitor, inserted, not a duplicate: a visitor
 * is one address a day, whatever its user agent. Returns the GET's figures (200s; the views
 * answer 204), and the number of views answered 2xx (`views`, 0 without counting).
 */
export async function profileLoad(options: {
  baseUrl: string;
  mentorId: string;
  connections: number;
  duration: number;
  countViews: false | 'beside' | 'per-visit';
  /** Page visits per second in all; unset: a closed loop. */
  rate?: number;
}): Promise<LoadResult & { views: number }> {
  const profilePath = `/api/mentors/${options.mentorId}`;
  const view = {
    method: 'POST' as const,
    path: `${profilePath}/views`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ source: 'directory' }),
    setupRequest: (req: Record<string, unknown>) => ({
      ...req,
      headers: { ...(req.headers as Record<string, string>), ...viewer() },
    }),
  };
  const latencies: number[] = [];
  let perVisitViews = 0;
  const perVisit = options.countViews === 'per-visit';
  const rate = options.rate === undefined ? {} : { overallRate: options.rate * (perVisit ? 2 : 1) };
  const profile = autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.duration,
    timeout: 10,
    ...rate,
    requests: perVisit ? [{ method: 'GET', path: profilePath }, view] : [{ path: profilePath }],
  });
  profile.on('response', (_c: unknown, status: number, _b: number, ms: number) => {
    if (status === 200) latencies.push(ms);
    else if (status === 204) perVisitViews++;
  });
  const views =
    options.countViews === 'beside'
      ? autocannon({
          url: options.baseUrl,
          connections: options.connections,
          duration: options.duration,
          timeout: 10,
          requests: [view],
        })
      : null;
  const [result, viewsResult] = await Promise.all([profile, views]);
  const sorted = Float64Array.from(latencies).sort();
  return {
    rps: sorted.length / result.duration,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    ok: sorted.length,
    failed: result.non2xx + result.errors + result.timeouts,
    seconds: result.duration,
    views: viewsResult?.['2xx'] ?? perVisitViews,
  };
}
