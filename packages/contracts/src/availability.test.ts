import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTimeZone, TimeZone } from './availability.ts';

afterEach(() => vi.restoreAllMocks());

describe('time zone names', () => {
  it('accepts the zones Intl knows and refuses others', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(TimeZone.safeParse('Mars/Olympus_Mons').success).toBe(false);
    expect(TimeZone.parse('Asia/Tokyo')).toBe('Asia/Tokyo');
  });

  it('asks Intl once per name, not on every request', () => {
    isTimeZone('America/Lima');
    isTimeZone('Nowhere/Atlantis');
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    for (let i = 0; i < 20; i++) {
      expect(isTimeZone('America/Lima')).toBe(true);
      expect(isTimeZone('Nowhere/Atlantis')).toBe(false);
    }
    expect(built).not.toHaveBeenCalled();
  });
});
