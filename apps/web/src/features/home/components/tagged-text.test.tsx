import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaggedText } from './tagged-text.tsx';

describe('TaggedText', () => {
  it('renders each mark with its component and keeps the text around it', () => {
    const { container } = render(
      <p>
        <TaggedText
          text="Find <accent>vetted mentors</accent> who <b>know</b> the way"
          components={{ accent: <span className="accent" />, b: <strong /> }}
        />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Find <span class="accent">vetted mentors</span> who <strong>know</strong> the way</p>',
    );
  });

  it('shows a mark without a component as written', () => {
    const { container } = render(
      <p>
        <TaggedText text="A <x>plain</x> sentence" components={{}} />
      </p>,
    );
    expect(container.textContent).toBe('A <x>plain</x> sentence');
  });
});
