import type {
  Conversation,
  ConversationCandidate,
  ConversationContact,
  Message,
  StartConversation,
  User,
} from '@pathwise/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { MessagesPage } from '@/features/messages/pages/messages-page.tsx';
import { StartConversationPage } from '@/features/messages/pages/start-conversation-page.tsx';
import { accountKey } from '@/lib/session/account.ts';
import { answerApi, type FakeAnswer, type FakeRequest } from './api.ts';

/** The signed-in mentee (Ada) or mentor (Amara) of the messages tests. */
export function messagesUser(role: 'mentee' | 'mentor' = 'mentee'): User {
  return {
    id: role === 'mentee' ? 'u1' : 'm1',
    email: role === 'mentee' ? 'ada@example.com' : 'amara@example.com',
    name: role === 'mentee' ? 'Ada Lovelace' : 'Amara Okafor',
    emailVerification: true,
    createdAt: '2025-06-17T00:00:00.000Z',
    role,
    onboarded: true,
    isAdmin: false,
  };
}

/** A contact (the other person of a conversation): a mentor at Vantyx, online. */
export function contact(overrides: Partial<ConversationContact> = {}): ConversationContact {
  return {
    id: 'm1',
    name: 'Amara Okafor',
    role: 'mentor',
    title: 'Engineering Director',
    company: 'Vantyx',
    photoUrl: null,
    online: true,
    ...overrides,
  };
}

let seq = 100;

/** A text message of conversation `c1` from the contact `m1`, two hours ago. */
export function message(overrides: Partial<Message> = {}): Message {
  seq += 1;
  return {
    id: `msg-${seq}`,
    seq,
    conversationId: 'c1',
    senderId: 'm1',
    text: 'Hello!',
    system: null,
    clientId: null,
    createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    status: 'sent',
    ...overrides,
  };
}

/** A conversation of the mentee `u1` with the mentor `m1` (or `contact`). */
export function conversation(
  overrides: Partial<Omit<Conversation, 'contact'>> & {
    contact?: Partial<ConversationContact>;
  } = {},
): Conversation {
  const { contact: who, ...rest } = overrides;
  return {
    id: 'c1',
    contact: contact(who),
    lastMessage: null,
    unreadCount: 0,
    otherReadSeq: 0,
    muted: false,
    blocked: false,
    blockedByMe: false,
    moderationAllowed: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...rest,
  };
}

/** A Start a Conversation candidate. */
export function candidate(overrides: Partial<ConversationCandidate> = {}): ConversationCandidate {
  return { ...contact(), conversationId: null, reason: 'mentor', ...overrides };
}

/** What the fake messages API holds for one test. */
export interface MessagesWorld {
  conversations: Conversation[];
  messages: Record<string, Message[]>;
  candidates?: ConversationCandidate[];
  /** Answer the next `n` sends with a network failure (the first attempts of a retry test). */
  failSends?: number;
  /** Answer a call differently (e.g. an error); return undefined to use the fake server. */
  override?: (request: FakeRequest) => FakeAnswer | undefined;
}

/**
 * An in-memory messages API (`/api/conversations…`, contracts `messages.ts`) on MSW. Sends
 * are idempotent by `clientId` as the contract says. Returns the recorded requests.
 */
export function fakeMessagesApi(world: MessagesWorld, me: User) {
  let nextSeq = 1000;
  return answerApi((request) => {
    const overridden = world.override?.(request);
    if (overridden) return overridden;
    const { method, path, params } = request;
    if (method === 'GET' && path === '/api/conversations')
      return { status: 200, body: { items: world.conversations } };
    if (method === 'GET' && path === '/api/conversations/candidates') {
      const q = (params.get('q') ?? '').toLowerCase();
      const only = params.get('with');
      const items = (world.candidates ?? []).filter((c) =>
        only ? c.id === only : c.name.toLowerCase().includes(q),
      );
      return { status: 200, body: { items } };
    }
    if (method === 'POST' && path === '/api/conversations') {
      // The conversation with its first message (docs/product.md#126-messaging).
      const { userId, text, clientId } = request.body as StartConversation;
      const id = `conv-${userId}`;
      const first = message({
        id: `msg-${clientId}`,
        seq: (nextSeq += 1),
        conversationId: id,
        senderId: me.id,
        text,
        clientId,
      });
      (world.messages[id] ??= []).push(first);
      const started = conversation({ id, contact: { id: userId }, lastMessage: first });
      world.conversations = [started, ...world.conversations.filter((c) => c.id !== id)];
      return { status: 201, body: started };
    }
    // Blocks (docs/product.md#1214-blocking): one upcoming session to cancel; a block closes the
    // conversation with that person.
    const blockOf = /^\/api\/blocks\/([^/]+)(\/impact)?$/.exec(path);
    if (blockOf && method === 'GET') return { status: 200, body: { upcomingSessions: 1 } };
    if (blockOf && (method === 'PUT' || method === 'DELETE')) {
      const on = method === 'PUT';
      world.conversations = world.conversations.map((c) =>
        c.contact.id === blockOf[1] ? { ...c, blocked: on, blockedByMe: on } : c,
      );
      if (!on) return { status: 204 };
      return { status: 200, body: { blockedAt: new Date().toISOString(), cancelledSessions: 1 } };
    }
    const match =
      /^\/api\/conversations\/([^/]+)\/(messages|read|moderation)(?:\/([^/]+)\/answer)?$/.exec(
        path,
      );
    if (!match)
      return { status: 404, body: { message: 'Not found', code: 404, type: 'not_found' } };
    const [, id, what, messageId] = match;
    const list = (world.messages[id!] ??= []);
    if (what === 'messages' && method === 'GET') {
      const before = params.get('before');
      const after = params.get('after');
      let items = list;
      if (before) items = list.filter((m) => m.seq < Number(before));
      if (after) items = list.filter((m) => m.seq > Number(after));
      const page = before ? items.slice(-3) : items.slice(-50);
      return { status: 200, body: { items: page, hasMore: page.length < items.length } };
    }
    if (what === 'messages' && method === 'POST' && messageId) {
      const answer = (request.body as { answer: 'accepted' | 'declined' }).answer;
      const target = list.find((m) => m.id === messageId)!;
      target.system = { ...target.system!, answer };
      return { status: 200, body: target };
    }
    if (what === 'messages' && method === 'POST') {
      if (world.failSends) {
        world.failSends -= 1;
        return 'network-error';
      }
      const body = request.body as { text: string; clientId: string };
      const existing = list.find((m) => m.clientId === body.clientId);
      if (existing) return { status: 201, body: existing };
      nextSeq += 1;
      const stored = message({
        id: `sent-${nextSeq}`,
        seq: nextSeq,
        conversationId: id!,
        senderId: me.id,
        text: body.text,
        clientId: body.clientId,
        createdAt: new Date().toISOString(),
      });
      list.push(stored);
      return { status: 201, body: stored };
    }
    if (what === 'read') {
      const seq = (request.body as { seq?: number } | undefined)?.seq ?? 0;
      return { status: 200, body: { conversationId: id, userId: me.id, seq } };
    }
    if (what === 'moderation') {
      const body = request.body as { muted: boolean };
      world.conversations = world.conversations.map((c) => (c.id === id ? { ...c, ...body } : c));
      return { status: 200, body: world.conversations.find((c) => c.id === id) };
    }
    return { status: 405, body: { message: 'No', code: 405, type: 'method_not_allowed' } };
  });
}

/** jsdom has no matchMedia: answer `(min-width: Npx)` queries from `width`. */
export function setViewportWidth(width: number) {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /\(min-width:\s*(\d+)px\)/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

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
 * Render the messages feature's pages (without the dashboard frame) at `path` (e.g.
 * `/dashboard/messages`), signed in as `user`, with a marker of the current location.
 */
export function renderMessages(path: string, user: User = messagesUser()) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(accountKey, user);
  const page = (element: React.ReactNode) => (
    <>
      {element}
      <Where />
    </>
  );
  const router = createMemoryRouter(
    ['/dashboard', '/dashboard_mentor'].flatMap((base) => [
      { path: `${base}/messages`, element: page(<MessagesPage />) },
      { path: `${base}/start-conversation`, element: page(<StartConversationPage />) },
    ]),
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
