import { useEffect, useRef, useState } from 'react';
import { useRealtimeEvent } from '@/lib/realtime/index.ts';

/** How long the typing indicator stays after the last `conversation:typing`. */
const TYPING_SHOWN_MS = 4_000;

/**
 * Whether the other person is typing in conversation `id`: true for a few seconds
 * (`TYPING_SHOWN_MS`) after each `conversation:typing` from someone other than `meId`, and
 * false as soon as their message arrives (`message:new`).
 */
export function useTypingIndicator(id: string, meId: string): boolean {
  const [typing, setTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typingTimer.current), []);
  useRealtimeEvent('conversation:typing', (payload) => {
    if (payload.conversationId !== id || payload.userId === meId) return;
    setTyping(true);
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
  });
  useRealtimeEvent('message:new', ({ message }) => {
    if (message.conversationId !== id || message.senderId === meId) return;
    clearTimeout(typingTimer.current);
    setTyping(false);
  });
  return typing;
}
