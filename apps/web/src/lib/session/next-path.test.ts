import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path.ts';

describe('safeNextPath', () => {
  it('keeps paths on this site, with their query', () => {
    expect(safeNextPath('/dashboard/goals')).toBe('/dashboard/goals');
    expect(safeNextPath('/dashboard/sessions?tab=past')).toBe('/dashboard/sessions?tab=past');
  });

  it('refuses other hosts and anything that is not a path', () => {
    for (const next of [
      null,
      undefined,
      '',
      'dashboard',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '/dash\nboard',
    ])
      expect(safeNextPath(next)).toBeNull();
  });
});
