import type { MentorCard } from '@pathwise/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/*
 * Mentor cards in SQL: the columns and row mapping every list of mentors shares (the
 * directory's search too), and the cards and experts other modules ask for (bookings, My
 * Mentors, Ask an Expert). Approved mentors only, except {@link findMentorCards}.
 */

/**
 * A mentor's name as everyone sees it: the account's `users.name`, the one owner of a
 * person's name (ADR 0016; Settings → General writes it). `mp` is `mentor_profiles`.
 */
const MENTOR_NAME = sql`(select u.name from users u where u.id = mp.user_id)`;

/**
 * Columns of a card, selected explicitly (ADR 0009); `mp` is `mentor_profiles`. The
 * cheapest plan comes from `lowest_price_*`, which a trigger keeps in step with the plans;
 * the cheapest plan that costs something (docs/product.md#122-discovery) from the current plans.
 */
export const CARD_COLUMNS = sql`
  mp.user_id as id,
  ${MENTOR_NAME} as name,
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
  mp.lowest_price_currency,
  paid.price_minor as lowest_paid_minor,
  paid.currency as lowest_paid_currency`;

/**
 * The join that gives {@link CARD_COLUMNS} its `paid` row: the mentor's cheapest current plan
 * above 0 (ties: the first entered), no row for a mentor whose plans are all free.
 */
export const PAID_PLAN_JOIN = sql`
  left join lateral (
    select p.price_minor, p.currency from mentor_plans p
    where p.mentor_id = mp.user_id and p.archived_at is null and p.price_minor > 0
    order by p.price_minor, p.position
    limit 1
  ) paid on true`;

export interface CardRow extends Record<string, unknown> {
  id: string;
  name: string;
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
  lowest_paid_minor: number | null;
  lowest_paid_currency: string | null;
}

/**
 * A row as the contract's card. The enum columns hold only the contracts' slugs (check
 * constraints and parsed answers keep them so) and the route's response schema checks them
 * again.
 */
export function toCard(row: CardRow): MentorCard {
  return {
    id: row.id,
    name: row.name,
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
    lowestPaidPrice:
      row.lowest_paid_minor === null || row.lowest_paid_currency === null
        ? null
        : { priceMinor: row.lowest_paid_minor, currency: row.lowest_paid_currency },
    featured: row.featured,
    expertOptIn: row.expert_opt_in,
  };
}

/**
 * The cards of the mentors `ids` whatever their status (a booking keeps showing its mentor's
 * name and photo after a later review), for bookings and My Mentors. Unknown ids are left out.
 */
export async function findMentorCards(db: Db, ids: string[]): Promise<MentorCard[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    [...new Set(ids)].map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute<CardRow>(
    sql`select ${CARD_COLUMNS} from mentor_profiles mp ${PAID_PLAN_JOIN}
        where mp.user_id in (${list})`,
  );
  return result.rows.map(toCard);
}

/** An approved mentor who opted in to Ask an Expert (docs/product.md#129-expertfinder), with their expertise niche. */
export interface ExpertRecord {
  id: string;
  name: string;
  niche: MentorCard['niche'];
}

/**
 * Approved mentors who opted in as experts (docs/product.md#3-data "Expert opt-in"), optionally only those
 * whose niche is `niche`, oldest approval first.
 */
export async function findExperts(db: Db, niche?: string): Promise<ExpertRecord[]> {
  const result = await db.execute<{
    id: string;
    name: string;
    niche: string;
  }>(
    sql`select mp.user_id as id, ${MENTOR_NAME} as name, mp.niche
        from mentor_profiles mp
        where mp.status = 'approved' and mp.delisted_at is null and mp.expert_opt_in and ${notSuspended('mp')}
          ${niche ? sql`and mp.niche = ${niche}` : sql``}
        order by mp.reviewed_at nulls last, mp.user_id`,
  );
  return result.rows.map((r) => ({
    id: r.id,
    name: r.name,
    niche: r.niche as MentorCard['niche'],
  }));
}

/** Up to `limit` approved mentors whose niche is `niche`, best rated first (cards). */
export async function findApprovedCardsByNiche(
  db: Db,
  niche: string,
  limit: number,
): Promise<MentorCard[]> {
  const result = await db.execute<CardRow>(
    sql`select ${CARD_COLUMNS} from mentor_profiles mp ${PAID_PLAN_JOIN}
        where mp.status = 'approved' and mp.delisted_at is null and ${notSuspended('mp')} and mp.niche = ${niche}
        order by mp.rating_avg desc nulls last, mp.review_count desc, mp.user_id
        limit ${limit}`,
  );
  return result.rows.map(toCard);
}

/**
 * The mentor (alias `alias` of mentor_profiles) is not suspended now: a suspended mentor
 * leaves the directory and their profile answers 404
 * (docs/product.md#143-moderation-and-suspension).
 */
export function notSuspended(alias: string): SQL {
  return sql.raw(`not exists (select 1 from users su where su.id = ${alias}.user_id
    and su.suspended_at is not null
    and (su.suspended_until is null or su.suspended_until > now()))`);
}
