import type pg from 'pg';

/** The database's liveness, asked of the pool directly (no ORM needed for `select 1`). */
export async function ping(pool: pg.Pool): Promise<void> {
  await pool.query('select 1');
}
