import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FallbackImage } from './fallback-image.tsx';

describe('FallbackImage', () => {
  afterEach(cleanup);

  it('loads lazily with its size reserved', () => {
    render(
      <FallbackImage src="/images/portraits/hero-1.svg" alt="A mentee" width={400} height={500} />,
    );
    const img = screen.getByRole('img', { name: 'A mentee' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '500');
    expect(screen.queryByText('Image')).not.toBeInTheDocument();
  });

  it("shows a tile labelled 'Image' when the file fails to load", () => {
    render(
      <FallbackImage src="/images/does-not-exist.svg" alt="A mentee" width={400} height={500} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'A mentee' }));
    const tile = screen.getByRole('img', { name: 'A mentee' });
    expect(tile.tagName).toBe('DIV');
    expect(tile).toHaveTextContent('Image');
    expect(document.querySelector('img')).toBeNull();
  });
});
