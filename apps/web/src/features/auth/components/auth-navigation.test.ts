import { describe, expect, it } from 'vitest';
import { readAuthNavigationState, safeNextPath } from './auth-navigation.ts';

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

describe('readAuthNavigationState', () => {
  it('reads a notice and an email, ignores the rest', () => {
    expect(readAuthNavigationState({ notice: 'Hi', email: 'a@b.co', other: 1 })).toEqual({
      notice: 'Hi',
      email: 'a@b.co',
    });
    expect(readAuthNavigationState(null)).toEqual({});
    expect(readAuthNavigationState({ notice: 3 })).toEqual({ notice: undefined, email: undefined });
  });
});
