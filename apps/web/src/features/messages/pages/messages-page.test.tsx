import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  conversation,
  fakeMessagesApi,
  message,
  messagesUser,
  renderMessages,
  setViewportWidth,
  type MessagesWorld,
} from '@/testing/messages-harness.tsx';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => vi.unstubAllGlobals());

const mentee = messagesUser('mentee');

/** Two conversations of the mentee: Amara (Vantyx, 2 unread) and Ben (Orbit, offline). */
function twoConversations(): MessagesWorld {
  const fromAmara = message({ conversationId: 'c1', text: 'See you Thursday!' });
  const fromBen = message({
    conversationId: 'c2',
    senderId: 'm2',
    text: 'Send me your CV please.',
    createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  });
  return {
    conversations: [
      conversation({ id: 'c1', lastMessage: fromAmara, unreadCount: 2 }),
      conversation({
        id: 'c2',
        contact: { id: 'm2', name: 'Ben Carter', company: 'Orbit', title: null, online: false },
        lastMessage: fromBen,
      }),
    ],
    messages: { c1: [fromAmara], c2: [fromBen] },
  };
}

function contactList() {
  return screen.getByRole('list', { name: 'Conversations' });
}

describe('the messages page on a wide screen', () => {
  it('lists the contacts with role, company, unread count and online dot, and filters them by name or company', async () => {
    setViewportWidth(1280);
    fakeMessagesApi(twoConversations(), mentee);
    renderMessages('/dashboard/messages');

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const amara = within(list).getByRole('button', { name: /Amara Okafor/ });
    expect(amara).toHaveTextContent('Mentor · Vantyx');
    expect(amara).toHaveTextContent('2 unread messages');
    expect(amara).toHaveTextContent('Online');
    const ben = within(list).getByRole('button', { name: /Ben Carter/ });
    expect(ben).not.toHaveTextContent('Online');
    expect(ben).not.toHaveTextContent('unread');

    await userEvent.type(screen.getByLabelText('Search Contacts'), 'orbit');
    expect(within(contactList()).queryByRole('button', { name: /Amara/ })).toBeNull();
    expect(within(contactList()).getByRole('button', { name: /Ben Carter/ })).toBeVisible();

    await userEvent.clear(screen.getByLabelText('Search Contacts'));
    await userEvent.type(screen.getByLabelText('Search Contacts'), 'nobody');
    expect(screen.getByText('No contact matches “nobody”.')).toBeVisible();
  });

  it('opens the first conversation by default, marks it read, and switches on a click', async () => {
    setViewportWidth(1280);
    const calls = fakeMessagesApi(twoConversations(), mentee);
    renderMessages('/dashboard/messages');

    const chat = await screen.findByRole('region', { name: 'Conversation with Amara Okafor' });
    expect(await within(chat).findByText('See you Thursday!')).toBeVisible();
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.path === '/api/conversations/c1/read'),
      ).toBe(true),
    );
    // The unread badge goes once read.
    await waitFor(() =>
      expect(within(contactList()).getByRole('button', { name: /Amara/ })).not.toHaveTextContent(
        'unread',
      ),
    );

    await userEvent.click(within(contactList()).getByRole('button', { name: /Ben Carter/ }));
    const other = await screen.findByRole('region', { name: 'Conversation with Ben Carter' });
    expect(await within(other).findByText('Send me your CV please.')).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/messages?c=c2');
  });

  it('opens the conversation named by ?c=', async () => {
    setViewportWidth(1280);
    fakeMessagesApi(twoConversations(), mentee);
    renderMessages('/dashboard/messages?c=c2');
    expect(
      await screen.findByRole('region', { name: 'Conversation with Ben Carter' }),
    ).toBeVisible();
  });

  it('shows sent and read state on my messages from the other side’s read position', async () => {
    setViewportWidth(1280);
    const read = message({ senderId: 'u1', text: 'First question', status: 'sent' });
    const unread = message({ senderId: 'u1', text: 'Second question', status: 'sent' });
    fakeMessagesApi(
      {
        conversations: [conversation({ lastMessage: unread, otherReadSeq: read.seq })],
        messages: { c1: [read, unread] },
      },
      mentee,
    );
    renderMessages('/dashboard/messages');
    const first = (await screen.findByText('First question')).closest('li')!;
    expect(first).toHaveTextContent('Read');
    const second = screen.getByText('Second question').closest('li')!;
    expect(second).toHaveTextContent('Sent');
    expect(second).not.toHaveTextContent('Read');
  });

  it('sends with Enter and breaks the line with Shift+Enter', async () => {
    setViewportWidth(1280);
    const calls = fakeMessagesApi(twoConversations(), mentee);
    renderMessages('/dashboard/messages');
    const input = await screen.findByPlaceholderText('Type Something...');

    await userEvent.type(input, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(input).toHaveValue('Line one\nLine two');
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/messages'))).toHaveLength(
      0,
    );

    await userEvent.type(input, '{Enter}');
    expect(input).toHaveValue('');
    await waitFor(() => {
      const sends = calls.filter(
        (c) => c.method === 'POST' && c.path === '/api/conversations/c1/messages',
      );
      expect(sends).toHaveLength(1);
      expect(sends[0]!.body).toMatchObject({ text: 'Line one\nLine two' });
      expect((sends[0]!.body as { clientId: string }).clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    });
    const chat = screen.getByRole('region', { name: 'Conversation with Amara Okafor' });
    const bubble = await within(chat).findByText(/Line one/);
    await waitFor(() => expect(bubble.closest('li')).toHaveTextContent('Sent'));
  });

  it('keeps a message over 4,000 characters unsent and whole, and says the limit', async () => {
    setViewportWidth(1280);
    const calls = fakeMessagesApi(twoConversations(), mentee);
    renderMessages('/dashboard/messages');
    const input = await screen.findByPlaceholderText('Type Something...');
    await userEvent.click(input);
    await userEvent.paste('m'.repeat(4001));
    expect(input).toHaveValue('m'.repeat(4001));
    expect(input).toHaveAccessibleDescription(/A message can be at most 4,000 characters\./);
    await userEvent.type(input, '{Enter}');
    expect(input).toHaveValue('m'.repeat(4001));
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/messages'))).toHaveLength(
      0,
    );
    // The draft stays with the conversation for the page's life; leave none to other tests.
    await userEvent.clear(input);
  });

  it('shows "Not sent — Retry" when sending fails, and a retry reuses the same clientId', async () => {
    setViewportWidth(1280);
    const world = { ...twoConversations(), failSends: 1 };
    const calls = fakeMessagesApi(world, mentee);
    renderMessages('/dashboard/messages');
    const input = await screen.findByPlaceholderText('Type Something...');
    await userEvent.type(input, 'Are you free on Friday?{Enter}');

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Not sent — Retry');
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const sends = calls.filter(
      (c) => c.method === 'POST' && c.path === '/api/conversations/c1/messages',
    );
    expect(sends).toHaveLength(2);
    const [first, second] = sends.map((c) => (c.body as { clientId: string }).clientId);
    expect(second).toBe(first);
    expect(screen.getAllByText('Are you free on Friday?')).toHaveLength(1);
    expect(world.messages.c1!.filter((m) => m.text === 'Are you free on Friday?')).toHaveLength(1);
  });

  it('makes http(s) links clickable and shows HTML from users as text', async () => {
    setViewportWidth(1280);
    const text =
      'Read https://example.com/guide. and <img src=x onerror=alert(1)> javascript:alert(2)';
    const m = message({ text });
    fakeMessagesApi(
      { conversations: [conversation({ lastMessage: m })], messages: { c1: [m] } },
      mentee,
    );
    const { container } = renderMessages('/dashboard/messages');
    const link = await screen.findByRole('link', { name: /https:\/\/example\.com\/guide/ });
    expect(link).toHaveAttribute('href', 'https://example.com/guide');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    const chat = screen.getByRole('region', { name: 'Conversation with Amara Okafor' });
    expect(within(chat).getByText(/<img src=x onerror=alert\(1\)>/)).toBeVisible();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.queryByRole('link', { name: /javascript/ })).toBeNull();
  });

  it('lets the mentee answer a rescheduled invite; the buttons are gone after the answer', async () => {
    setViewportWidth(1280);
    const invite = message({
      senderId: null,
      text: '',
      system: {
        type: 'booking_proposed',
        bookingId: 'b1',
        start: '2026-12-01T15:00:00.000Z',
        end: '2026-12-01T16:00:00.000Z',
        proposal: { start: '2026-12-02T15:00:00.000Z', end: '2026-12-02T16:00:00.000Z' },
        answer: null,
        actor: 'mentor',
      },
    });
    const calls = fakeMessagesApi(
      { conversations: [conversation({ lastMessage: invite })], messages: { c1: [invite] } },
      mentee,
    );
    renderMessages('/dashboard/messages');
    expect(await screen.findByText(/Rescheduled invite/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('New time accepted.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    const answer = calls.find(
      (c) => c.path === `/api/conversations/c1/messages/${invite.id}/answer`,
    );
    expect(answer?.body).toEqual({ answer: 'accepted' });
  });

  it('shows the mentor no answer buttons on an open invite', async () => {
    setViewportWidth(1280);
    const mentor = messagesUser('mentor');
    const invite = message({
      senderId: null,
      text: '',
      system: {
        type: 'booking_proposed',
        bookingId: 'b1',
        start: '2026-12-01T15:00:00.000Z',
        end: '2026-12-01T16:00:00.000Z',
        proposal: { start: '2026-12-02T15:00:00.000Z', end: '2026-12-02T16:00:00.000Z' },
        answer: null,
        actor: 'mentor',
      },
    });
    fakeMessagesApi(
      {
        conversations: [
          conversation({
            lastMessage: invite,
            contact: { id: 'u1', name: 'Ada Lovelace', role: 'mentee' },
          }),
        ],
        messages: { c1: [invite] },
      },
      mentor,
    );
    renderMessages('/dashboard_mentor/messages', mentor);
    expect(await screen.findByText("Waiting for the mentee's answer.")).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('tells a blocked mentee they cannot write, without saying who blocked whom', async () => {
    setViewportWidth(1280);
    fakeMessagesApi(
      { conversations: [conversation({ blocked: true })], messages: { c1: [message()] } },
      mentee,
    );
    renderMessages('/dashboard/messages');
    expect(
      await screen.findByText(
        'You can no longer write in this conversation. You can still read it.',
      ),
    ).toBeVisible();
    expect(screen.queryByPlaceholderText('Type Something...')).toBeNull();
  });

  it('lets a mentor block a mentee after confirming, told what it cancels', async () => {
    setViewportWidth(1280);
    const mentor = messagesUser('mentor');
    const calls = fakeMessagesApi(
      {
        conversations: [
          conversation({ contact: { id: 'u1', name: 'Ada Lovelace', role: 'mentee' } }),
        ],
        messages: { c1: [message({ senderId: 'u1' })] },
      },
      mentor,
    );
    renderMessages('/dashboard_mentor/messages', mentor);
    await userEvent.click(await screen.findByRole('button', { name: 'Conversation options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Ada Lovelace?' });
    expect(
      await within(dialog).findByText(/This cancels 1 upcoming session between you/),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/blocks/u1');
    expect(await screen.findByText(/You blocked Ada Lovelace/)).toBeVisible();
    expect(screen.queryByPlaceholderText('Type Something...')).toBeNull();
  });

  it('says before any confirmation that a booked mentee cannot be muted', async () => {
    setViewportWidth(1280);
    const mentor = messagesUser('mentor');
    const calls = fakeMessagesApi(
      {
        conversations: [
          conversation({
            contact: { id: 'u1', name: 'Ada Lovelace', role: 'mentee' },
            moderationAllowed: false,
          }),
        ],
        messages: { c1: [message({ senderId: 'u1' })] },
      },
      mentor,
    );
    renderMessages('/dashboard_mentor/messages', mentor);
    await userEvent.click(await screen.findByRole('button', { name: 'Conversation options' }));
    expect(
      await screen.findByText(
        'Ada Lovelace has booked a session with you, so you cannot mute them.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Mute' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Mute' }));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('loads older messages on request', async () => {
    setViewportWidth(1280);
    const history = Array.from({ length: 55 }, (_, i) => message({ text: `Note ${i + 1}` }));
    const calls = fakeMessagesApi(
      {
        conversations: [conversation({ lastMessage: history.at(-1)! })],
        messages: { c1: history },
      },
      mentee,
    );
    renderMessages('/dashboard/messages');
    const chat = await screen.findByRole('log', { name: 'Conversation with Amara Okafor' });
    expect(await within(chat).findByText('Note 55')).toBeVisible();
    expect(within(chat).getByText('Note 6')).toBeVisible();
    expect(within(chat).queryByText('Note 5')).toBeNull();
    await userEvent.click(within(chat).getByRole('button', { name: 'Load older messages' }));
    expect(await within(chat).findByText('Note 5')).toBeVisible();
    const older = calls.find((c) => c.params.get('before'));
    expect(older?.params.get('before')).toBe(String(history[5]!.seq));
  });

  it('says what to do when there are no conversations', async () => {
    setViewportWidth(1280);
    fakeMessagesApi({ conversations: [], messages: {} }, mentee);
    renderMessages('/dashboard/messages');
    expect(await screen.findByText('No conversations yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start a Conversation' })).toHaveAttribute(
      'href',
      '/dashboard/start-conversation',
    );
  });

  it('offers a retry when the list cannot be loaded', async () => {
    setViewportWidth(1280);
    let fail = true;
    fakeMessagesApi(
      {
        ...twoConversations(),
        override: (r) =>
          fail && r.path === '/api/conversations'
            ? { status: 500, body: { message: 'boom', code: 500, type: 'general_server_error' } }
            : undefined,
      },
      mentee,
    );
    renderMessages('/dashboard/messages');
    expect(await screen.findByText(/could not be loaded/)).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeVisible();
  });
});

describe('the messages page on a small screen', () => {
  it('shows the list first, the chat on selection, and goes back with the back button', async () => {
    setViewportWidth(390);
    fakeMessagesApi(twoConversations(), mentee);
    renderMessages('/dashboard/messages');

    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(screen.queryByRole('region', { name: /Conversation with/ })).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: /Ben Carter/ }));

    const chat = await screen.findByRole('region', { name: 'Conversation with Ben Carter' });
    expect(await within(chat).findByText('Send me your CV please.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();

    await userEvent.click(within(chat).getByRole('button', { name: 'Back to conversations' }));
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /Conversation with/ })).toBeNull();
  });
});
