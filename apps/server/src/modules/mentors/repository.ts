import {
  MENTOR_LANGUAGES,
  searchWords,
  type MentorCard,
  type MentorLanguage,
  type MentorPlan,
  type PublicMentor,
  type PublicMentorListQuery,
} from '@pathwise/contracts';
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  CARD_COLUMNS,
  notSuspended,
  PAID_PLAN_JOIN,
  toCard,
  type CardRow,
} from './cards-repository.ts';
import { mentorProfiles } from '../profiles/schema.ts';
import { mentorPlans } from './schema.ts';

/**
 * The public face of mentor profiles: approved mentors only, public columns only
 * (docs/product.md#121-mentor-vetting: pending and declined mentors are never listed;
 * docs/product.md#122-discovery: search, filters, ranking). It reads `mentor_profiles`, which
 * the profiles module owns and alone writes (ADR 0016). The search is written in SQL because it is mostly PostgreSQL
 * full-text functions; every value goes in as a bound parameter.
 */

/**
 * The search text as a `tsquery`: every word must match (AND), each as a prefix of either
 * its English stem or the word as written, so "enginee", "engineers" and "Engineering" all
 * find "Engineering" and stop words such as "of" still match the `simple` half of the
 * document. The words come from contracts `searchWords` (letters and digits only), so no
 * query operator from the user ever reaches `to_tsquery`. Null when the text has no words.
 *
 * When the stem is the word itself ("design", "okafor"), the word is searched once: `x | x`
 * matches what `x` matches, ranks the same (`ts_rank` counts each distinct lexeme of the
 * query once), and costs the index and every row half as much. PostgreSQL folds the whole
 * expression into one constant `tsquery` when it plans the statement.
 */
export function searchQuery(text: string | undefined): SQL | null {
  const words = searchWords(text ?? '');
  if (words.length === 0) return null;
  return sql.join(
    words.map((w) => {
      const english = sql`to_tsquery('english', ${`${w}:*`})`;
      const simple = sql`to_tsquery('simple', ${`${w}:*`})`;
      return sql`(case when ${english} = ${simple} then ${simple} else ${english} || ${simple} end)`;
    }),
    sql` && `,
  );
}

/**
 * The ORDER BY of each sort (contracts `MENTOR_SORTS` documents them) over the columns of
 * `t`, a `mentor_profiles` row or a row of {@link SORT_COLUMNS}; `rank` is the text rank, or
 * null without search text. Every order but `relevance` with text begins like one of the
 * partial indexes `mentor_profiles_directory_*_idx` (NULLS LAST included), so its first
 * pages come from walking that index (ties on the indexed prefix sorted by rank as they
 * come) instead of sorting every match.
 */
function orderBy(sort: PublicMentorListQuery['sort'], rank: SQL | null, t: string): SQL {
  const c = (column: string) => sql.raw(`${t}.${column}`);
  const byRating = sql`${c('rating_avg')} desc nulls last, ${c('review_count')} desc nulls last`;
  const tail = sql`${c('reviewed_at')} desc nulls last, ${c('user_id')}`;
  const byRank = rank ? sql`${rank} desc, ` : sql``;
  switch (sort) {
    case 'rating':
      return sql`${byRating}, ${byRank}${tail}`;
    case 'price_asc':
      return sql`${c('lowest_price_minor')} asc nulls last, ${byRank}${byRating}, ${tail}`;
    case 'price_desc':
      return sql`${c('lowest_price_minor')} desc nulls last, ${byRank}${byRating}, ${tail}`;
    case 'experience':
      return sql`${c('years_experience')} desc nulls last, ${byRank}${byRating}, ${tail}`;
    case 'relevance':
      return sql`${byRank}${byRating}, ${tail}`;
  }
}

/** The columns every order of {@link orderBy} reads, besides the rank (`mp`: mentor_profiles). */
const SORT_COLUMNS = sql`
  mp.user_id,
  mp.rating_avg,
  mp.review_count,
  mp.reviewed_at,
  mp.lowest_price_minor,
  mp.years_experience`;

/**
 * One page of approved mentors matching `query`, in its order, and how many match in all.
 * Filters combine with AND: `skill`, `language`, `topic` (the mentor carries the tag),
 * `price` (`volunteer`: every current plan is free; `paid`: some plan costs more than 0, as
 * the card's "From $X" says: docs/product.md#122-discovery), `featured`.
 *
 * One statement answers both, also for a page past the end (one row with the total and no
 * mentor). The page is chosen on narrow rows (id, sort columns, rank) and only its rows are
 * then read whole. Ordered by relevance with search text, every match is ranked once into a
 * narrow set that is both counted and sorted; any other order walks the index of that order
 * (see {@link orderBy}), ranking only the rows it reads, and the total is a count beside it.
 * `version` is the directory's version read by the same statement ({@link directoryVersion}):
 * the answer is exact for as long as that version is current.
 */
export async function searchApprovedMentors(
  db: Db,
  query: PublicMentorListQuery,
): Promise<DirectoryAnswer & { version: string }> {
  const tsquery = searchQuery(query.q);
  const where: SQL[] = [sql`mp.status = 'approved' and mp.delisted_at is null`, notSuspended('mp')];
  if (tsquery) where.push(sql`mp.search_vector @@ (${tsquery})`);
  if (query.skill) where.push(sql`mp.skills @> array[${query.skill}]::text[]`);
  if (query.language) where.push(sql`mp.languages @> array[${query.language}]::text[]`);
  if (query.topic) where.push(sql`mp.topics @> array[${query.topic}]::text[]`);
  const paidPlan = sql`exists (select 1 from mentor_plans p
    where p.mentor_id = mp.user_id and p.archived_at is null and p.price_minor > 0)`;
  if (query.price === 'volunteer') where.push(sql`mp.lowest_price_minor = 0 and not ${paidPlan}`);
  if (query.price === 'paid') where.push(paidPlan);
  if (query.featured !== undefined) where.push(sql`mp.featured = ${query.featured}`);

  const filter = sql.join(where, sql` and `);
  const offset = (query.page - 1) * query.pageSize;
  const rank = tsquery ? sql`ts_rank(mp.search_vector, (${tsquery}))` : null;
  const limits = sql`limit ${query.pageSize} offset ${offset}`;
  let ctes: SQL;
  if (rank && query.sort === 'relevance') {
    // Rank first: every match is ranked anyway, so gather them once and count them too.
    ctes = sql`
      matches as materialized (
        select ${SORT_COLUMNS}, ${rank} as rank from mentor_profiles mp where ${filter}),
      page as (
        select * from matches m order by ${orderBy(query.sort, sql`m.rank`, 'm')} ${limits}),
      counted as (select count(*)::int as total from matches)`;
  } else {
    // The page from the index of its order, ranking only the rows it reads; the count apart.
    ctes = sql`
      page as (
        select ${SORT_COLUMNS}, ${rank ?? sql`null::real`} as rank from mentor_profiles mp
        where ${filter}
        order by ${orderBy(query.sort, rank, 'mp')} ${limits}),
      counted as (select count(*)::int as total from mentor_profiles mp where ${filter})`;
  }
  const statement = sql`
    with ${ctes}
    select ${CARD_COLUMNS}, counted.total, v.version::text as version, (
      select coalesce(array_agg(distinct l.language), '{}') from mentor_profiles s
      cross join unnest(s.languages) as l(language)
      where s.status = 'approved' and s.delisted_at is null and ${notSuspended('s')}
    ) as spoken_languages
    from counted
    cross join mentor_directory_version v
    left join (page p join mentor_profiles mp on mp.user_id = p.user_id) on true
    ${PAID_PLAN_JOIN}
    order by ${orderBy(query.sort, rank && sql`p.rank`, 'p')}`;
  const result = await db.execute<Nullable<CardRow> & Totals>(statement);
  const first = result.rows[0];
  if (!first) throw new Error('mentor_directory_version has no row (migration not applied?)');
  const items = result.rows.filter((row): row is CardRow & Totals => row.id !== null);
  return {
    items: items.map(toCard),
    total: first.total,
    languages: MENTOR_LANGUAGES.filter((l) => first.spoken_languages.includes(l)),
    version: first.version,
  };
}

/**
 * One page of the directory, how many mentors match in all, and every language an approved
 * mentor speaks (the Language filter's options).
 */
export interface DirectoryAnswer {
  items: MentorCard[];
  total: number;
  languages: MentorLanguage[];
}

/**
 * The columns of a search row besides the card's: the same on every row. `spoken_languages`: every
 * language an approved mentor speaks (the Language filter's options, docs/product.md#122-discovery), read
 * in the same statement so it matches `version`.
 */
interface Totals {
  total: number;
  version: string;
  spoken_languages: string[];
}

/** A row of a left join: every column may be null when nothing matched. */
type Nullable<T> = { [K in keyof T]: T[K] | null };

/**
 * The directory's current version (table `mentor_directory_version`, raised by every
 * transaction that changes `mentor_profiles`), as a decimal string: while it is unchanged,
 * every search answers exactly as it did.
 */
export async function directoryVersion(db: Db): Promise<string> {
  const result = await db.execute<{ version: string }>(
    sql`select version::text as version from mentor_directory_version`,
  );
  const row = result.rows[0];
  if (!row) throw new Error('mentor_directory_version has no row (migration not applied?)');
  return row.version;
}

async function plansOf(db: Db, mentorId: string): Promise<Array<MentorPlan & { id: string }>> {
  return db
    .select({
      id: mentorPlans.id,
      name: mentorPlans.name,
      priceMinor: mentorPlans.priceMinor,
      currency: mentorPlans.currency,
      sessions: mentorPlans.sessions,
      deliverables: mentorPlans.deliverables,
    })
    .from(mentorPlans)
    .where(and(eq(mentorPlans.mentorId, mentorId), isNull(mentorPlans.archivedAt)))
    .orderBy(asc(mentorPlans.position));
}

/**
 * One approved, listed mentor's public profile, or null (also for a pending, declined or
 * delisted one: docs/product.md#144-the-mentor-lifecycle).
 */
export async function findApprovedMentor(db: Db, id: string): Promise<PublicMentor | null> {
  const result = await db.execute<
    CardRow & {
      about: string;
      skills_text: string;
      certification: string;
      certification_other: string | null;
      accepting_new_mentees: boolean;
      employment_status: string | null;
      industry: string | null;
      profile_links: Record<string, string> | null;
    }
  >(sql`
    select ${CARD_COLUMNS}, mp.about, mp.skills_text, mp.certification, mp.certification_other,
      mp.accepting_new_mentees, mp.employment_status, mp.industry, mp.profile_links
    from mentor_profiles mp ${PAID_PLAN_JOIN}
    where mp.status = 'approved' and mp.delisted_at is null and ${notSuspended('mp')} and mp.user_id = ${id}
    limit 1`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    ...toCard(row),
    about: row.about,
    skillsText: row.skills_text,
    certification: row.certification as PublicMentor['certification'],
    certificationOther: row.certification_other,
    plans: await plansOf(db, id),
    acceptingNewMentees: row.accepting_new_mentees,
    employmentStatus: row.employment_status,
    industry: row.industry,
    links: publicLinks(row.profile_links),
  };
}

/** The profile's links a public page may show: known keys with http(s) URLs only. */
function publicLinks(stored: Record<string, string> | null): NonNullable<PublicMentor['links']> {
  const links: NonNullable<PublicMentor['links']> = {};
  for (const key of ['portfolio', 'linkedin', 'website', 'github', 'x'] as const) {
    const url = stored?.[key];
    if (typeof url === 'string' && /^https?:\/\//i.test(url)) links[key] = url;
  }
  return links;
}

/** How many mentors are approved, i.e. listed in the directory (`GET /api/stats`). */
export async function countApprovedMentors(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mentorProfiles)
    .where(and(eq(mentorProfiles.status, 'approved'), isNull(mentorProfiles.delistedAt)));
  return row?.n ?? 0;
}

/**
 * A plan a mentee can book: one of an approved mentor's plans, or null. `archived`: the
 * mentor has since changed or removed it (docs/product.md#1115-settings-that-save); only a mentee with sessions left in it
 * may still book it (the bookings module checks).
 */
export async function findBookablePlan(
  db: Db,
  mentorId: string,
  planId: string,
): Promise<{
  id: string;
  name: string;
  priceMinor: number;
  currency: string;
  sessions: number;
  archived: boolean;
} | null> {
  const [row] = await db
    .select({
      id: mentorPlans.id,
      name: mentorPlans.name,
      priceMinor: mentorPlans.priceMinor,
      currency: mentorPlans.currency,
      sessions: mentorPlans.sessions,
      archived: sql<boolean>`${mentorPlans.archivedAt} is not null`,
    })
    .from(mentorPlans)
    .innerJoin(mentorProfiles, eq(mentorProfiles.userId, mentorPlans.mentorId))
    .where(
      sql`${mentorPlans.mentorId} = ${mentorId} and ${mentorPlans.id} = ${planId} and ${mentorProfiles.status} = 'approved'
        and ${mentorProfiles.delistedAt} is null and ${notSuspended('mentor_profiles')}`,
    );
  return row ?? null;
}

/**
 * Raise the directory's version in `db`'s transaction, for a change the trigger on
 * mentor_profiles does not see (a mentor suspended or reinstated, ADR 0007).
 */
export async function raiseDirectoryVersion(db: Db): Promise<void> {
  await db.execute(sql`
    update mentor_directory_version
    set version = version + 1, changed_in = pg_current_xact_id()::text::bigint
    where changed_in is distinct from pg_current_xact_id()::text::bigint`);
}
