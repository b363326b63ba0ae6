import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/**
 * A direct connection to the e2e server's embedded PostgreSQL, for the one thing a browser
 * journey cannot wait for: time passing (e.g. a booked session ending, so that it can be
 * reviewed). The cluster's port is the fourth line of its `postmaster.pid`, its password the
 * `postgres.password` file beside it (apps/server/src/db/embedded-postgres.ts). Only with the
 * suite's own server (`E2E_DATA_DIR`, set by global-setup.ts).
 */
export async function withE2eDatabase<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is unset: the suite did not start its own server.');
  const cluster = path.join(dataDir, 'postgres');
  const pid = await fs.readFile(path.join(cluster, 'postmaster.pid'), 'utf8');
  const port = Number(pid.split('\n')[3]);
  const password = (await fs.readFile(`${cluster}.password`, 'utf8')).trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'pathwise',
    password,
    database: 'pathwise',
  });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * Let time pass for one booking: move it (and its blocked range) so that it ended `hoursAgo`
 * hours ago, as if the session had been held.
 */
export async function moveBookingIntoThePast(bookingId: string, hoursAgo = 2): Promise<void> {
  await withE2eDatabase(async (client) => {
    const { rowCount } = await client.query(
      `update bookings
          set starts_at = now() - make_interval(hours => $2) - (ends_at - starts_at),
              blocked_from = now() - make_interval(hours => $2) - (ends_at - starts_at)
                             - (starts_at - blocked_from),
              blocked_until = now() - make_interval(hours => $2) + (blocked_until - ends_at),
              ends_at = now() - make_interval(hours => $2)
        where id = $1`,
      [bookingId, hoursAgo],
    );
    if (rowCount !== 1) throw new Error(`no booking ${bookingId}`);
  });
}
