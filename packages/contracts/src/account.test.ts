import { describe, expect, it } from 'vitest';
import { CreateAccount, Email, PASSWORD_LENGTH_MESSAGE } from './index.ts';

describe('Email', () => {
  it('trims and lowercases before validating', () => {
    expect(Email.parse('  Ada@Example.COM ')).toBe('ada@example.com');
  });
  it('rejects something that is not an address', () => {
    expect(Email.safeParse('not-an-email').success).toBe(false);
  });
});

describe('CreateAccount', () => {
  const base = { email: 'a@b.co', name: 'Ada' };
  it('accepts passwords of 8 and 256 characters', () => {
    expect(CreateAccount.safeParse({ ...base, password: 'x'.repeat(8) }).success).toBe(true);
    expect(CreateAccount.safeParse({ ...base, password: 'x'.repeat(256) }).success).toBe(true);
  });
  it('rejects 7 and 257 characters with the length message', () => {
    for (const password of ['x'.repeat(7), 'x'.repeat(257)]) {
      const result = CreateAccount.safeParse({ ...base, password });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PASSWORD_LENGTH_MESSAGE);
    }
  });
});
