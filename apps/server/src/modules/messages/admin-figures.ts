import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';

/**
 * The messages module's figure for the admin overview (docs/product.md#146-admin-overview):
 * messages people sent (not system messages) by week of `timeZone` since `from` (a Monday
 * `YYYY-MM-DD`); weeks start Monday.
 */
export async function messagesByWeek(
  db: Db,
  timeZone: string,
  from: string,
): Promise<{ week: string; sent: number }[]> {
  return prepared(
    db,
    'admin_messages_by_week',
    `select to_char(date_trunc('week', created_at at time zone $1), 'YYYY-MM-DD') as week,
       count(*)::int as sent
     from messages
     where kind = 'text' and created_at >= ($2::date::timestamp at time zone $1)
     group by 1`,
    [timeZone, from],
  );
}
