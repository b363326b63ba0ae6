import {
  DASHBOARD_PATHS,
  ONBOARDING_STEPS,
  requiredSteps,
  type OnboardingAnswers,
  type OnboardingState,
  type UserType,
  roleOfUserType,
} from '@pathwise/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { onboardingRoutes } from '@/features/onboarding/routes.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { answerApi } from './api.ts';

// Two shared cores make these multi-step journeys slower than the default 1 s wait and 5 s
// test time; nothing here waits on a clock, so longer limits only matter under load.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

/** One recorded call of the mock API. */
export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

/** An answer of the stubbed API: status and JSON body. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/**
 * The onboarding state the server would answer for these saved answers: the same rule as
 * the server's `resumePath` (first required step of the branch without an answer).
 */
export function stateOf(
  userType: UserType | null,
  answers: OnboardingAnswers = {},
): OnboardingState {
  const all: OnboardingAnswers = userType ? { roleInfo: { userType }, ...answers } : answers;
  let resumePath = '/welcome';
  if (userType) {
    const missing = requiredSteps(userType).find((key) => all[key] === undefined);
    resumePath = missing
      ? ONBOARDING_STEPS.find((s) => s.key === missing)!.path
      : '/welcome-aboard';
  }
  return {
    userType,
    answers: all,
    resumePath,
    completed: false,
    mentorStatus: null,
    declineReason: null,
  };
}

/** Every shared step answered, for a state that has reached the role's branch. */
export function sharedAnswers(userType: UserType): OnboardingAnswers {
  return {
    roleInfo: { userType },
    bio: { firstName: 'Ada', lastName: 'Lovelace' },
    about: { text: 'Engineer' },
    confirmRole: { userType },
  };
}

/** A verified user as `GET /api/session` returns it (under `user`). */
export const user = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  emailVerification: true,
  createdAt: '2025-06-17T00:00:00.000Z',
  role: null,
  onboarded: false,
  isAdmin: false,
};

/**
 * Answer on MSW as a tiny onboarding server kept in memory: `GET /api/session`, sign-out,
 * `GET /api/onboarding`, `GET /api/onboarding/getTempData`, and `POST /api/onboarding/save`
 * which stores the answers (or answers `saveAnswer` when given, e.g. an error or
 * `'network-error'`; read at each call, so a test may change it), and
 * `POST /api/onboarding/complete` (or `completeAnswer`).
 * Returns the recorded calls.
 */
export function stubOnboardingApi(
  initial: OnboardingState,
  options: { saveAnswer?: FakeAnswer | 'network-error'; completeAnswer?: FakeAnswer } = {},
) {
  let state = initial;
  const calls: FetchCall[] = [];
  answerApi(({ method, path, body }): FakeAnswer | 'network-error' => {
    calls.push({ method, path, body });
    if (path === '/api/session') return { status: 200, body: { user } };
    if (path === '/api/account/sessions/current' && method === 'DELETE') return { status: 204 };
    if (path === '/api/onboarding/getTempData') return { status: 200, body: { name: user.name } };
    if (path === '/api/onboarding') return { status: 200, body: state };
    if (path === '/api/onboarding/save') {
      if (options.saveAnswer) return options.saveAnswer;
      const { data } = body as { data: Record<string, unknown> };
      const answers = { ...state.answers, ...data };
      const chosen = (data.roleInfo ?? data.confirmRole) as { userType: UserType } | undefined;
      const userType: UserType | null = chosen ? chosen.userType : state.userType;
      state = stateOf(userType, { ...answers, ...(chosen ? { roleInfo: chosen } : {}) });
      return { status: 200, body: state };
    }
    if (path === '/api/onboarding/complete' && options.completeAnswer)
      return options.completeAnswer;
    if (path === '/api/onboarding/complete') {
      state = {
        ...state,
        completed: true,
        resumePath: DASHBOARD_PATHS[roleOfUserType(state.userType!)],
      };
      return { status: 200, body: state };
    }
    return { status: 404, body: { message: 'no', code: 404, type: 'x' } };
  });
  return calls;
}

/** The saves sent so far, as `{step, data}` bodies. */
export function saves(calls: FetchCall[]) {
  return calls.filter((c) => c.path === '/api/onboarding/save').map((c) => c.body);
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/**
 * Render the real onboarding routes (layout, guard and pages) in a memory router under
 * StrictMode, starting at `path` (after the history entries `before`, if any). Routes outside
 * the wizard render a marker with their path.
 */
export async function renderWizard(path: string, before: string[] = []) {
  // Load the wizard's lazy chunk up front so that the first query does not time out on it.
  await import('@/features/onboarding/pages/index.ts');
  const router = createMemoryRouter(
    [
      {
        path: '/',
        HydrateFallback: () => null,
        children: [
          { index: true, element: <Where /> },
          ...onboardingRoutes,
          { path: '*', element: <Where /> },
        ],
      },
    ],
    { initialEntries: [...before, path], initialIndex: before.length },
  );
  const client = createQueryClient({ queries: { retry: false }, mutations: { retry: false } });
  const view = render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, router };
}
