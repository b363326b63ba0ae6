import { CAROUSEL_LOCK_MS, type TestimonialList } from '@pathwise/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestimonialCarousel } from './testimonial-carousel.tsx';
import { answerApi } from '@/testing/api.ts';

/** The three testimonials as `GET /api/testimonials` answers them. */
const TESTIMONIALS: TestimonialList = {
  items: [
    {
      id: 't1',
      name: 'Sofia Martinez',
      role: 'Computer science student',
      rating: 5,
      text: 'A clear plan.',
    },
    {
      id: 't2',
      name: 'James Whitfield',
      role: 'Junior data analyst',
      rating: 5,
      text: 'Concrete actions.',
    },
    {
      id: 't3',
      name: 'Lena Fischer',
      role: 'Startup founder',
      rating: 5,
      text: 'A sharper pitch.',
    },
  ],
};

/** MSW answers to `GET /api/testimonials`; returns how often it was asked. */
function stubTestimonials(answer: () => { status: number; body: unknown }) {
  const calls: string[] = [];
  answerApi(({ path, params }) => {
    const search = params.toString();
    calls.push(`${path}${search ? `?${search}` : ''}`);
    return answer();
  });
  return calls;
}

function renderCarousel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TestimonialCarousel />
    </QueryClientProvider>,
  );
}

/**
 * The carousel with the testimonials fetched from the API; then fake timers, so a test can
 * step through the 300 ms lock.
 */
async function renderLoaded() {
  const calls = stubTestimonials(() => ({ status: 200, body: TESTIMONIALS }));
  const view = renderCarousel();
  await screen.findByText(/^Testimonial 1 of 3:/);
  expect(calls).toEqual(['/api/testimonials']);
  vi.useFakeTimers();
  return view;
}

/** The politely announced status line names the current testimonial. */
const status = () => screen.getByText(/^Testimonial \d of 3:/);
const current = () => screen.getByRole('group', { current: true });

describe('TestimonialCarousel', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const waitOutLock = () =>
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_LOCK_MS);
    });

  it('shows the fetched testimonials, starting on the first, and says so politely', async () => {
    await renderLoaded();
    expect(status()).toHaveTextContent('Testimonial 1 of 3: Sofia Martinez');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(current()).toHaveAccessibleName('1 of 3');
    expect(current()).toHaveTextContent('Sofia Martinez');
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(3);
    expect(current()).toHaveTextContent('Computer science student');
    expect(current()).toHaveTextContent('A clear plan.');
  });

  it('moves forward and wraps from the last to the first', async () => {
    await renderLoaded();
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

  it('moves back and wraps from the first to the last', async () => {
    await renderLoaded();
    const previous = screen.getByRole('button', { name: 'Previous testimonial' });
    fireEvent.click(previous);
    expect(status()).toHaveTextContent('Testimonial 3 of 3: Lena Fischer');
    expect(current()).toHaveTextContent('Lena Fischer');
    waitOutLock();
    fireEvent.click(previous);
    expect(status()).toHaveTextContent('Testimonial 2 of 3: James Whitfield');
  });

  it('ignores a second click within 300 ms and accepts one after', async () => {
    await renderLoaded();
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

  it('answers the arrow keys on its controls and the dots', async () => {
    await renderLoaded();
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

  it('holds the space while loading and leaves the section out when there are none', async () => {
    stubTestimonials(() => ({ status: 200, body: { items: [] } }));
    const { container } = renderCarousel();
    expect(screen.getByRole('status')).toHaveTextContent('Loading testimonials…');
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('says when the testimonials could not be loaded and tries again', async () => {
    let fail = true;
    stubTestimonials(() =>
      fail
        ? { status: 500, body: { message: 'x', code: 500, type: 'general_server_error' } }
        : { status: 200, body: TESTIMONIALS },
    );
    renderCarousel();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The testimonials could not be loaded.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^Testimonial 1 of 3: Sofia Martinez/)).toBeInTheDocument();
  });
});
