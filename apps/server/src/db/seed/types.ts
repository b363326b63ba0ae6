import type { Database } from '../client.ts';

/**
 * The shapes every demo seeder shares (docs/product.md#13-demo-content "Demo content"). A leaf
 * module: the seeders import it, `registry.ts` lists the seeders, so no seeder imports the
 * registry.
 */

/**
 * One module's demo content. `run` inserts its rows (marked `is_demo = true` where the table
 * has that column) inside the seeding transaction; it must not send mail.
 */
export interface DemoSeeder {
  /** Short name for logs, e.g. 'circles'. */
  name: string;
  run(
    db: Parameters<Parameters<Database['transaction']>[0]>[0],
    ctx: DemoSeedContext,
  ): Promise<void>;
}

/** What seeders may need beyond the database. */
export interface DemoSeedContext {
  /** The seeding time, ms since the epoch; demo history is placed around it. */
  now: number;
  /**
   * The password of the demo accounts that can sign in (`DEMO_PASSWORD`), or null for no
   * such accounts (production: docs/product.md#13-demo-content).
   */
  demoPassword: string | null;
  /** `MEETING_BASE_URL`: demo sessions' video rooms live under it. */
  meetingBaseUrl: string;
}

/** A seeding context: now, no signable demo accounts, the default meeting base, unless given. */
export function demoSeedContext(overrides: Partial<DemoSeedContext> = {}): DemoSeedContext {
  return {
    now: Date.now(),
    demoPassword: null,
    meetingBaseUrl: 'https://meet.jit.si',
    ...overrides,
  };
}
