/**
 * Counted profile views written in batches (docs/performance.md, "Third round: views and slots": the
 * public profile's p99 beside the view counting). The profile page sends
 * `POST /api/mentors/:id/views` after each render; one insert per view cost the POST as much
 * as the profile's own read. Views wait here in memory and go to PostgreSQL as one multi-row
 * insert every {@link VisitBatchOptions.intervalMs} or {@link VisitBatchOptions.maxRows} rows,
 * whichever comes first, and when the app closes (the module's `onClose`).
 *
 * What a caller can notice: a view shows in the figures up to `intervalMs` later (the
 * analytics of this process flush first, so a mentor never misses the views this process took);
 * a view still waiting when the process dies without closing (a crash, SIGKILL) is lost, at
 * most `maxRows` of them. The once-a-day dedupe stays the unique index's: the insert skips a
 * visitor already counted that day, in the table or earlier in the same batch.
 */

/** One counted view, as `profile_visits` stores it (`day`: `YYYY-MM-DD` in the mentor's zone). */
export interface NewVisit {
  mentorId: string;
  day: string;
  visitorHash: string;
  source: string;
  referrerHost: string | null;
}

export interface VisitBatchOptions {
  /** Write `rows` (at least one) in one statement. */
  write(rows: NewVisit[]): Promise<void>;
  /** A failed write: its rows are dropped, the error is reported here, not thrown. */
  onError(err: unknown, rows: number): void;
  /** Longest wait of a view before it is written, ms (default 200). */
  intervalMs?: number;
  /** Rows that start a write at once (default 500). */
  maxRows?: number;
}

export interface VisitBatch {
  /** Queue one view; written within `intervalMs`. */
  add(visit: NewVisit): void;
  /** Write what is queued now; resolves when every write started so far has ended. */
  flush(): Promise<void>;
}

/** A batch writer of views (see the module's TSDoc). Writes run one at a time, in order. */
export function createVisitBatch(options: VisitBatchOptions): VisitBatch {
  const intervalMs = options.intervalMs ?? 200;
  const maxRows = options.maxRows ?? 500;
  let rows: NewVisit[] = [];
  let timer: NodeJS.Timeout | null = null;
  /** The last write started; the next one waits for it. */
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (rows.length === 0) return writing;
    const batch = rows;
    rows = [];
    writing = writing.then(() =>
      options.write(batch).catch((err: unknown) => options.onError(err, batch.length)),
    );
    return writing;
  }

  return {
    add(visit) {
      rows.push(visit);
      if (rows.length >= maxRows) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), intervalMs);
        // A pending write never keeps the process alive; closing the app flushes it.
        timer.unref();
      }
    },
    flush,
  };
}
