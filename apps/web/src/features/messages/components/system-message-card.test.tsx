import type { SystemMessage } from '@pathwise/contracts';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  conversation,
  fakeMessagesApi,
  message,
  messagesUser,
  renderMessages,
  setViewportWidth,
} from '@/testing/messages-harness.tsx';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => vi.unstubAllGlobals());

/** A booking notice of booking b1 (1 Dec 15:00 UTC, moved from 30 Nov when `previousStart`). */
function notice(over: Partial<SystemMessage>) {
  return message({
    senderId: null,
    text: '',
    system: {
      type: 'booking_created',
      bookingId: 'b1',
      start: '2026-12-01T15:00:00.000Z',
      end: '2026-12-01T16:00:00.000Z',
      proposal: null,
      answer: null,
      actor: null,
      ...over,
    },
  });
}

describe('booking notices in a conversation', () => {
  it('tell a request, a confirmation, a decline, who moved a session and an accepted time apart', async () => {
    setViewportWidth(1280);
    const notices = [
      notice({ type: 'booking_requested' }),
      notice({ type: 'booking_confirmed', actor: 'mentor' }),
      notice({ type: 'booking_declined', actor: 'mentor' }),
      notice({
        type: 'booking_rescheduled',
        actor: 'mentee',
        previousStart: '2026-11-30T15:00:00.000Z',
      }),
      notice({
        type: 'booking_accepted',
        actor: 'mentee',
        previousStart: '2026-11-29T15:00:00.000Z',
      }),
    ];
    fakeMessagesApi(
      {
        conversations: [conversation({ lastMessage: notices.at(-1)! })],
        messages: { c1: notices },
      },
      messagesUser('mentee'),
    );
    renderMessages('/dashboard/messages');
    const chat = await screen.findByRole('region', { name: /Conversation with/ });
    expect(
      await within(chat).findByText(/^Session requested for .*Dec 1.*waiting for the mentor/),
    ).toBeVisible();
    expect(within(chat).getByText(/^The mentor confirmed the session on .*Dec 1/)).toBeVisible();
    expect(
      within(chat).getByText(/^The mentor declined the session request for .*Dec 1/),
    ).toBeVisible();
    expect(
      within(chat).getByText(/^The mentee moved the session from .*Nov 30.* to .*Dec 1/),
    ).toBeVisible();
    expect(
      within(chat).getByText(
        /^The mentee accepted the proposed time: the session is now on .*Dec 1/,
      ),
    ).toBeVisible();
    expect(within(chat).queryByText(/Session booked/)).toBeNull();
  });
});
