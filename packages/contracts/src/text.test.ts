import { describe, expect, it } from 'vitest';
import { multiLineText, pathId, personName, singleLineText } from './text.ts';

describe('text rules of the contracts (issue 7)', () => {
  it('a one-line text refuses every control character, line breaks included', () => {
    const schema = singleLineText(20);
    expect(schema.parse('  plain words  ')).toBe('plain words');
    for (const bad of ['a\nb', 'a\rb', 'a\tb', 'a\u0000', 'a\u007F', 'a\u0085b'])
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('a multi-line text keeps line breaks and tabs, refuses other control characters', () => {
    const schema = multiLineText(50);
    expect(schema.parse('line one\r\nline two\tindented')).toBe('line one\r\nline two\tindented');
    for (const bad of ['a\u0000', 'a\u0007', 'a\u001B[31m', 'a\u009B'])
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('a person name refuses bidi controls and zero-width characters, keeps any script', () => {
    const schema = personName(40, 'Please enter your name.');
    for (const good of ['Zoë Ñúñez', 'राम शर्मा', 'محمد علي', "O'Brien-Łukasz"])
      expect(schema.parse(good)).toBe(good);
    for (const bad of ['Eve\u202Egnp', 'E\u200Bve', '\u2066Eve\u2069', 'Eve\u200F', 'E\uFEFFve'])
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(schema.safeParse('   ').error?.issues[0]?.message).toBe('Please enter your name.');
  });

  it('a path id refuses control characters but lets other values be looked up', () => {
    expect(pathId(10).parse('Not A Slug')).toBe('Not A Slug');
    expect(pathId(10).safeParse('ab\u0000').success).toBe(false);
    expect(pathId(3).safeParse('abcd').success).toBe(false);
  });
});
