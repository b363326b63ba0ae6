import type { PublicMentorListQuery } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentorDirectory } from '../../src/modules/mentors/service.ts';
import { insertMentor, names, search } from './support.ts';

/**
 * The server keeps directory answers while the directory's version is unchanged (ADR 0007):
 * every change of a mentor, whichever code makes it and on whichever connection, shows in
 * the very next answer, and a repeated question is answered without searching again.
 */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const version = async () =>
  Number(
    (await t.db.query<{ version: string }>('select version from mentor_directory_version')).rows[0]!
      .version,
  );

/** A directory query as the route gets it after parsing. */
const question = (q: string): PublicMentorListQuery => ({
  q,
  sort: 'relevance',
  page: 1,
  pageSize: 12,
});

describe('directory answers', () => {
  it('show every change of a mentor in the next answer', async () => {
    const find = async () => search(t, { q: 'zanthe' });
    expect((await find()).total).toBe(0);

    const id = await insertMentor(t, { firstName: 'Zanthe', lastName: 'Moor', prices: [80] });
    expect(names(await find())).toEqual(['Zanthe Moor']);
    expect((await find()).items[0]!.lowestPrice).toEqual({ priceMinor: 8000, currency: 'USD' });

    // A plan changes the card through the cheapest-plan trigger.
    await t.db.query('update mentor_plans set price_minor = 0 where mentor_id = $1', [id]);
    expect((await find()).items[0]!.lowestPrice).toEqual({ priceMinor: 0, currency: 'USD' });
    expect(names(await search(t, { q: 'zanthe', price: 'paid' }))).toEqual([]);

    await t.db.query(`update mentor_profiles set headline = 'Quasar Wrangler' where user_id = $1`, [
      id,
    ]);
    expect(names(await search(t, { q: 'quasar' }))).toEqual(['Zanthe Moor']);

    await t.db.query(`update mentor_profiles set status = 'declined' where user_id = $1`, [id]);
    expect((await find()).total).toBe(0);
    await t.db.query(`update mentor_profiles set status = 'approved' where user_id = $1`, [id]);
    expect((await find()).total).toBe(1);

    // Deleting the account removes the profile by cascade.
    await t.db.query('delete from users where id = $1', [id]);
    expect((await find()).total).toBe(0);
  });

  it('stay as they were after a change that was rolled back', async () => {
    const id = await insertMentor(t, { firstName: 'Yselde', lastName: 'Varn' });
    const before = await search(t, { q: 'yselde' });
    const at = await version();

    const client = new pg.Client({ connectionString: t.db.url });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(`update mentor_profiles set status = 'pending' where user_id = $1`, [id]);
      await client.query('rollback');
    } finally {
      await client.end();
    }
    expect(await version()).toBe(at);
    expect(await search(t, { q: 'yselde' })).toEqual(before);
  });

  it('raise the version once per transaction, however many statements change mentors', async () => {
    const id = await insertMentor(t, { firstName: 'Wendel', lastName: 'Oost' });
    const at = await version();
    const client = new pg.Client({ connectionString: t.db.url });
    await client.connect();
    try {
      await client.query('begin');
      for (const headline of ['Coach', 'Advisor', 'Mentor']) {
        await client.query('update mentor_profiles set headline = $2 where user_id = $1', [
          id,
          headline,
        ]);
      }
      await client.query(
        `insert into mentor_plans (id, mentor_id, position, name, price_minor, currency, sessions)
         values (gen_random_uuid()::text, $1, 1, 'Plan 2', 100, 'USD', 1)`,
        [id],
      );
      await client.query('commit');
    } finally {
      await client.end();
    }
    expect(await version()).toBe(at + 1);
  });

  it('answer a repeated question with one read of the version, and search again after a change', async () => {
    await insertMentor(t, { firstName: 'Velia', lastName: 'Crane' });
    // The SQL of every statement the directory sends.
    const statements: string[] = [];
    const db = t.database.db;
    const counting = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== 'execute') return Reflect.get(target, prop, receiver) as unknown;
        return (query: SQL) => {
          statements.push(new PgDialect().sqlToQuery(query).sql.trim());
          return target.execute(query);
        };
      },
    });
    const directory = mentorDirectory(counting, 2);

    const first = await directory.search(question('velia'));
    expect(first.total).toBe(1);
    expect(statements).toHaveLength(1);

    expect(await directory.search(question('Velia!'))).toBe(first);
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(
      /^select version::text as version from mentor_directory_version$/,
    );

    await insertMentor(t, { firstName: 'Velia', lastName: 'Drummond' });
    expect((await directory.search(question('velia'))).total).toBe(2);
    expect(statements).toHaveLength(4);

    // Only the last two questions are kept.
    await directory.search(question('crane'));
    await directory.search(question('drummond'));
    statements.length = 0;
    expect((await directory.search(question('velia'))).total).toBe(2);
    expect(statements).toHaveLength(1);
  });
});
