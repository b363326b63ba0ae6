import { describe, expect, it } from 'vitest';
import {
  INVISIBLE_CHARACTER_MESSAGE,
  multiLineText,
  NO_LETTER_MESSAGE,
  pathId,
  personName,
  singleLineText,
} from './text.ts';

describe('text rules of the contracts', () => {
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

  it('a person name refuses invisible characters by Unicode property and needs a letter', () => {
    const schema = personName(40, 'Please enter your name.');
    const invisible = [
      'Ma\u00ADya', // soft hyphen
      'Maya\u3164', // Hangul filler
      '\u2800Maya', // braille pattern blank
      'Maya\u{E0041}\u{E007F}', // tag characters
      'Ma\u180Eya', // Mongolian vowel separator (format)
      'Ma\u034Fya', // combining grapheme joiner (default-ignorable)
      'Maya\uFE0F', // variation selector
      'Ma\u2028ya', // line separator
      'Ma\uE000ya', // private use
    ];
    for (const bad of invisible)
      expect(schema.safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe(
        INVISIBLE_CHARACTER_MESSAGE,
      );
    expect(schema.safeParse('\u3164\u3164\u3164').success).toBe(false);
    for (const noLetter of ['42', '- . -', '☺'])
      expect(schema.safeParse(noLetter).error?.issues[0]?.message, noLetter).toBe(
        NO_LETTER_MESSAGE,
      );
    for (const good of ['Maya Okafor-Adeyemi', '李小龙', 'José Nuñez', 'Ngũgĩ wa Thiong’o'])
      expect(schema.parse(good)).toBe(good);
  });

  it('a path id refuses control characters but lets other values be looked up', () => {
    expect(pathId(10).parse('Not A Slug')).toBe('Not A Slug');
    expect(pathId(10).safeParse('ab\u0000').success).toBe(false);
    expect(pathId(3).safeParse('abcd').success).toBe(false);
  });
});
