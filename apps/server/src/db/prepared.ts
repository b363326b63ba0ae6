import type { Db } from './client.ts';

/**
 * Run `text` as the named prepared statement `name` on `db`'s connection (the pool or a
 * transaction's client): PostgreSQL parses and plans it once per connection instead of per
 * call, and Drizzle builds nothing (docs/performance.md#the-hot-endpoints: for the hot reads,
 * building and planning cost more than running). `text` must be a constant per `name`; values
 * are bound as `$1`, `$2`, … Rows come back as pg parses them (column names as in `text`).
 */
export async function prepared<T>(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  // Drizzle keeps its node-postgres pool or client as `$client` (not in the `Db` type).
  const { $client } = db as unknown as {
    $client: {
      query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: T[] }>;
    };
  };
  return (await $client.query({ name, text, values })).rows;
}
