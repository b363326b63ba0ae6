import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first and last word of the display name', () => {
    expect(initials('Ada King Lovelace', 'ada@example.com')).toBe('AL');
  });
  it('takes two letters of a one-word name', () => {
    expect(initials('ada', 'x@y.z')).toBe('AD');
  });
  it('falls back to the email when there is no name', () => {
    expect(initials('  ', 'zoe@example.com')).toBe('Z');
  });
});
