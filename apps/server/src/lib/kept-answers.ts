import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';

/**
 * Answers a server process keeps until a write they read commits (ADR 0015;
 * docs/performance.md, "Third round" and "Fourth round"): the mentees table, one mentee's page
 * and the mentee home's summary. Each answer is computed from reads that all see at least one
 * snapshot (`pg_current_snapshot()`, taken by the reading statement itself or by
 * {@link snapshotNow} before the reads), and is given again only when all of these hold, so a
 * read after a committed write, in this process or any other on the same database, is never
 * stale:
 *
 * - no transaction the snapshot did not see and visible now has noted a change
 *   (`answer_changes`, written by triggers inside the writing transaction; migrations 0019 and
 *   0020) naming one of the answer's {@link Question.people}, everyone (`'*'`: a truncation, a
 *   mentor profile or plan), or, with {@link Question.menteesOf}, a person who has a booking
 *   with that mentor now (looked up when checking, so a booking committed meanwhile counts);
 * - the time asked for lies between the moment it was computed and its
 *   {@link Computed.validUntil} (the soonest moment time alone changes it: a session ending);
 * - it is younger than {@link KEPT_MS} (which lets {@link startPruningAnswerChanges} forget
 *   old notes);
 * - the question is the same ({@link Question.key}: everything else the answer depends on,
 *   `today` included).
 *
 * An answer that could not be computed (an error, a 404) is not kept.
 *
 * @public (the type of {@link createKeptAnswers}' store, for callers that name it)
 */
export type KeptAnswers<T> = ReturnType<typeof createKeptAnswers<T>>;

/** How long an answer is kept at most (ms). */
export const KEPT_MS = 5 * 60_000;
/** How often the change notes are pruned (ms): more than {@link KEPT_MS}. */
export const PRUNE_EVERY_MS = 10 * 60_000;

/** What a kept answer is asked by. */
export interface Question {
  /** Everything the answer depends on besides the database and time, as one string. */
  key: string;
  /** The moment asked about (epoch ms): `now` of the request. */
  at: number;
  /** The people whose noted changes make the answer stale (ids of `users`). */
  people: readonly string[];
  /** A mentor whose mentees' noted changes make it stale too (the mentees table), or null. */
  menteesOf: string | null;
}

/** A computed answer and what it holds for. */
export interface Computed<T> {
  answer: T;
  /** The snapshot every read of the answer saw at least (`pg_snapshot` text form). */
  snapshot: string;
  /** When time alone changes the answer (epoch ms), or null: never. */
  validUntil: number | null;
  /** The people besides {@link Question.people} whose changes the answer shows, learnt from it. */
  people?: readonly string[];
}

interface Kept<T> extends Computed<T> {
  people: readonly string[];
  computedFor: number;
  storedAt: number;
}

/**
 * Keep up to `max` answers of one kind (the oldest goes first) computed over `db`.
 * `clock` measures {@link KEPT_MS} (the process's clock, not the question's time).
 */
export function createKeptAnswers<T>(db: Db, max: number, clock: () => number = Date.now) {
  const kept = new Map<string, Kept<T>>();

  return {
    /**
     * The kept answer to `question` if it still holds (see the module's comment), else
     * `compute()`'s, which then replaces it. `compute` rejecting rejects the read and keeps
     * nothing.
     */
    async read(question: Question, compute: () => Promise<Computed<T>>): Promise<T> {
      const entry = kept.get(question.key);
      if (
        entry &&
        question.at >= entry.computedFor &&
        (entry.validUntil === null || question.at < entry.validUntil) &&
        clock() - entry.storedAt < KEPT_MS &&
        !(await answerChanged(db, entry.snapshot, entry.people, question.menteesOf))
      ) {
        return entry.answer;
      }
      const computed = await compute();
      kept.delete(question.key);
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
      kept.set(question.key, {
        ...computed,
        people: [...question.people, ...(computed.people ?? [])],
        computedFor: question.at,
        storedAt: clock(),
      });
      return computed.answer;
    },
  };
}

/**
 * The current snapshot (text form), to take before the reads of an answer computed by several
 * statements: each of them sees at least what it saw, so a write it missed is noted after it.
 */
export async function snapshotNow(db: Db): Promise<string> {
  const [row] = await prepared<{ snapshot: string }>(
    db,
    'kept_answer_snapshot',
    'select pg_current_snapshot()::text as snapshot',
    [],
  );
  return row!.snapshot;
}

/**
 * $1 the snapshot a kept answer was read in, $2 its people, $3 a mentor or null: whether a
 * transaction the snapshot did not see (its notes are all at or above the snapshot's xmin) and
 * visible now noted one of the people, everyone ('*'), or a person who has a booking with the
 * mentor now (migrations 0019, 0020).
 */
const ANSWER_CHANGED_SQL = `
  select exists (
    select 1 from answer_changes c
     where c.xid >= pg_snapshot_xmin($1::pg_snapshot)
       and not pg_visible_in_snapshot(c.xid, $1::pg_snapshot)
       and (c.person_id = '*' or c.person_id = any($2::varchar[])
            or ($3::varchar is not null
                and exists (select 1 from bookings b
                             where b.mentee_id = c.person_id and b.mentor_id = $3)))) as changed`;

/**
 * Whether a change an answer read in `snapshot` shows has committed since (see
 * {@link ANSWER_CHANGED_SQL}): one named prepared statement over the notes of the transactions
 * the snapshot did not see (`answer_changes_xid_idx`).
 */
export async function answerChanged(
  db: Db,
  snapshot: string,
  people: readonly string[],
  menteesOf: string | null,
): Promise<boolean> {
  const [row] = await prepared<{ changed: boolean }>(
    db,
    'kept_answer_changed',
    ANSWER_CHANGED_SQL,
    [snapshot, people, menteesOf],
  );
  return row!.changed;
}

/**
 * Forget the change notes no kept answer can need: those of transactions older than `xmin`, a
 * `pg_snapshot_xmin` read before every answer still kept was computed (ADR 0015).
 * @returns the xmin of now, for the next call.
 */
export async function pruneAnswerChanges(db: Db, xmin: string | null): Promise<string> {
  if (xmin !== null) {
    await prepared(db, 'kept_answer_prune', 'delete from answer_changes where xid < $1::xid8', [
      xmin,
    ]);
  }
  const [row] = await prepared<{ xmin: string }>(
    db,
    'kept_answer_xmin',
    'select pg_snapshot_xmin(pg_current_snapshot())::text as xmin',
    [],
  );
  return row!.xmin;
}

/** The pruning running per database handle, and how many modules asked for it. */
const pruning = new WeakMap<Db, { users: number; stop: () => void }>();

/**
 * Every {@link PRUNE_EVERY_MS}, delete the change notes older than the xmin read at the
 * previous run: every answer still kept anywhere is younger than that run, so its snapshot's
 * xmin is at least that value and it never looks at older notes. Each module keeping answers
 * asks; one timer runs per database handle. Returns a stop function (the timer stops when the
 * last asker stops).
 */
export function startPruningAnswerChanges(db: Db, onError: (err: unknown) => void): () => void {
  let running = pruning.get(db);
  if (!running) {
    let xmin: string | null = null;
    const run = () =>
      pruneAnswerChanges(db, xmin).then((next) => {
        xmin = next;
      }, onError);
    void run();
    const timer = setInterval(() => void run(), PRUNE_EVERY_MS);
    timer.unref();
    running = { users: 0, stop: () => clearInterval(timer) };
    pruning.set(db, running);
  }
  running.users++;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (--running.users === 0) {
      running.stop();
      pruning.delete(db);
    }
  };
}
