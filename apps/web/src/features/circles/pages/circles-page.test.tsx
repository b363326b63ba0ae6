import type { Circle, CircleList } from '@pathwise/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CirclesPage } from './circles-page.tsx';
import { answerApi } from '@/testing/api.ts';
import { anAccount } from '@/testing/users.ts';

/**
 * /circles with the API answered by a stub (the server side has its own tests against
 * PostgreSQL): what a visitor sees when Join succeeds, when the server refuses it, and when
 * they are signed out.
 */

const circle: Circle = {
  id: 'c-1',
  slug: 'teachers-into-edtech',
  title: 'Teachers into EdTech',
  category: 'education',
  description: 'Classroom teachers moving into instructional design.',
  imagePath: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  memberCount: 357,
  likeCount: 132,
  joined: false,
  liked: false,
};

const user = anAccount({
  id: 'u-1',
  email: 'amara@example.com',
  name: 'Amara Okafor',
  createdAt: '2026-01-01T00:00:00.000Z',
  role: null,
  onboarded: false,
});

interface Answer {
  status: number;
  body?: unknown;
}

/** Answer the API on MSW; `mutation` answers the PUT/DELETE calls, which may wait on `release`. */
function stubApi(options: { signedIn: boolean; mutation: () => Promise<Answer> }) {
  const calls: string[] = [];
  answerApi(async ({ method, path, params }) => {
    const search = params.toString();
    calls.push(`${method} ${path}${search ? `?${search}` : ''}`);
    if (path === '/api/session')
      return { status: 200, body: { user: options.signedIn ? user : null } };
    if (path === '/api/circles' && method === 'GET') {
      const list: CircleList = { items: [circle], total: 1, page: 1, pageSize: 12 };
      return { status: 200, body: list };
    }
    const answer = await options.mutation();
    return answer.status === 204 && answer.body === undefined ? { status: 204 } : answer;
  });
  return calls;
}

function LoginProbe() {
  const location = useLocation();
  return <p>login page {location.search}</p>;
}

function renderPage(path = '/circles?category=education') {
  const router = createMemoryRouter(
    [
      { path: '/circles', element: <CirclesPage /> },
      { path: '/login', element: <LoginProbe /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function findCard() {
  const heading = await screen.findByRole('heading', { name: circle.title });
  return heading.closest('article')!;
}

describe('CirclesPage Join', () => {
  it('shows the new count at once, then keeps the server’s answer', async () => {
    let release!: (a: Answer) => void;
    const calls = stubApi({
      signedIn: true,
      mutation: () => new Promise((resolve) => (release = resolve)),
    });
    renderPage();
    const card = within(await findCard());
    await screen.findByText('1 circle');
    await userEvent.click(card.getByRole('button', { name: `Join ${circle.title}` }));

    // Before the server answers.
    expect(card.getByRole('button', { name: `Leave ${circle.title}` })).toBeInTheDocument();
    expect(card.getByText('358 members')).toBeInTheDocument();
    expect(calls).toContain('PUT /api/circles/c-1/membership');

    release({
      status: 200,
      body: { id: 'c-1', memberCount: 360, likeCount: 132, joined: true, liked: false },
    });
    expect(await card.findByText('360 members')).toBeInTheDocument();
  });

  it('goes back to how it was and says why when the server refuses', async () => {
    let release!: (a: Answer) => void;
    stubApi({ signedIn: true, mutation: () => new Promise((resolve) => (release = resolve)) });
    renderPage();
    const card = within(await findCard());
    await screen.findByText('1 circle');
    await userEvent.click(card.getByRole('button', { name: `Like ${circle.title}` }));
    expect(card.getByText('133 likes')).toBeInTheDocument();

    release({
      status: 403,
      body: { message: 'verify', code: 403, type: 'user_email_not_verified' },
    });
    expect(await card.findByRole('alert')).toHaveTextContent(
      'Please verify your email before joining or liking circles.',
    );
    expect(card.getByText('132 likes')).toBeInTheDocument();
    expect(card.getByRole('button', { name: `Like ${circle.title}` })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login page with the way back', async () => {
    const calls = stubApi({ signedIn: false, mutation: () => Promise.reject(new Error('no')) });
    renderPage('/circles?category=education');
    const card = within(await findCard());
    await screen.findByText('1 circle');
    await userEvent.click(card.getByRole('button', { name: `Join ${circle.title}` }));
    expect(
      await screen.findByText(
        `login page ?next=${encodeURIComponent('/circles?category=education')}`,
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([]);
  });
});
