import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { answerApi } from './api.ts';
import { ForgotPasswordPage } from '@/features/auth/pages/forgot-password-page.tsx';
import { LoginPage } from '@/features/auth/pages/login-page.tsx';
import { ResetPasswordPage } from '@/features/auth/pages/reset-password-page.tsx';
import { SignupPage } from '@/features/auth/pages/signup-page.tsx';

/** One recorded call of the mock API. */
export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

/** An answer of the mock API: status and JSON body (204 sends none). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/**
 * Answer the auth pages' API calls on MSW: `answer(method, path, body)` decides each reply.
 * Returns the list of calls, so that a test can assert what the page sent (or that it sent
 * nothing).
 */
export function stubApi(
  answer: (method: string, path: string, body: unknown) => FakeAnswer | Promise<FakeAnswer>,
) {
  const calls: FetchCall[] = [];
  answerApi(({ method, path, body }) => {
    calls.push({ method, path, body });
    return answer(method, path, body);
  });
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
  mfaRequired: false,
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
