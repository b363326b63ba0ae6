import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { relativeTime, richText } from './rich-text.tsx';

describe('richText', () => {
  it('keeps HTML as text, breaks lines and links http(s) addresses only', () => {
    const { container } = render(
      <p>
        {richText(
          '<script>alert(1)</script> <b>bold</b>\nsee https://example.org/a?b=1. and javascript:alert(1) or ftp://x.y',
        )}
      </p>,
    );
    const p = container.querySelector('p')!;
    expect(p.querySelector('script, b')).toBeNull();
    expect(p.textContent).toContain('<script>alert(1)</script> <b>bold</b>');
    expect(p.querySelectorAll('br')).toHaveLength(1);
    const links = p.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://example.org/a?b=1');
    expect(links[0]!.getAttribute('rel')).toContain('noopener');
    expect(p.textContent).toContain('https://example.org/a?b=1. and');
  });
});

describe('relativeTime', () => {
  it('says how long ago', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(relativeTime('2026-11-24T11:59:30Z', 'en', now)).toBe('just now');
    expect(relativeTime('2026-11-24T11:57:00Z', 'en', now)).toBe('3 minutes ago');
    expect(relativeTime('2026-11-23T11:00:00Z', 'en', now)).toBe('yesterday');
  });
});
