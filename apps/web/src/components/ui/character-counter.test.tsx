import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CharacterCounter } from './character-counter.tsx';

describe('CharacterCounter', () => {
  it('shows the spec’s n/max form with grouped digits, and says it in words to screen readers', () => {
    render(
      <>
        <textarea aria-label="Message" aria-describedby="c" />
        <CharacterCounter id="c" count={1234} max={5000} />
      </>,
    );
    expect(screen.getByText('1,234/5,000')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      '1,234 of 5,000 characters used',
    );
  });

  it('turns red past the limit and stays empty below `from`', () => {
    const { rerender } = render(<CharacterCounter id="c" count={751} max={750} />);
    expect(screen.getByText('751/750').parentElement).toHaveClass('text-red-700');
    rerender(<CharacterCounter id="c" count={10} max={750} from={350} live />);
    const counter = document.getElementById('c')!;
    expect(counter).toBeEmptyDOMElement();
    expect(counter).toHaveAttribute('aria-live', 'polite');
  });
});
