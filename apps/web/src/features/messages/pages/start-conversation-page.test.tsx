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
  it('lists the people one may write to, searches them, and starts with the first message', async () => {
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

    // Choosing someone creates nothing yet (docs/product.md#126-messaging): it asks for the first
    // message.
    await userEvent.click(screen.getByRole('button', { name: 'Message Ben Carter' }));
    const box = await screen.findByLabelText('Your first message to Ben Carter');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.getByText('0/4,000')).toBeVisible();

    // An empty message is refused in place.
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write your first message.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(box, 'Hello Ben, could we talk about design interviews?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The conversation opens with the message in it, never empty.
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/messages?c=conv-m2'),
    );
    const start = calls.find((c) => c.method === 'POST' && c.path === '/api/conversations');
    expect(start?.body).toMatchObject({
      userId: 'm2',
      text: 'Hello Ben, could we talk about design interviews?',
    });
    expect((start?.body as { clientId?: unknown }).clientId).toMatch(/^[\w-]{8,64}$/);
    expect(
      await screen.findAllByText('Hello Ben, could we talk about design interviews?'),
    ).not.toHaveLength(0);
    expect(screen.queryByText(/No messages yet/)).toBeNull();
  });

  it('opens an existing conversation at once, without a first-message box', async () => {
    const calls = fakeMessagesApi(
      {
        conversations: [],
        messages: {},
        candidates: [
          candidate({
            id: 'm1',
            name: 'Amara Okafor',
            reason: 'conversation',
            conversationId: 'c9',
          }),
        ],
      },
      mentee,
    );
    renderMessages('/dashboard/start-conversation');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Message Amara Okafor (opens your conversation)' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/messages?c=c9'),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('asks for the first message to the person of ?with=<userId>, creating nothing before', async () => {
    const calls = fakeMessagesApi(
      {
        conversations: [],
        messages: {},
        candidates: [candidate({ id: 'm7', name: 'Chen Wu' })],
      },
      mentee,
    );
    renderMessages('/dashboard/start-conversation?with=m7');
    const box = await screen.findByLabelText('Your first message to Chen Wu');
    expect(calls.some((c) => c.params.get('with') === 'm7')).toBe(true);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // Enter sends, as in the composer.
    await userEvent.type(box, 'Hi Chen!{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/messages?c=conv-m7'),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('opens the existing conversation of ?with=<userId>', async () => {
    fakeMessagesApi(
      {
        conversations: [],
        messages: {},
        candidates: [candidate({ id: 'm7', name: 'Chen Wu', conversationId: 'c7' })],
      },
      mentee,
    );
    renderMessages('/dashboard/start-conversation?with=m7');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/messages?c=c7'),
    );
  });

  it('says what to do when there is nobody to write to', async () => {
    fakeMessagesApi({ conversations: [], messages: {}, candidates: [] }, mentee);
    renderMessages('/dashboard/start-conversation');
    expect(await screen.findByText(/Nobody to message yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find mentors' })).toBeVisible();
  });
});
