import { describe, expect, it } from 'vitest';
import { formatPostDate, postDateTime } from './format-date.ts';

describe('formatPostDate', () => {
  it('writes the date as dd/mm/yyyy (docs/product.md#3-data)', () => {
    expect(formatPostDate('2025-06-02T12:00:00.000Z')).toBe('02/06/2025');
    expect(formatPostDate('2025-12-31T12:00:00.000Z')).toBe('31/12/2025');
  });

  it('uses the UTC day, whatever the offset of the time', () => {
    expect(formatPostDate('2025-09-08T23:30:00-02:00')).toBe('09/09/2025');
    expect(postDateTime('2025-09-08T23:30:00-02:00')).toBe('2025-09-09');
  });

  it('gives nothing for a time that is not one', () => {
    expect(formatPostDate('soon')).toBe('');
    expect(postDateTime('soon')).toBe('');
  });
});
