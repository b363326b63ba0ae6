import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { LoginPage } from './login-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { SignupPage } from './signup-page.tsx';

/** One recorded call of the stubbed `fetch`. */
export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

/** An answer of the stubbed API: status and JSON body (204 sends none). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/** The URL a `fetch` call asks for. */
export function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * Stub `fetch` for component tests: `answer(method, path)` decides each reply. Returns the
 * list of calls, so that a test can assert what the page sent (or that it sent nothing).
 */
export function stubApi(answer: (method: string, path: string, body: unknown) => FakeAnswer) {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(requestUrl(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, body });
      const { status, body: reply } = answer(method, url.pathname, body);
      return new Response(status === 204 ? null : JSON.stringify(reply ?? {}), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** An API error body as the server sends it. */
export function apiError(status: number, type: string, message = 'error'): FakeAnswer {
  return { status, body: { message, code: status, type } };
}

/** A user as `GET /api/account` returns it (and `GET /api/session` under `user`). */
export function user(
  overrides: Partial<{ emailVerification: boolean; onboarded: boolean; role: string | null }> = {},
) {
  return {
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    emailVerification: true,
    createdAt: '2025-06-17T00:00:00.000Z',
    // Fields the account contract is gaining for onboarding; zod drops them when unknown.
    role: 'mentee',
    onboarded: true,
    isAdmin: false,
    ...overrides,
  };
}

/** A session as `POST /api/account/sessions/email` returns it. */
export const session = {
  id: 's1',
  userId: 'u1',
  createdAt: '2025-06-17T00:00:00.000Z',
  expiresAt: '2026-06-17T00:00:00.000Z',
  current: true,
};

/** The answer of token-consuming and mail-sending calls. */
export const token = { userId: 'u1', expiresAt: '2026-06-17T00:00:00.000Z' };

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}
    </p>
  );
}

/**
 * Render the auth pages in a memory router under StrictMode (so effects run twice, as in
 * development), starting at `url`. Other pages render a marker with their path.
 */
export function renderAuth(url: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '*', element: <Where /> },
    ],
    {
      initialEntries: [
        {
          pathname: url.split('?')[0],
          search: url.includes('?') ? `?${url.split('?')[1]}` : '',
          state,
        },
      ],
    },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, router };
}
