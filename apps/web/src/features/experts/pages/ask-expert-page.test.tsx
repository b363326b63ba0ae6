import type { ExpertRequest, MyExpertRequest, User } from '@pathwise/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { accountKey } from '@/lib/session/account.ts';
import { answerApi, type FakeAnswer, type FakeRequest } from '@/testing/api.ts';
import { renderRoutes, testQueryClient } from '@/testing/render.tsx';
import { expertsRoutes } from '../routes.tsx';

vi.setConfig({ testTimeout: 15_000 });
beforeAll(async () => {
  await import('./ask-expert-page.tsx');
});

function person(role: 'mentee' | 'mentor', id = `${role}-1`): User {
  return {
    id,
    email: `${role}@example.com`,
    name: role === 'mentee' ? 'Jordan Rivera' : 'Sofia Lindqvist',
    emailVerification: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    role,
    onboarded: true,
    isAdmin: false,
  };
}

function request(over: Partial<ExpertRequest> = {}): ExpertRequest {
  const created = Date.now();
  return {
    id: 'r1',
    topic: 'career',
    description: 'Two offers, which one?',
    status: 'open',
    createdAt: new Date(created).toISOString(),
    expiresAt: new Date(created + 10 * 60 * 1000).toISOString(),
    mentee: { id: 'mentee-1', name: 'Jordan R.' },
    expert: null,
    conversationId: null,
    matchesMyExpertise: false,
    ...over,
  };
}

const NOT_FOUND: FakeAnswer = {
  status: 404,
  body: { message: 'no', code: 404, type: 'general_route_not_found' },
};

function renderAs(role: 'mentee' | 'mentor', answer: (req: FakeRequest) => FakeAnswer | undefined) {
  const calls = answerApi((req) => answer(req) ?? NOT_FOUND);
  const client = testQueryClient();
  client.setQueryData(accountKey, person(role));
  const base = role === 'mentor' ? '/dashboard_mentor' : '/dashboard';
  const view = renderRoutes(
    [
      { path: base, children: expertsRoutes },
      { path: `${base}/messages`, element: <p>messages page</p> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    `${base}/ask-expert`,
    client,
  );
  return { ...view, calls };
}

describe('Ask an Expert, the mentee', () => {
  it('checks the form, counts characters, asks, waits live and cancels', async () => {
    const user = userEvent.setup();
    let mine: MyExpertRequest = { request: null, suggestedMentors: [], expertsOnline: 2 };
    const { calls } = renderAs('mentee', (req) => {
      if (req.method === 'GET' && req.path === '/api/expert-requests/mine')
        return { status: 200, body: mine };
      if (req.method === 'POST' && req.path === '/api/expert-requests') {
        const body = req.body as { topic: 'career'; description: string };
        mine = { ...mine, request: request({ topic: body.topic, description: body.description }) };
        return { status: 201, body: mine.request };
      }
      if (req.method === 'POST' && req.path === '/api/expert-requests/r1/cancel') {
        mine = { ...mine, request: request({ status: 'cancelled' }) };
        return { status: 200, body: mine.request };
      }
      return undefined;
    });
    expect(await screen.findByRole('heading', { name: 'Ask an Expert', level: 1 })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Ask an expert' }));
    expect(await screen.findByText('Choose the topic closest to your question.')).toBeVisible();
    expect(screen.getByText('Describe your question.')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Topic'), 'Career');
    await user.type(screen.getByLabelText('What do you need help with?'), 'Two offers');
    expect(screen.getByText('10/750')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ask an expert' }));

    expect(await screen.findByRole('heading', { name: 'Looking for an expert…' })).toBeVisible();
    expect(screen.getByText('2 experts online')).toBeVisible();
    expect(screen.getByText(/^Time left: (10:00|9:5\d)$/)).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      topic: 'career',
      description: 'Two offers',
    });

    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByRole('button', { name: 'Ask an expert' })).toBeVisible();
  });

  it('says honestly that nobody accepted, suggests mentors and leaves it open', async () => {
    const user = userEvent.setup();
    let mine: MyExpertRequest = {
      request: request({ status: 'expired', expiresAt: '2026-01-01T00:10:00.000Z' }),
      suggestedMentors: [{ id: 'm9', name: 'Ada Byron', headline: 'Career coach' }],
      expertsOnline: 0,
    };
    renderAs('mentee', (req) => {
      if (req.method === 'GET' && req.path === '/api/expert-requests/mine')
        return { status: 200, body: mine };
      if (req.method === 'POST' && req.path === '/api/expert-requests/r1/leave-open') {
        mine = { ...mine, request: request({ status: 'waiting' }) };
        return { status: 200, body: mine.request };
      }
      return undefined;
    });
    expect(
      await screen.findByRole('heading', { name: 'No expert accepted within 10 minutes' }),
    ).toBeVisible();
    const profile = screen.getByRole('link', { name: 'View profile: Ada Byron' });
    expect(profile).toHaveAttribute('href', '/mentors/m9');
    await user.click(screen.getByRole('button', { name: 'Leave it open for offline experts' }));
    expect(
      await screen.findByRole('heading', { name: 'Left open for offline experts' }),
    ).toBeVisible();
    expect(screen.getByText(/We emailed the experts in Career/)).toBeVisible();
  });

  it('shows the error and a retry when the request cannot be read', async () => {
    renderAs('mentee', () => ({
      status: 500,
      body: { message: 'x', code: 500, type: 'general_server_error' },
    }));
    expect(
      await screen.findByText(
        'This page could not be loaded. Check your connection and try again.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('Ask an Expert, the expert', () => {
  it('lists the requests, matching first, and opens the conversation on Accept', async () => {
    const user = userEvent.setup();
    const match = request({ id: 'r2', matchesMyExpertise: true, description: 'Promotion stuck' });
    const other = request({ id: 'r3', topic: 'sales', mentee: { id: 'x', name: 'Sam K.' } });
    const { router } = renderAs('mentor', (req) => {
      if (req.path === '/api/expert-requests/inbox')
        return { status: 200, body: { items: [match, other], optedIn: true } };
      if (req.method === 'POST' && req.path === '/api/expert-requests/r2/accept')
        return {
          status: 200,
          body: {
            ...match,
            status: 'accepted',
            conversationId: 'c7',
            expert: { id: 'mentor-1', name: 'Sofia Lindqvist' },
          },
        };
      return undefined;
    });
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Your expertise')).toBeVisible();
    expect(within(items[0]!).getByText('Promotion stuck')).toBeVisible();
    expect(within(items[1]!).getByText(/From Sam K\./)).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Accept the request of Jordan R. about Career' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard_mentor/messages'));
    expect(router.state.location.search).toBe('?c=c7');
  });

  it('drops a request another expert took first and says so', async () => {
    const user = userEvent.setup();
    renderAs('mentor', (req) => {
      if (req.path === '/api/expert-requests/inbox')
        return { status: 200, body: { items: [request()], optedIn: true } };
      if (req.method === 'POST')
        return { status: 409, body: { message: 'taken', code: 409, type: 'expert_request_taken' } };
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: /^Accept the request/ }));
    expect(await screen.findByText('Another expert accepted that request first.')).toBeVisible();
    expect(
      screen.getByText(
        'No open requests right now. New ones appear here live while this page is open.',
      ),
    ).toBeVisible();
  });

  it('explains how to opt in to a mentor who has not', async () => {
    renderAs('mentor', (req) =>
      req.path === '/api/expert-requests/inbox'
        ? { status: 200, body: { items: [], optedIn: false } }
        : undefined,
    );
    expect(
      await screen.findByRole('heading', { name: 'You have not opted in as an expert' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open Settings → Expertise' })).toHaveAttribute(
      'href',
      '/dashboard_mentor/settings/expertise',
    );
  });
});
