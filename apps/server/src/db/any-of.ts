import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column = any($1::varchar[])`: membership in a list of ids as ONE bound array parameter.
 * Drizzle's `inArray` binds one parameter per value, and for the mentor's 200 mentees its
 * query building (`is()`, `buildQueryFromSourceParams`) and pg's binding took a quarter of the
 * mentees table's CPU (docs/performance.md#the-hot-endpoints). PostgreSQL plans `= any(array)`
 * like `in (…)`, with the same index scans. For `varchar`/`text` id columns; an empty list
 * matches nothing.
 */
export function anyOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} = any(${sql.param([...new Set(values)])}::varchar[])`;
}
