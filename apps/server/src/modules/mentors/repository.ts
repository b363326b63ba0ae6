import {
  searchWords,
  type MentorCard,
  type MentorPlan,
  type PublicMentor,
  type PublicMentorListQuery,
} from '@pathwise/contracts';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mentorPlans } from '../../db/schema.ts';

/**
 * The public face of mentor profiles: approved mentors only, public columns only (issue
 * "Onboarding": pending and declined mentors are never listed; issue "Public site and
 * discovery": search, filters, ranking). The only code of this module that touches the
 * database (STYLE.md §5). The search is written in SQL because it is mostly PostgreSQL
 * full-text functions; every value goes in as a bound parameter.
 */

/**
 * Columns of a card, selected explicitly (STYLE.md §4); `mp` is `mentor_profiles`. The
 * cheapest plan comes from `lowest_price_*`, which a trigger keeps in step with the plans.
 */
const CARD_COLUMNS = sql`
  mp.user_id as id,
  mp.first_name,
  mp.last_name,
  mp.photo_path,
  mp.headline,
  mp.company,
  mp.niche,
  mp.skills,
  mp.topics,
  mp.languages,
  mp.years_experience,
  mp.rating_avg::float8 as rating_avg,
  mp.review_count,
  mp.featured,
  mp.expert_opt_in,
  mp.lowest_price_minor,
  mp.lowest_price_currency`;

interface CardRow extends Record<string, unknown> {
  id: string;
  first_name: string;
  last_name: string;
  photo_path: string | null;
  headline: string | null;
  company: string | null;
  niche: string;
  skills: string[];
  topics: string[];
  languages: string[];
  years_experience: number | null;
  rating_avg: number | null;
  review_count: number;
  featured: boolean;
  expert_opt_in: boolean;
  lowest_price_minor: number | null;
  lowest_price_currency: string | null;
}

/**
 * A row as the contract's card. The enum columns hold only the contracts' slugs (check
 * constraints and parsed answers keep them so) and the route's response schema checks them
 * again.
 */
function toCard(row: CardRow): MentorCard {
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    photoPath: row.photo_path,
    headline: row.headline,
    company: row.company,
    niche: row.niche as MentorCard['niche'],
    skills: row.skills as MentorCard['skills'],
    topics: row.topics as MentorCard['topics'],
    languages: row.languages as MentorCard['languages'],
    yearsExperience: row.years_experience,
    ratingAvg: row.rating_avg,
    reviewCount: row.review_count,
    lowestPrice:
      row.lowest_price_minor === null || row.lowest_price_currency === null
        ? null
        : { priceMinor: row.lowest_price_minor, currency: row.lowest_price_currency },
    featured: row.featured,
    expertOptIn: row.expert_opt_in,
  };
}

/**
 * The search text as a `tsquery`: every word must match (AND), each as a prefix of either
 * its English stem or the word as written, so "enginee", "engineers" and "Engineering" all
 * find "Engineering" and stop words such as "of" still match the `simple` half of the
 * document. The words come from contracts `searchWords` (letters and digits only), so no
 * query operator from the user ever reaches `to_tsquery`. Null when the text has no words.
 */
export function searchQuery(text: string | undefined): SQL | null {
  const words = searchWords(text ?? '');
  if (words.length === 0) return null;
  return sql.join(
    words.map(
      (w) => sql`(to_tsquery('english', ${`${w}:*`}) || to_tsquery('simple', ${`${w}:*`}))`,
    ),
    sql` && `,
  );
}

/**
 * The ORDER BY of each sort (contracts `MENTOR_SORTS` documents them). Without search text
 * there is no rank to order by, and the default order matches the partial index
 * `mentor_profiles_directory_order_idx` column for column (NULLS LAST included), so its first
 * pages come straight from the index.
 */
function orderBy(sort: PublicMentorListQuery['sort'], ranked: boolean): SQL {
  const byRating = sql`mp.rating_avg desc nulls last, mp.review_count desc nulls last`;
  const tail = sql`mp.reviewed_at desc nulls last, mp.user_id`;
  const rank = ranked ? sql`rank desc, ` : sql``;
  switch (sort) {
    case 'rating':
      return sql`${byRating}, ${rank}${tail}`;
    case 'price_asc':
      return sql`mp.lowest_price_minor asc nulls last, ${rank}${byRating}, ${tail}`;
    case 'price_desc':
      return sql`mp.lowest_price_minor desc nulls last, ${rank}${byRating}, ${tail}`;
    case 'experience':
      return sql`mp.years_experience desc nulls last, ${rank}${byRating}, ${tail}`;
    case 'relevance':
      return sql`${rank}${byRating}, ${tail}`;
  }
}

/**
 * One page of approved mentors matching `query`, in its order, and how many match in all.
 * Filters combine with AND: `skill`, `language`, `topic` (the mentor carries the tag),
 * `price` (`volunteer`: the lowest plan costs 0; `paid`: it costs more), `featured`.
 */
export async function searchApprovedMentors(
  db: Db,
  query: PublicMentorListQuery,
): Promise<{ items: MentorCard[]; total: number }> {
  const tsquery = searchQuery(query.q);
  const where: SQL[] = [sql`mp.status = 'approved'`];
  if (tsquery) where.push(sql`mp.search_vector @@ (${tsquery})`);
  if (query.skill) where.push(sql`mp.skills @> array[${query.skill}]::text[]`);
  if (query.language) where.push(sql`mp.languages @> array[${query.language}]::text[]`);
  if (query.topic) where.push(sql`mp.topics @> array[${query.topic}]::text[]`);
  if (query.price === 'volunteer') where.push(sql`mp.lowest_price_minor = 0`);
  if (query.price === 'paid') where.push(sql`mp.lowest_price_minor > 0`);
  if (query.featured !== undefined) where.push(sql`mp.featured = ${query.featured}`);

  const filter = sql.join(where, sql` and `);
  const offset = (query.page - 1) * query.pageSize;
  if (tsquery) {
    // Ranking needs every match anyway, so the window count comes at no extra scan; it is
    // taken before LIMIT, so it is the total number of matches.
    const result = await db.execute<CardRow & { total: number }>(sql`
      select ${CARD_COLUMNS}, ts_rank(mp.search_vector, (${tsquery})) as rank,
        count(*) over ()::int as total
      from mentor_profiles mp
      where ${filter}
      order by ${orderBy(query.sort, true)}
      limit ${query.pageSize} offset ${offset}`);
    const total = result.rows[0]?.total ?? (await countMatches(db, filter));
    return { items: result.rows.map(toCard), total };
  }
  // Without text, the page can come from an index (see orderBy) and the count separately.
  const [page, total] = await Promise.all([
    db.execute<CardRow>(sql`
      select ${CARD_COLUMNS}
      from mentor_profiles mp
      where ${filter}
      order by ${orderBy(query.sort, false)}
      limit ${query.pageSize} offset ${offset}`),
    countMatches(db, filter),
  ]);
  return { items: page.rows.map(toCard), total };
}

/** How many approved mentors match `filter` (a page past the end carries no window count). */
async function countMatches(db: Db, filter: SQL): Promise<number> {
  const counted = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from mentor_profiles mp where ${filter}`);
  return counted.rows[0]?.total ?? 0;
}

async function plansOf(db: Db, mentorId: string): Promise<MentorPlan[]> {
  return db
    .select({
      name: mentorPlans.name,
      priceMinor: mentorPlans.priceMinor,
      currency: mentorPlans.currency,
      sessions: mentorPlans.sessions,
      deliverables: mentorPlans.deliverables,
    })
    .from(mentorPlans)
    .where(eq(mentorPlans.mentorId, mentorId))
    .orderBy(asc(mentorPlans.position));
}

/** One approved mentor's public profile, or null (also for a pending or declined one). */
export async function findApprovedMentor(db: Db, id: string): Promise<PublicMentor | null> {
  const result = await db.execute<
    CardRow & {
      about: string;
      skills_text: string;
      certification: string;
      certification_other: string | null;
    }
  >(sql`
    select ${CARD_COLUMNS}, mp.about, mp.skills_text, mp.certification, mp.certification_other
    from mentor_profiles mp
    where mp.status = 'approved' and mp.user_id = ${id}
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
  };
}
