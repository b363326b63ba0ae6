import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { onboarding } from './schema.ts';

/** Delete the person's onboarding answers (account deletion, ADR 0019). */
export async function deleteOnboarding(db: Db, userId: string): Promise<void> {
  await db.delete(onboarding).where(eq(onboarding.userId, userId));
}
