import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configure } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profile, renderAt, stubApi } from '@/testing/mentors-harness.tsx';

// A busy CI machine can take more than the default second to render a lazy page.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

const signedOut = { status: 200, body: { user: null } };
const signedIn = {
  status: 200,
  body: {
    user: {
      id: 'u1',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      emailVerification: true,
      createdAt: '2025-01-01T00:00:00.000Z',
      role: 'mentee',
      onboarded: true,
      isAdmin: false,
    },
  },
};

describe('ProfilePage', () => {
  it('shows the profile with plans and names the mentor in the title and description', async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Pathwise';
    document.head.append(meta);
    stubApi((call) =>
      call.path === '/api/session' ? signedOut : { status: 200, body: profile() },
    );
    renderAt('/mentors/m1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible();
    expect(screen.getByText('Engineering Director · Vantyx')).toBeVisible();
    expect(screen.getByText('18 years of experience')).toBeVisible();
    expect(screen.getByText('Speaks English and French')).toBeVisible();
    expect(screen.getByText('Answers Ask an Expert requests')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Starter Plan' })).toBeVisible();
    expect(screen.getByText('$450')).toBeVisible();
    expect(screen.getByText('$1,200')).toBeVisible();
    expect(screen.getByText('3 sessions')).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Amara Okafor, Engineering Director · Vantyx · Pathwise'),
    );
    expect(meta.content).toBe(
      'Amara Okafor, Engineering Director · Vantyx: mentor on Pathwise. Read their profile, skills and plans.',
    );
    meta.remove();
  });

  it('links Book a session to the booking page (which sends a signed-out visitor to log in)', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/session' ? signedIn : { status: 200, body: profile() },
    );
    renderAt('/mentors/m1');
    const book = await screen.findByRole('link', { name: 'Book a session' });
    expect(book).toHaveAttribute('href', '/mentors/m1/book');
    // The only write is the view count, sent once (docs/product.md#1210-earnings-and-analytics).
    await waitFor(() =>
      expect(
        calls.filter((c) => c.method !== 'GET').map((c): unknown[] => [c.method, c.path, c.body]),
      ).toEqual([['POST', '/api/mentors/m1/views', { source: 'direct' }]]),
    );
  });

  it('shows the mentor’s change policy before booking', async () => {
    stubApi((call) =>
      call.path === '/api/session'
        ? signedOut
        : call.path === '/api/mentors/m1/booking-policy'
          ? { status: 200, body: { changeNoticeMinutes: 48 * 60 } }
          : { status: 200, body: profile() },
    );
    renderAt('/mentors/m1');
    const policy = await screen.findByRole('region', { name: 'Change policy' });
    expect(policy).toHaveTextContent(
      'You can reschedule or cancel up to 2 days before the session starts.',
    );
    expect(policy).toHaveTextContent(
      'A cancellation within 2 days of the start counts as late: the session is used from your plan.',
    );
  });

  it('offers no Book a session to the mentor on their own profile, but the way to edit it', async () => {
    const self = {
      status: 200,
      body: { user: { ...signedIn.body.user, id: 'm1', role: 'mentor' } },
    };
    stubApi((call) => (call.path === '/api/session' ? self : { status: 200, body: profile() }));
    renderAt('/mentors/m1');
    expect(
      await screen.findByText('This is your public profile, as mentees see it.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
      'href',
      '/dashboard_mentor/settings/profile',
    );
    expect(screen.queryByRole('link', { name: 'Book a session' })).toBeNull();
  });

  it('counts the view with the in-app page it came from', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/session' ? signedOut : { status: 200, body: profile() },
    );
    renderAt('/mentors/m1?from=circles');
    await screen.findByRole('heading', { level: 1, name: 'Amara Okafor' });
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c): unknown => c.body)).toEqual([
        { source: 'circles' },
      ]),
    );
  });

  it('leaves out what a new mentor has not filled in', async () => {
    stubApi((call) =>
      call.path === '/api/session'
        ? signedOut
        : {
            status: 200,
            body: profile({
              headline: null,
              company: null,
              yearsExperience: null,
              languages: [],
              skills: [],
              topics: [],
              ratingAvg: null,
              reviewCount: 0,
              expertOptIn: false,
              plans: [],
              lowestPrice: null,
              lowestPaidPrice: null,
            }),
          },
    );
    renderAt('/mentors/m1');
    await screen.findByRole('heading', { level: 1, name: 'Amara Okafor' });
    expect(screen.queryByText(/years of experience/)).toBeNull();
    expect(screen.queryByText(/^Speaks/)).toBeNull();
    expect(screen.getByText('New mentor, no reviews yet')).toBeVisible();
    expect(screen.getByText('This mentor has not published plans yet.')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Amara Okafor · Pathwise'));
  });

  it('shows the background and the links the mentor gave in Settings → Profile', async () => {
    stubApi((call) =>
      call.path === '/api/session'
        ? signedOut
        : {
            status: 200,
            body: profile({
              employmentStatus: 'freelancing',
              industry: 'finance',
              links: {
                linkedin: 'https://www.linkedin.com/in/amara',
                github: 'https://github.com/amara',
              },
              certification: 'none',
            }),
          },
    );
    renderAt('/mentors/m1');
    await screen.findByRole('heading', { level: 1, name: 'Amara Okafor' });
    expect(screen.getByText('Freelancing · Finance')).toBeVisible();
    const linkedin = screen.getByRole('link', { name: /LinkedIn/ });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/amara');
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(screen.getByRole('link', { name: /GitHub/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Portfolio/ })).toBeNull();
    // "None" is no certification to show.
    expect(screen.queryByText('Certification')).toBeNull();
  });

  it('says plainly when the mentor is not listed', async () => {
    stubApi((call) =>
      call.path === '/api/session'
        ? signedOut
        : { status: 404, body: { message: 'x', code: 404, type: 'mentor_not_found' } },
    );
    renderAt('/mentors/nobody');
    expect(await screen.findByRole('heading', { name: 'Mentor not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse all mentors' })).toHaveAttribute(
      'href',
      '/mentors',
    );
  });

  it('lists recent reviews of held sessions and the mentor’s reliability', async () => {
    stubApi((call) => {
      if (call.path === '/api/session') return signedOut;
      if (call.path === '/api/mentors/m1/reviews')
        return {
          status: 200,
          body: {
            items: [
              {
                bookingId: 'b1',
                rating: 4,
                text: 'Clear and practical.',
                author: 'Jordan',
                createdAt: '2026-03-02T10:00:00.000Z',
                reply: null,
                repliedAt: null,
              },
            ],
            page: 1,
            pageSize: 10,
            total: 1,
            reliability: { held: 18, booked: 20 },
          },
        };
      return { status: 200, body: profile() };
    });
    renderAt('/mentors/m1');
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(
      await within(section).findByText('Held 18 of the last 20 booked sessions'),
    ).toBeVisible();
    expect(within(section).getByText('Clear and practical.')).toBeVisible();
    expect(within(section).getByText('4 stars out of 5')).toBeInTheDocument();
    expect(within(section).getByText('Jordan, Mar 2, 2026')).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('pages through every review with Show more reviews', async () => {
    const review = (n: number) => ({
      bookingId: `b${n}`,
      rating: 5,
      text: `Review number ${n}`,
      author: 'Jordan',
      createdAt: '2026-03-02T10:00:00.000Z',
      reply: null,
      repliedAt: null,
    });
    const calls = stubApi((call) => {
      if (call.path === '/api/session') return signedOut;
      if (call.path === '/api/mentors/m1/reviews') {
        const page = Number(call.params.get('page'));
        const from = (page - 1) * 10;
        return {
          status: 200,
          body: {
            items: Array.from({ length: Math.min(10, 12 - from) }, (_, i) => review(from + i)),
            page,
            pageSize: 10,
            total: 12,
            reliability: { held: 12, booked: 12 },
          },
        };
      }
      return { status: 200, body: profile() };
    });
    renderAt('/mentors/m1');
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(section).findByText('Review number 9')).toBeVisible();
    expect(within(section).queryByText('Review number 10')).toBeNull();
    expect(within(section).getByText('Showing 10 of 12 reviews')).toBeVisible();
    fireEvent.click(within(section).getByRole('button', { name: 'Show more reviews' }));
    expect(await within(section).findByText('Review number 11')).toBeVisible();
    expect(within(section).getByText('Review number 0')).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    expect(
      calls.filter((c) => c.path === '/api/mentors/m1/reviews').map((c) => c.params.get('page')),
    ).toEqual(['1', '2']);
  });

  it('says when a mentor has no reviews yet', async () => {
    stubApi((call) => {
      if (call.path === '/api/session') return signedOut;
      if (call.path === '/api/mentors/m1/reviews')
        return {
          status: 200,
          body: { items: [], page: 1, pageSize: 10, total: 0, reliability: { held: 0, booked: 0 } },
        };
      return { status: 200, body: profile() };
    });
    renderAt('/mentors/m1');
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(section).findByText(/^No reviews yet\./)).toBeVisible();
    expect(within(section).queryByText(/^Held /)).toBeNull();
  });

  it('offers a signed-in mentee a Message link that starts a conversation, not a visitor', async () => {
    stubApi((call) => (call.path === '/api/session' ? signedIn : { status: 200, body: profile() }));
    renderAt('/mentors/m1');
    expect(await screen.findByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      '/dashboard/start-conversation?with=m1',
    );
    cleanup();
    stubApi((call) =>
      call.path === '/api/session' ? signedOut : { status: 200, body: profile() },
    );
    renderAt('/mentors/m1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull();
  });
});
