import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  candidate,
  fakeMessagesApi,
  messagesUser,
  renderMessages,
  setViewportWidth,
} from '@/testing/messages-harness.tsx';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

const mentee = messagesUser('mentee');

// The conversation opens on the messages page, which asks for the viewport's width.
beforeEach(() => setViewportWidth(1280));
afterEach(() => vi.unstubAllGlobals());

describe('Start a Conversation', () => {
  it('lists the people one may write to, searches them, and opens the chosen conversation', async () => {
    const calls = fakeMessagesApi(
      {
        conversations: [],
        messages: {},
        candidates: [
          candidate({ id: 'm1', name: 'Amara Okafor', reason: 'session' }),
          candidate({ id: 'm2', name: 'Ben Carter', company: 'Orbit', reason: 'mentor' }),
        ],
      },
      mentee,
    );
    renderMessages('/dashboard/start-conversation');
    const list = await screen.findByRole('list');
    expect(within(list).getByText('You have a session together')).toBeVisible();

    await userEvent.type(screen.getByLabelText('Search people'), 'ben');
    await waitFor(() => expect(screen.queryByText('Amara Okafor')).toBeNull());
    expect(calls.some((c) => c.params.get('q') === 'ben')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Message Ben Carter' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/messages?c=conv-m2'),
    );
    const start = calls.find((c) => c.method === 'POST' && c.path === '/api/conversations');
    expect(start?.body).toEqual({ userId: 'm2' });
  });

  it('starts at once with ?with=<userId>', async () => {
    const calls = fakeMessagesApi({ conversations: [], messages: {} }, mentee);
    renderMessages('/dashboard/start-conversation?with=m7');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/messages?c=conv-m7'),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says what to do when there is nobody to write to', async () => {
    fakeMessagesApi({ conversations: [], messages: {}, candidates: [] }, mentee);
    renderMessages('/dashboard/start-conversation');
    expect(await screen.findByText(/Nobody to message yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find mentors' })).toBeVisible();
  });
});
