import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText } from './linked-text.tsx';

describe('LinkedText', () => {
  it('keeps HTML as text, breaks lines and links http(s) addresses only', () => {
    const { container } = render(
      <p>
        <LinkedText
          text={
            '<script>alert(1)</script> <b>bold</b>\nsee https://example.org/a?b=1. and javascript:alert(1) or ftp://x.y'
          }
          linkClassName="underline"
        />
      </p>,
    );
    const p = container.querySelector('p')!;
    expect(p.querySelector('script, b')).toBeNull();
    expect(p.textContent).toContain('<script>alert(1)</script> <b>bold</b>');
    expect(p.querySelectorAll('br')).toHaveLength(1);
    const link = screen.getByRole('link', {
      name: /^https:\/\/example\.org\/a\?b=1\s*\(opens in a new tab\)$/,
    });
    expect(link).toHaveAttribute('href', 'https://example.org/a?b=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(p.textContent).toContain('https://example.org/a?b=1 (opens in a new tab). and');
  });
});
