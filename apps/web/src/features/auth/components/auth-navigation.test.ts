import { describe, expect, it } from 'vitest';
import { readAuthNavigationState } from './auth-navigation.ts';

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
