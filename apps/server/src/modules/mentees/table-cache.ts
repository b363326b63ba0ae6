import type { Db } from '../../db/client.ts';
import {
  menteeTable,
  menteeTableChanged,
  pruneMenteeTableChanges,
  type MenteeTable,
  type MenteeTableQuery,
} from './repository.ts';

/**
 * The mentees table answers one server process keeps (docs/performance.md, "Third round";
 * ADR 0015). Computing the table aggregates all of a mentor's bookings and assigned work
 * (about 8 ms of PostgreSQL's CPU at 200 mentees); giving a kept answer again costs one index
 * probe. A kept answer is given again only when all of these hold, so a read after a committed
 * write, in this process or any other on the same database, is never stale:
 *
 * - no transaction has noted a change for its mentor since the answer's snapshot
 *   (`mentee_table_changes`, written by triggers in the writing transaction; migration 0019);
 * - `now` lies between the moment it was computed and the end of the mentor's soonest booking
 *   then ahead (when a session turns from upcoming to past);
 * - it is younger than {@link KEPT_MS} (which lets {@link startPruning} forget old notes);
 * - the query is the same, `today` included (the overdue counts).
 *
 * One mentee's page (`menteeId` set) is always computed.
 */
export type MenteeTableCache = ReturnType<typeof createMenteeTableCache>;

/** How long an answer is kept at most (ms). */
export const KEPT_MS = 5 * 60_000;
/** How often the change notes are pruned (ms): more than {@link KEPT_MS}. */
export const PRUNE_EVERY_MS = 10 * 60_000;
/** Answers kept at most per process (the oldest goes first). */
const KEPT = 500;

interface Kept {
  table: MenteeTable;
  /** `query.now` and the process clock when computed (epoch ms). */
  computedFor: number;
  storedAt: number;
}

const keyOf = (q: MenteeTableQuery) =>
  JSON.stringify([
    q.mentorId,
    q.today,
    q.words,
    q.skill,
    q.language,
    q.topic,
    q.sortByNext,
    q.limit,
    q.offset,
  ]);

export function createMenteeTableCache(db: Db, clock: () => number = Date.now) {
  const kept = new Map<string, Kept>();

  return {
    /** {@link menteeTable}'s answer to `query`, kept or computed (see the module's comment). */
    async read(query: MenteeTableQuery): Promise<MenteeTable> {
      if (query.menteeId !== null) return menteeTable(db, query);
      const key = keyOf(query);
      const at = query.now.getTime();
      const entry = kept.get(key);
      if (
        entry &&
        at >= entry.computedFor &&
        (entry.table.validUntil === null || at < entry.table.validUntil) &&
        clock() - entry.storedAt < KEPT_MS &&
        !(await menteeTableChanged(db, query.mentorId, entry.table.snapshot))
      ) {
        return entry.table;
      }
      const table = await menteeTable(db, query);
      kept.delete(key);
      if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, { table, computedFor: at, storedAt: clock() });
      return table;
    },

    /**
     * Every {@link PRUNE_EVERY_MS}, delete the change notes older than the xmin read at the
     * previous run: every answer still kept anywhere is younger than that run, so its snapshot's
     * xmin is at least that value and it never looks at older notes. Returns a stop function.
     */
    startPruning(onError: (err: unknown) => void): () => void {
      let xmin: string | null = null;
      const run = () =>
        pruneMenteeTableChanges(db, xmin).then((next) => {
          xmin = next;
        }, onError);
      void run();
      const timer = setInterval(() => void run(), PRUNE_EVERY_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
