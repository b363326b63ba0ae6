import { and, asc, desc, eq, inArray, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { expertRequests } from './schema.ts';

/** The experts module's queries (owns `expert_requests`). */

export type ExpertRequestRow = typeof expertRequests.$inferSelect;
type Status = ExpertRequestRow['status'];

/** Whether `err` is the one-live-request-per-mentee index refusing a second one. */
export function isOneOpenViolation(err: unknown): boolean {
  const e = err as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const c = e.cause ?? e;
  return c.code === '23505' && c.constraint === 'expert_requests_one_open_key';
}

export async function insertRequest(
  db: Db,
  row: Pick<ExpertRequestRow, 'id' | 'menteeId' | 'topic' | 'description' | 'expiresAt'>,
): Promise<ExpertRequestRow> {
  const [inserted] = await db.insert(expertRequests).values(row).returning();
  return inserted!;
}

export async function findRequest(db: Db, id: string): Promise<ExpertRequestRow | null> {
  const [row] = await db.select().from(expertRequests).where(eq(expertRequests.id, id));
  return row ?? null;
}

/** The mentee's live (open or waiting) request, else their newest one, else null. */
export async function findMenteeCurrent(
  db: Db,
  menteeId: string,
): Promise<ExpertRequestRow | null> {
  const [row] = await db
    .select()
    .from(expertRequests)
    .where(eq(expertRequests.menteeId, menteeId))
    .orderBy(
      sql`case when ${expertRequests.status} in ('open', 'waiting') then 0 else 1 end`,
      desc(expertRequests.createdAt),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Live requests for an expert whose niche is `niche`: the ones on that topic first, then
 * newest first, at most `limit`. `open` ones only while not past their expiry.
 */
export async function listLive(
  db: Db,
  niche: string | null,
  limit: number,
): Promise<ExpertRequestRow[]> {
  return db
    .select()
    .from(expertRequests)
    .where(
      sql`(${expertRequests.status} = 'waiting' or (${expertRequests.status} = 'open' and ${expertRequests.expiresAt} > now()))`,
    )
    .orderBy(
      sql`case when ${expertRequests.topic} = ${niche ?? ''} then 0 else 1 end`,
      desc(expertRequests.createdAt),
      asc(expertRequests.id),
    )
    .limit(limit);
}

/**
 * Accept request `id` for `expertId` in ONE conditional update (`status in ('open',
 * 'waiting')`, an open one before its expiry): of racing experts exactly one gets the row
 * back; the others get null.
 */
export async function acceptRequest(
  db: Db,
  id: string,
  expertId: string,
): Promise<ExpertRequestRow | null> {
  const [row] = await db
    .update(expertRequests)
    .set({ status: 'accepted', acceptedBy: expertId, acceptedAt: sql`now()` })
    .where(
      and(
        eq(expertRequests.id, id),
        // Open ones only until their expiry (the job may run a moment later), waiting ones always.
        sql`(${expertRequests.status} = 'waiting' or (${expertRequests.status} = 'open' and ${expertRequests.expiresAt} > now()))`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Undo an acceptance whose conversation could not be opened (back to open or waiting). */
export async function undoAccept(db: Db, id: string, expertId: string): Promise<void> {
  await db
    .update(expertRequests)
    .set({
      status: sql`case when ${expertRequests.expiresAt} > now() then 'open' else 'waiting' end`,
      acceptedBy: null,
      acceptedAt: null,
    })
    .where(
      and(
        eq(expertRequests.id, id),
        eq(expertRequests.status, 'accepted'),
        eq(expertRequests.acceptedBy, expertId),
      ),
    );
}

export async function setConversation(
  db: Db,
  id: string,
  conversationId: string,
): Promise<ExpertRequestRow> {
  const [row] = await db
    .update(expertRequests)
    .set({ conversationId })
    .where(eq(expertRequests.id, id))
    .returning();
  return row!;
}

/**
 * Move request `id` from one of `from` to `to`, only if it is in one of `from` (and, with
 * `menteeId`, is that mentee's). Null when nothing changed.
 */
export async function transition(
  db: Db,
  id: string,
  from: Status[],
  to: Status,
  menteeId?: string,
): Promise<ExpertRequestRow | null> {
  const [row] = await db
    .update(expertRequests)
    .set({ status: to })
    .where(
      and(
        eq(expertRequests.id, id),
        inArray(expertRequests.status, from),
        menteeId ? eq(expertRequests.menteeId, menteeId) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

/** When the mentee first asked an expert (the First Question badge), or null. */
export async function firstRequestAt(db: Db, menteeId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(expertRequests.createdAt) })
    .from(expertRequests)
    .where(eq(expertRequests.menteeId, menteeId));
  return row?.at ?? null;
}
