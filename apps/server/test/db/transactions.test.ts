import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../src/db/client.ts';
import { createTestDatabase } from '../support/database.ts';

let database: Database;

beforeAll(async () => {
  // One connection, so that both transactions below run on the same pooled client.
  database = openDatabase((await createTestDatabase()).url, 1);
});

afterAll(async () => {
  await database?.close();
});

describe('database transactions', () => {
  it('reuse one Drizzle instance per pooled client instead of building one per transaction', async () => {
    const seen: Db[] = [];
    for (let i = 0; i < 2; i++) {
      const value = await database.transaction(async (tx) => {
        seen.push(tx.db);
        const [row] = (await tx.db.execute<{ n: number }>(sql`select ${i}::int as n`)).rows;
        return row!.n;
      });
      expect(value).toBe(i);
    }
    expect(seen[1]).toBe(seen[0]);
    expect(seen[0]).not.toBe(database.db);
  });
});
