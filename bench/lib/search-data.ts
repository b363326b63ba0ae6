import path from 'node:path';

/**
 * The directory search benchmark's data: 10,000 mentors written with a few set-based SQL
 * statements (`insert … select … from generate_series`) into a DATA_DIR of its own, never
 * mixed with the demo content. Names, roles, companies, tags, languages, ratings and plan
 * prices are spread deterministically over realistic values, so that the search mix below
 * finds tens to hundreds of matches per query, as a real directory of this size would.
 */

/** How many mentor profiles the benchmark searches. */
export const SEARCH_MENTORS = 10_000;

const FIRST = [
  'Amara',
  'Daniel',
  'Priya',
  'Marcus',
  'Sofia',
  'Rahul',
  'Hannah',
  'Kwame',
  'Mei',
  'James',
  'Ana',
  'Elena',
  'Arjun',
  'Grace',
  'Carlos',
  'Fatima',
  'Thomas',
  'Aisha',
  'Lucas',
  'Nadia',
  'Vikram',
  'Olivia',
  'Kenji',
  'Isabel',
  'Samuel',
  'Chloe',
  'Diego',
  'Emily',
  'Anjali',
  'Pedro',
  'Zoe',
  'Omar',
  'Laura',
  'Neha',
  'Benjamin',
  'Ingrid',
  'Tariq',
  'Yuki',
  'Mateo',
  'Leila',
];
const LAST = [
  'Okafor',
  'Moreau',
  'Raman',
  'Bell',
  'Alvarez',
  'Mehta',
  'Schmidt',
  'Mensah',
  'Chen',
  'Connor',
  'Souza',
  'Petrova',
  'Nair',
  'Kim',
  'Mendoza',
  'Sayed',
  'Wright',
  'Bello',
  'Martin',
  'Haddad',
  'Singh',
  'Brown',
  'Watanabe',
  'Garcia',
  'Adeyemi',
  'Dubois',
  'Ramirez',
  'Carter',
  'Desai',
  'Santos',
  'Thompson',
  'Farouk',
  'Rossi',
  'Kapoor',
  'Cohen',
  'Larsen',
  'Novak',
  'Ito',
  'Silva',
  'Khan',
  'Okeke',
  'Fischer',
  'Jensen',
  'Park',
  'Lopez',
  'Ahmed',
  'Muller',
  'Costa',
  'Patel',
  'Reyes',
];
const ROLES = [
  'Engineering Director',
  'Head of Product Design',
  'VP of Finance',
  'Regional Sales Director',
  'Senior Data Scientist',
  'Staff Software Engineer',
  'Marketing Director',
  'Founder and CEO',
  'Principal UX Researcher',
  'Chief Operating Officer',
  'Customer Success Lead',
  'Quantitative Analyst',
  'Product Manager',
  'Design Manager',
  'Head of Growth',
  'Cloud Infrastructure Manager',
  'VP of Sales',
  'Performance Coach',
  'Frontend Engineer',
  'Brand Strategist',
  'Director of Data Engineering',
  'HR Business Partner',
  'Strategy Consultant',
  'Sales Enablement Manager',
  'Machine Learning Engineer',
  'Learning Experience Designer',
  'Finance Manager',
  'Chief Marketing Officer',
  'Engineering Manager',
  'Security Engineering Lead',
];
const COMPANIES = [
  'Vantyx',
  'Brightfold',
  'Quillary',
  'Lumora',
  'Halcyon Bank',
  'Meridian Health',
  'Orbitline',
  'Larkspur Media',
  'Tidewater Logistics',
  'Kestrel Labs',
  'Pinecrest Capital',
  'Fennic',
  'Meridian Ledger',
  'Cobaltia',
  'Sable Studio',
  'Nimbus Retail',
  'Juniper Grid',
  'Corvane',
  'Arbor & Vale',
  'Tessaly Health',
  'Solvent Works',
  'Veritas Learning',
  'Northwind Freight',
  'Aldergrove',
  'Bluepeak',
  'Cindervale',
  'Driftwood Labs',
  'Emberline',
  'Foxglove Bio',
  'Glasshouse',
  'Harborview',
  'Ironbark',
  'Jadestone',
  'Keystone Analytics',
  'Lanternfish',
  'Marigold Foods',
  'Nettlefield',
  'Oakhurst',
  'Pebblecreek',
  'Quartzline',
  'Redwood Systems',
  'Saltmarsh',
  'Thistle Finance',
  'Umberlight',
  'Violet Ridge',
  'Willowmere',
  'Xenon Works',
  'Yarrow Health',
  'Zephyr Cloud',
  'Acorn Ventures',
  'Birchwood',
  'Copperleaf',
  'Duskfall',
  'Elmstead',
  'Fernhill',
  'Goldcrest',
  'Hollowbrook',
  'Ivywood',
  'Juniper Labs',
  'Kingfisher',
];
const SKILLS = [
  'ux_design',
  'finance',
  'data_science',
  'sales',
  'design',
  'coding',
  'marketing',
  'management',
  'strategy',
];
const TOPICS = ['career_growth', 'technical_skills', 'leadership'];
const NICHES = [
  'transitional',
  'career',
  'executive',
  'sales',
  'leadership',
  'performance',
  'marketing',
  'devops_it',
  'success',
];
const SKILLS_TEXT = [
  'System design interviews, engineering management and distributed systems.',
  'Portfolio reviews, design critique and research planning.',
  'Financial modelling, FP&A, board reporting and fundraising.',
  'Enterprise sales, negotiation and pipeline forecasting.',
  'Python, SQL, forecasting and machine learning in production.',
  'Brand strategy, go-to-market planning and marketing analytics.',
  'Career change, resume writing, interview skills and networking.',
  'Cloud infrastructure, Kubernetes, incident management and SRE.',
];

const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;
const sqlArray = (list: string[]) => `array[${list.map(sqlText).join(', ')}]::text[]`;

/** The directory queries a visitor sends: text, partial words, filters, sorts and pages. */
export const SEARCH_MIX = [
  '/api/mentors',
  '/api/mentors?q=design',
  '/api/mentors?q=data%20science',
  '/api/mentors?q=engineering%20manager',
  '/api/mentors?q=okafor',
  '/api/mentors?q=priya%20raman',
  '/api/mentors?q=mark',
  '/api/mentors?q=strat&sort=rating',
  '/api/mentors?q=finance&language=hi',
  '/api/mentors?skill=coding',
  '/api/mentors?skill=ux_design&sort=rating',
  '/api/mentors?language=es&topic=leadership',
  '/api/mentors?price=volunteer',
  '/api/mentors?price=paid&sort=price_asc',
  '/api/mentors?sort=experience&page=3',
  '/api/mentors?q=sales&sort=price_desc',
  '/api/mentors?topic=career_growth&page=2',
  '/api/mentors?q=head%20of%20design&skill=design',
  '/api/mentors?q=cloud&language=en&price=paid&sort=rating',
  '/api/mentors?featured=true&pageSize=3',
  '/api/mentors?page=40',
  '/api/mentors?q=lumora',
  '/api/mentors?q=vp%20finance',
  '/api/mentors?q=machine%20learning&topic=technical_skills',
];

interface ServerDb {
  startDatabase: (opts: { dataDir: string; log: unknown }) => Promise<{
    database: { pool: { query(sql: string): Promise<unknown> }; close(): Promise<void> };
    embedded?: { stop(): Promise<void> };
  }>;
}

/**
 * Initialise `dataDir` the way the server does (embedded PostgreSQL, migrations; the code
 * is the measured checkout's own), write {@link SEARCH_MENTORS} mentors with their plans,
 * `VACUUM FULL` and `VACUUM ANALYZE`, and stop the cluster again.
 * @returns how many milliseconds the writing and vacuuming took.
 */
export async function writeSearchData(root: string, dataDir: string): Promise<number> {
  const server = path.join(root, 'apps/server/src');
  const { startDatabase } = (await import(path.join(server, 'db/bootstrap.ts'))) as ServerDb;
  const { createLogger } = (await import(path.join(server, 'lib/logger.ts'))) as {
    createLogger: (level: string) => unknown;
  };
  const db = await startDatabase({ dataDir, log: createLogger('silent') });
  const started = performance.now();
  const q = (text: string) => db.database.pool.query(text);
  try {
    await q(`
      insert into users (id, email, name, password_hash, email_verified_at, created_at)
      select 'bench-' || lpad(i::text, 6, '0'), 'bench-mentor-' || i || '@example.com',
        (${sqlArray(FIRST)})[1 + i % ${FIRST.length}] || ' ' ||
          (${sqlArray(LAST)})[1 + (i * 7) % ${LAST.length}],
        'unusable', now(), now() - make_interval(days => i % 900)
      from generate_series(1, ${SEARCH_MENTORS}) i`);
    await q(`
      insert into mentor_profiles (user_id, about, niche, skills_text,
        certification, clients_count, goal, status, submitted_at, reviewed_at, headline, company,
        languages, years_experience, skills, topics, rating_avg, review_count)
      select 'bench-' || lpad(i::text, 6, '0'),
        'I help people grow into their next role.',
        (${sqlArray(NICHES)})[1 + i % ${NICHES.length}],
        (${sqlArray(SKILLS_TEXT)})[1 + (i * 5) % ${SKILLS_TEXT.length}],
        'icf', 1 + i % 50, 'empower_clients',
        -- One in twenty still waits for review: the directory must skip them.
        case when i % 20 = 0 then 'pending' else 'approved' end,
        now() - make_interval(days => i % 700 + 2),
        case when i % 20 = 0 then null else now() - make_interval(days => i % 700) end,
        (${sqlArray(ROLES)})[1 + (i * 3) % ${ROLES.length}],
        (${sqlArray(COMPANIES)})[1 + (i * 11) % ${COMPANIES.length}],
        array['en']::text[]
          || case when i % 4 = 0 then array['hi'] else '{}'::text[] end
          || case when i % 5 = 0 then array['es'] else '{}'::text[] end
          || case when i % 13 = 0 then array['fr'] else '{}'::text[] end,
        10 + i % 25,
        array(select distinct s from unnest(array[
          (${sqlArray(SKILLS)})[1 + i % 9],
          (${sqlArray(SKILLS)})[1 + (i / 9) % 9],
          (${sqlArray(SKILLS)})[1 + (i / 81) % 9]]) s),
        array(select distinct t from unnest(array[
          (${sqlArray(TOPICS)})[1 + i % 3],
          (${sqlArray(TOPICS)})[1 + (i / 7) % 3]]) t),
        case when i % 10 = 0 then null else least(5.0, round(3.5 + (i % 16) / 10.0, 1)) end,
        case when i % 10 = 0 then 0 else i % 200 end
      from generate_series(1, ${SEARCH_MENTORS}) i`);
    await q(`
      insert into mentor_plans (id, mentor_id, position, name, price_minor, currency, sessions)
      select 'bench-plan-' || i || '-' || p, 'bench-' || lpad(i::text, 6, '0'), p,
        case when p = 0 then 'Starter Plan' else 'Plan ' || (p + 1) end,
        case when i % 12 = 0 and p = 0 then 0 else (50 + (i * 37 + p * 101) % 900) * 100 end,
        'USD', 2 + p * 3
      from generate_series(1, ${SEARCH_MENTORS}) i, generate_series(0, i % 3) p`);
    // The trigger that keeps lowest_price_* left one dead row version per plan: compact the
    // tables, then vacuum and analyse them as autovacuum would in a database that has been
    // running for a while (visibility map set, statistics gathered).
    await q('vacuum full');
    await q('vacuum analyze');
    return performance.now() - started;
  } finally {
    await db.database.close();
    await db.embedded?.stop();
  }
}
