import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIn } from '../../src/lib/zones.ts';
import { weekIn } from '../../src/modules/goals/service.ts';

afterEach(() => vi.restoreAllMocks());

describe('days in a time zone on the hot endpoints', () => {
  it('today and the week in a zone are judged there', () => {
    const at = new Date('2026-11-15T23:30:00Z');
    expect(todayIn('UTC', at)).toBe('2026-11-15');
    expect(todayIn('Asia/Tokyo', at)).toBe('2026-11-16');
    expect(weekIn('Asia/Tokyo', at)).toEqual({
      today: '2026-11-16',
      weekStart: '2026-11-16',
      weekEnd: '2026-11-22',
    });
  });

  it('builds one formatter per zone, not one per call', () => {
    weekIn('America/Lima', new Date('2026-11-15T12:00:00Z'));
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    for (let day = 1; day <= 20; day++) {
      const at = new Date(Date.UTC(2026, 10, day, 12));
      expect(weekIn('America/Lima', at).today).toBe(`2026-11-${String(day).padStart(2, '0')}`);
      todayIn('America/Lima', at);
    }
    expect(built).not.toHaveBeenCalled();
  });

  it('an unknown zone still throws', () => {
    expect(() => todayIn('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
