import type { MentorReviews, Review } from '@pathwise/contracts';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { anAccount } from '@/testing/users.ts';
import { MentorReviewsSection } from './mentor-reviews.tsx';

// Two shared cores: user-event is slow under load.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const review: Review = {
  bookingId: 'b1',
  rating: 5,
  text: 'Wonderful session.',
  author: 'Grace',
  createdAt: '2026-11-20T10:00:00.000Z',
  reply: null,
  repliedAt: null,
};

/** The reviews API with one review, signed in as `me` (the mentor `m1`, or a mentee). */
function fakeServer(me: 'mentor' | 'mentee', first: Review = review) {
  let current = first;
  return answerApi(({ method, path, body }) => {
    if (path === '/api/session' || path === '/api/account') {
      const user = anAccount(me === 'mentor' ? { id: 'm1', role: 'mentor' } : {});
      return { status: 200, body: path === '/api/session' ? { user } : user };
    }
    if (method === 'PUT' && path === '/api/reviews/b1/reply') {
      current = {
        ...current,
        reply: (body as { text: string }).text,
        repliedAt: '2026-11-27T10:00:00.000Z',
      };
      return { status: 200, body: current };
    }
    const page: MentorReviews = {
      items: [current],
      page: 1,
      pageSize: 10,
      total: 1,
      reliability: { held: 1, booked: 1 },
    };
    return { status: 200, body: page };
  });
}

const renderSection = () =>
  renderRoutes(
    [{ path: '*', element: <MentorReviewsSection mentorId="m1" mentorName="Maya Chen" /> }],
    '/mentors/m1',
  );

describe('a mentor’s reply to a review', () => {
  it('lets the reviewed mentor reply once, with a counter, then shows the reply', async () => {
    const user = userEvent.setup();
    const calls = fakeServer('mentor');
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    const box = screen.getByRole('textbox', { name: 'Your reply' });
    expect(box).toHaveAccessibleDescription(/You can reply once.*cannot be edited afterwards/);
    await user.type(box, 'Thank you, Grace!');
    expect(screen.getByText('17/1,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    const reply = await screen.findByText('Thank you, Grace!');
    expect(within(reply.parentElement!).getByText('Response from Maya Chen')).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ text: 'Thank you, Grace!' });
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('shows others the reply under the review and no form', async () => {
    fakeServer('mentee', { ...review, reply: 'Glad it helped.', repliedAt: review.createdAt });
    renderSection();
    expect(await screen.findByText('Glad it helped.')).toBeVisible();
    expect(screen.getByText('Response from Maya Chen')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });
});
