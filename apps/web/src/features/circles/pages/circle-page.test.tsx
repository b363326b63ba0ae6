import type { CircleDetail, CirclePost } from '@pathwise/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RealtimeConnection, RealtimeProvider } from '@/lib/realtime/index.ts';
import { answerApi, type FakeAnswer, type FakeRequest } from '@/testing/api.ts';
import { CirclePage } from './circle-page.tsx';
import { anAccount } from '@/testing/users.ts';

/**
 * The Discussion of /circles/:id (docs/product.md#128-circles) with the API answered by a
 * stub: what a visitor, a non-member and a member see and can do. No socket in these tests:
 * the page works from HTTP alone.
 */

const user = anAccount({
  id: 'u-me',
  email: 'amara@example.com',
  name: 'Amara Okafor',
  createdAt: '2026-01-01T00:00:00.000Z',
});

function circle(joined: boolean): CircleDetail {
  return {
    id: 'c-1',
    slug: 'teachers-into-edtech',
    title: 'Teachers into EdTech',
    category: 'education',
    description: 'Classroom teachers moving into instructional design.',
    imagePath: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    memberCount: 3,
    likeCount: 1,
    joined,
    liked: false,
    members: { items: [], total: 3 },
    mentors: [],
  };
}

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function post(id: string, overrides: Partial<CirclePost> = {}): CirclePost {
  return {
    id,
    circleId: 'c-1',
    parentId: null,
    author: { id: 'u-sofia', name: 'Sofia L.', isMentor: true },
    body: `Body of ${id}`,
    replyCount: 0,
    mine: false,
    createdAt: ago(5),
    editedAt: null,
    ...overrides,
  };
}

interface Options {
  signedIn: boolean;
  joined?: boolean;
  posts?: CirclePost[];
  hasMore?: boolean;
  older?: CirclePost[];
  replies?: Record<string, CirclePost[]>;
  answer?: (request: FakeRequest) => FakeAnswer | undefined;
}

function stubApi(options: Options) {
  return answerApi((request) => {
    const custom = options.answer?.(request);
    if (custom) return custom;
    const { method, path, params } = request;
    if (path === '/api/session')
      return { status: 200, body: { user: options.signedIn ? user : null } };
    if (method === 'GET' && path === '/api/circles/c-1')
      return { status: 200, body: circle(options.joined ?? false) };
    if (method === 'GET' && path === '/api/circles/c-1/posts') {
      if (params.get('before'))
        return { status: 200, body: { items: options.older ?? [], hasMore: false } };
      return {
        status: 200,
        body: { items: options.posts ?? [], hasMore: options.hasMore ?? false },
      };
    }
    const thread = /^\/api\/circles\/c-1\/posts\/([^/]+)\/replies$/.exec(path);
    if (method === 'GET' && thread)
      return { status: 200, body: { items: options.replies?.[thread[1]!] ?? [] } };
    return {
      status: 500,
      body: { message: 'unexpected', code: 500, type: 'general_server_error' },
    };
  });
}

function LoginProbe() {
  const location = useLocation();
  return <p>login page {location.search}</p>;
}

/** A stand-in for socket.io-client's socket: records emits, lets the test fire events. */
function fakeSocket() {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  let any: ((event: string, payload: unknown) => void) | undefined;
  const emitted: { event: string; payload: unknown; ack?: (answer: unknown) => void }[] = [];
  const socket = {
    connected: false,
    on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, handler),
    onAny: (handler: (event: string, payload: unknown) => void) => (any = handler),
    emit: (event: string, payload: unknown, ack?: (answer: unknown) => void) =>
      emitted.push({ event, payload, ack }),
    removeAllListeners: () => undefined,
    disconnect: () => undefined,
  };
  return {
    emitted,
    connection: new RealtimeConnection(async () => ({ io: () => socket }) as never),
    connect() {
      socket.connected = true;
      handlers.get('connect')?.();
    },
    fire(event: string, payload: unknown) {
      any?.(event, payload);
    },
  };
}

function renderPage(connection?: RealtimeConnection) {
  const router = createMemoryRouter(
    [
      { path: '/circles/:id', element: <CirclePage /> },
      { path: '/login', element: <LoginProbe /> },
    ],
    { initialEntries: ['/circles/c-1'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = <RouterProvider router={router} />;
  render(
    <QueryClientProvider client={client}>
      {connection ? <RealtimeProvider connection={connection}>{page}</RealtimeProvider> : page}
    </QueryClientProvider>,
  );
}

async function discussion() {
  const heading = await screen.findByRole('heading', { name: 'Discussion' });
  return within(heading.closest('section')!);
}

describe('circle discussion', () => {
  it('shows posts to a signed-out visitor, HTML as text, links clickable, and a sign-in link back', async () => {
    stubApi({
      signedIn: false,
      posts: [
        post('p-1', {
          body: '<script>alert("x")</script>\nRead https://example.org/guide today',
          replyCount: 2,
          editedAt: ago(1),
        }),
      ],
    });
    renderPage();
    const d = await discussion();
    const item = await d.findByRole('article', { name: 'Post by Sofia L.' });
    expect(within(item).getByText('Mentor')).toBeVisible();
    expect(within(item).getByText('(edited)')).toBeVisible();
    expect(within(item).getByText('5 minutes ago')).toHaveAttribute('title');
    expect(item.querySelector('script')).toBeNull();
    expect(item).toHaveTextContent('<script>alert("x")</script>');
    expect(
      within(item).getByRole('link', {
        name: /^https:\/\/example\.org\/guide\s*\(opens in a new tab\)$/,
      }),
    ).toHaveAttribute('href', 'https://example.org/guide');
    expect(within(item).getByRole('button', { name: 'View 2 replies' })).toBeVisible();
    expect(d.queryByRole('textbox')).toBeNull();
    await userEvent.click(d.getByRole('link', { name: 'Sign in to join the discussion' }));
    expect(
      await screen.findByText(`login page ?next=${encodeURIComponent('/circles/c-1')}`),
    ).toBeInTheDocument();
  });

  it('tells a signed-in non-member to join, and shows the empty state', async () => {
    stubApi({ signedIn: true, joined: false });
    renderPage();
    const d = await discussion();
    expect(await d.findByText('No posts yet. Start the conversation.')).toBeVisible();
    expect(d.getByText(/Join the circle to post/)).toBeVisible();
    expect(d.queryByRole('textbox')).toBeNull();
  });

  it('lets a member post: counter, the new post on top, the box emptied', async () => {
    const calls = stubApi({
      signedIn: true,
      joined: true,
      posts: [post('p-1')],
      answer: ({ method, path, body }) =>
        method === 'POST' && path === '/api/circles/c-1/posts'
          ? {
              status: 201,
              body: post('p-new', {
                body: (body as { body: string }).body,
                author: { id: 'u-me', name: 'Amara O.', isMentor: false },
                mine: true,
                createdAt: new Date().toISOString(),
              }),
            }
          : undefined,
    });
    renderPage();
    const d = await discussion();
    const box = await d.findByRole('textbox', { name: 'Write a post' });
    expect(d.getByText('0/4,000')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Post' }));
    expect(d.getByRole('alert')).toHaveTextContent('Write something first.');

    await userEvent.type(box, 'Hello <b>circle</b>');
    expect(d.getByText('19/4,000')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Post' }));
    const mine = await d.findByRole('article', { name: 'Post by Amara O.' });
    expect(mine).toHaveTextContent('Hello <b>circle</b>');
    expect(within(mine).getByText('just now')).toBeVisible();
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeVisible();
    const articles = d.getAllByRole('article');
    expect(articles[0]).toBe(mine);
    expect(box).toHaveValue('');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ body: 'Hello <b>circle</b>' });
  });

  it('says why the server refused a post', async () => {
    stubApi({
      signedIn: true,
      joined: true,
      answer: ({ method }) =>
        method === 'POST'
          ? {
              status: 429,
              body: { message: 'slow', code: 429, type: 'general_rate_limit_exceeded' },
            }
          : undefined,
    });
    renderPage();
    const d = await discussion();
    await userEvent.type(await d.findByRole('textbox', { name: 'Write a post' }), 'Hi');
    await userEvent.click(d.getByRole('button', { name: 'Post' }));
    expect(await d.findByRole('alert')).toHaveTextContent(/wait a minute/);
    expect(d.getByRole('textbox', { name: 'Write a post' })).toHaveValue('Hi');
  });

  it('expands a thread with its replies and lets a member reply', async () => {
    stubApi({
      signedIn: true,
      joined: true,
      posts: [post('p-1', { replyCount: 1 })],
      replies: {
        'p-1': [
          post('r-1', {
            parentId: 'p-1',
            body: 'First reply',
            author: { id: 'u-ben', name: 'Ben O.', isMentor: false },
          }),
        ],
      },
      answer: ({ method, body }) =>
        method === 'POST'
          ? {
              status: 201,
              body: post('r-2', {
                parentId: 'p-1',
                body: (body as { body: string }).body,
                author: { id: 'u-me', name: 'Amara O.', isMentor: false },
                mine: true,
              }),
            }
          : undefined,
    });
    renderPage();
    const d = await discussion();
    const toggle = await d.findByRole('button', { name: 'View 1 reply' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(await d.findByText('First reply')).toBeVisible();
    const replyBox = d.getByRole('textbox', { name: 'Reply to Sofia L.' });
    await userEvent.type(replyBox, 'Thanks!');
    await userEvent.click(d.getByRole('button', { name: 'Reply' }));
    expect(await d.findByText('Thanks!')).toBeVisible();
    expect(d.getByRole('button', { name: 'Hide replies' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(d.getByRole('button', { name: 'Hide replies' }));
    expect(d.getByRole('button', { name: 'View 2 replies' })).toBeVisible();
  });

  it('edits inline and deletes after confirmation', async () => {
    const calls = stubApi({
      signedIn: true,
      joined: true,
      posts: [
        post('p-1', {
          mine: true,
          author: { id: 'u-me', name: 'Amara O.', isMentor: false },
          body: 'Tpyo',
        }),
      ],
      answer: ({ method, body }) => {
        if (method === 'PATCH')
          return {
            status: 200,
            body: post('p-1', {
              mine: true,
              author: { id: 'u-me', name: 'Amara O.', isMentor: false },
              body: (body as { body: string }).body,
              editedAt: new Date().toISOString(),
            }),
          };
        if (method === 'DELETE') return { status: 204 };
        return undefined;
      },
    });
    renderPage();
    const d = await discussion();
    await userEvent.click(await d.findByRole('button', { name: 'Edit' }));
    const box = d.getByRole('textbox', { name: 'Edit your post' });
    expect(box).toHaveFocus();
    await userEvent.clear(box);
    await userEvent.type(box, 'Typo');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    expect(await d.findByText('Typo')).toBeVisible();
    expect(d.getByText('(edited)')).toBeVisible();

    await userEvent.click(d.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await d.findByText('No posts yet. Start the conversation.')).toBeVisible();
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Discussion' })).toHaveFocus(),
    );
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/circles/c-1/posts/p-1',
    ]);
  });

  it('loads older posts on request', async () => {
    stubApi({
      signedIn: false,
      posts: [post('p-2')],
      hasMore: true,
      older: [post('p-1', { body: 'An older post' })],
    });
    renderPage();
    const d = await discussion();
    await userEvent.click(await d.findByRole('button', { name: 'Load older posts' }));
    expect(await d.findByText('An older post')).toBeVisible();
    expect(d.queryByRole('button', { name: 'Load older posts' })).toBeNull();
  });

  it('offers a retry when the discussion cannot be loaded', async () => {
    let fail = true;
    stubApi({
      signedIn: false,
      posts: [post('p-1', { body: 'Back again' })],
      answer: ({ path }) =>
        path === '/api/circles/c-1/posts' && fail
          ? { status: 500, body: { message: 'x', code: 500, type: 'general_server_error' } }
          : undefined,
    });
    renderPage();
    const d = await discussion();
    expect(await d.findByText(/could not be loaded/)).toBeVisible();
    fail = false;
    await userEvent.click(d.getByRole('button', { name: 'Try again' }));
    expect(await d.findByText('Back again')).toBeVisible();
  });

  it('watches the circle once connected and applies live posts once each', async () => {
    const calls = stubApi({ signedIn: true, joined: false, posts: [post('p-1')] });
    const live = fakeSocket();
    renderPage(live.connection);
    const d = await discussion();
    await d.findByText('Body of p-1');
    await act(async () => {
      await Promise.resolve();
      live.connect();
    });
    const watch = live.emitted.find((e) => e.event === 'circle:watch');
    expect(watch?.payload).toEqual({ circleId: 'c-1' });
    const fetched = calls.filter((c) => c.path === '/api/circles/c-1/posts').length;
    act(() => watch?.ack?.({ ok: true }));
    // Watching, it fetches again what may have been written meanwhile.
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/circles/c-1/posts').length).toBe(fetched + 1),
    );

    const incoming = post('p-live', {
      body: 'Fresh from the socket',
      createdAt: new Date().toISOString(),
    });
    act(() => {
      live.fire('circle-post:new', { post: incoming });
      live.fire('circle-post:new', { post: incoming });
    });
    expect(await d.findAllByText('Fresh from the socket')).toHaveLength(1);
    expect(d.getAllByRole('article')[0]).toHaveTextContent('Fresh from the socket');

    act(() => live.fire('circle-post:new', { post: post('r-1', { parentId: 'p-1' }) }));
    expect(await d.findByRole('button', { name: 'View 1 reply' })).toBeVisible();

    act(() =>
      live.fire('circle-post:updated', {
        post: { ...incoming, body: 'Edited live', editedAt: new Date().toISOString() },
      }),
    );
    expect(await d.findByText('Edited live')).toBeVisible();

    act(() =>
      live.fire('circle-post:deleted', { circleId: 'c-1', postId: 'p-live', parentId: null }),
    );
    await vi.waitFor(() => expect(d.queryByText('Edited live')).toBeNull());
    // Another circle's events are not this page's.
    act(() =>
      live.fire('circle-post:new', {
        post: post('elsewhere', { circleId: 'c-2', body: 'Elsewhere' }),
      }),
    );
    expect(d.queryByText('Elsewhere')).toBeNull();
  });
});
