import { CAROUSEL_LOCK_MS } from '@pathwise/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestimonialCarousel } from './testimonial-carousel.tsx';

/** The politely announced status line names the current testimonial. */
const status = () => screen.getByText(/^Testimonial \d of 3:/);
const current = () => screen.getByRole('group', { current: true });

describe('TestimonialCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const waitOutLock = () =>
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_LOCK_MS);
    });

  it('starts on the first testimonial and says so politely', () => {
    render(<TestimonialCarousel />);
    expect(status()).toHaveTextContent('Testimonial 1 of 3: Sofia Martinez');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(current()).toHaveAccessibleName('1 of 3');
    expect(current()).toHaveTextContent('Sofia Martinez');
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(3);
  });

  it('moves forward and wraps from the last to the first', () => {
    render(<TestimonialCarousel />);
    const next = screen.getByRole('button', { name: 'Next testimonial' });
    fireEvent.click(next);
    expect(status()).toHaveTextContent('Testimonial 2 of 3: James Whitfield');
    waitOutLock();
    fireEvent.click(next);
    expect(status()).toHaveTextContent('Testimonial 3 of 3: Lena Fischer');
    waitOutLock();
    fireEvent.click(next);
    expect(status()).toHaveTextContent('Testimonial 1 of 3: Sofia Martinez');
    expect(current()).toHaveTextContent('Sofia Martinez');
  });

  it('moves back and wraps from the first to the last', () => {
    render(<TestimonialCarousel />);
    const previous = screen.getByRole('button', { name: 'Previous testimonial' });
    fireEvent.click(previous);
    expect(status()).toHaveTextContent('Testimonial 3 of 3: Lena Fischer');
    expect(current()).toHaveTextContent('Lena Fischer');
    waitOutLock();
    fireEvent.click(previous);
    expect(status()).toHaveTextContent('Testimonial 2 of 3: James Whitfield');
  });

  it('ignores a second click within 300 ms and accepts one after', () => {
    render(<TestimonialCarousel />);
    const next = screen.getByRole('button', { name: 'Next testimonial' });
    const previous = screen.getByRole('button', { name: 'Previous testimonial' });
    fireEvent.click(next);
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_LOCK_MS - 1);
    });
    fireEvent.click(next);
    fireEvent.click(previous);
    expect(status()).toHaveTextContent('Testimonial 2 of 3');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    fireEvent.click(next);
    expect(status()).toHaveTextContent('Testimonial 3 of 3');
  });

  it('answers the arrow keys on its controls and the dots', () => {
    render(<TestimonialCarousel />);
    const next = screen.getByRole('button', { name: 'Next testimonial' });
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(status()).toHaveTextContent('Testimonial 3 of 3');
    waitOutLock();
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(status()).toHaveTextContent('Testimonial 1 of 3');
    waitOutLock();
    const dot = screen.getByRole('button', { name: 'Show testimonial 2' });
    fireEvent.click(dot);
    expect(status()).toHaveTextContent('Testimonial 2 of 3');
    expect(dot).toHaveAttribute('aria-current', 'true');
  });
});
