import { describe, expect, it } from 'vitest';
import { splitLinks } from './links.ts';

describe('splitLinks', () => {
  it('splits http(s) links out of the text, leaving sentence punctuation outside', () => {
    expect(splitLinks('See https://example.com/a?b=1, then http://x.org.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', then ' },
      { kind: 'link', text: 'http://x.org', href: 'http://x.org/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never makes a link of other schemes or of HTML', () => {
    const text = 'javascript:alert(1) <a href="https://evil.example">x</a> data:text/html,hi';
    const parts = splitLinks(text);
    expect(parts.filter((p) => p.kind === 'link').map((p) => p.text)).toEqual([
      'https://evil.example',
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });
});
