import { describe, expect, it, vi } from 'vitest';
import { createVisitBatch, type NewVisit } from '../../src/modules/analytics/visit-batch.ts';
import {
  createVisitTargets,
  VISIT_TARGET_TTL_MS,
  type VisitTarget,
} from '../../src/modules/analytics/visit-targets.ts';

/** Counting a profile view without a statement per view (docs/performance.md#the-hot-endpoints). */

const visit = (visitorHash: string): NewVisit => ({
  mentorId: 'm',
  day: '2026-11-27',
  visitorHash,
  source: 'home',
  referrerHost: null,
});

describe('createVisitTargets', () => {
  it('keeps an approved mentor for the TTL, shares concurrent lookups, and never keeps a refusal', async () => {
    let t = 0;
    const answers: Record<string, VisitTarget> = {
      ok: { approved: true, timeZone: 'Europe/Berlin' },
      no: { approved: false, timeZone: 'UTC' },
    };
    const lookup = vi.fn(async (id: string) => answers[id]!);
    const targetOf = createVisitTargets(lookup, () => t);

    await Promise.all([targetOf('ok'), targetOf('ok')]);
    t += VISIT_TARGET_TTL_MS - 1;
    expect(await targetOf('ok')).toEqual(answers.ok);
    expect(lookup).toHaveBeenCalledTimes(1);
    t += 1;
    await targetOf('ok');
    expect(lookup).toHaveBeenCalledTimes(2);

    expect((await targetOf('no')).approved).toBe(false);
    answers.no = { approved: true, timeZone: 'UTC' }; // approved a moment later
    expect((await targetOf('no')).approved).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(4);
  });
});

describe('createVisitBatch', () => {
  it('writes after the interval, at once when full, in order, and reports a failed write', async () => {
    vi.useFakeTimers();
    try {
      const written: string[][] = [];
      const onError = vi.fn();
      let fail = false;
      const batch = createVisitBatch({
        intervalMs: 200,
        maxRows: 3,
        onError,
        write: async (rows) => {
          if (fail) throw new Error('down');
          written.push(rows.map((r) => r.visitorHash));
        },
      });
      batch.add(visit('a'));
      batch.add(visit('b'));
      await vi.advanceTimersByTimeAsync(199);
      expect(written).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(written).toEqual([['a', 'b']]);

      for (const h of ['c', 'd', 'e']) batch.add(visit(h));
      await vi.advanceTimersByTimeAsync(0);
      expect(written).toEqual([
        ['a', 'b'],
        ['c', 'd', 'e'],
      ]);

      batch.add(visit('f'));
      await batch.flush();
      expect(written.at(-1)).toEqual(['f']);

      fail = true;
      batch.add(visit('g'));
      await batch.flush();
      expect(onError).toHaveBeenCalledWith(expect.any(Error), 1);
    } finally {
      vi.useRealTimers();
    }
  });
});
